import { describe, expect, it } from 'vitest';
import {
  applyCancellation,
  canContactDriver,
  cancelInProcess,
  cancelScheduled,
  countPendingRides,
  countScheduledRides,
  isMultiWaypoint,
  placeRide,
  canResend,
  resendDraft,
  rideActions,
  rideRoute,
  type ResendableRide,
} from './ride-rules';

type TestRide = ResendableRide & {
  taxi?: { telephone?: string | null } | null;
};

const stop = (address: string, latitude?: number, longitude?: number) => ({
  address,
  traveler_name: null,
  ...(latitude === undefined ? {} : { latitude, longitude }),
});

const makeRide = (overrides: Partial<TestRide> = {}): TestRide => ({
  id: 1,
  status_code: 3,
  direccion: {
    calle: 'Carrer de Balmes 1',
    latitude: 41.39,
    longitude: 2.16,
    datos_extra: 'Door 2',
  },
  destination: { latitude: 41.4, longitude: 2.17 },
  destination_address: 'Plaça de Catalunya',
  viajero: { name: 'Anna' },
  passengers: 2,
  taxi: { telephone: '+34600111222' },
  ...overrides,
});

describe('canContactDriver', () => {
  it('shows the contact for an assigned driver on the way', () => {
    expect(canContactDriver(makeRide())).toBe(true);
  });

  it('hides it for a completed trip (8)', () => {
    expect(canContactDriver(makeRide({ status_code: 8 }))).toBe(false);
  });

  it('hides it for a multi-waypoint service', () => {
    const ride = makeRide({
      origin_waypoints: [stop('a'), stop('b')],
      destination_waypoints: [stop('c')],
    });
    expect(isMultiWaypoint(ride)).toBe(true);
    expect(canContactDriver(ride)).toBe(false);
  });

  it('keeps it for one origin and one destination written as waypoints', () => {
    expect(
      canContactDriver(
        makeRide({ origin_waypoints: [stop('a')], destination_waypoints: [stop('b')] }),
      ),
    ).toBe(true);
  });

  it('hides it while no driver phone is known', () => {
    expect(canContactDriver(makeRide({ status_code: 2, taxi: null }))).toBe(false);
    expect(canContactDriver(makeRide({ taxi: { telephone: ' ' } }))).toBe(false);
  });
});

describe('menu badges', () => {
  it('counts pending in-process services without trips in progress (7)', () => {
    const rides = [1, 2, 3, 6, 10, 7, 7, 4].map((status_code, id) => ({ id, status_code }));
    expect(countPendingRides(rides)).toBe(5);
  });

  it('counts scheduled services that are not over', () => {
    expect(
      countScheduledRides([
        { id: 1, status_code: 13 },
        { id: 2, status_code: 13 },
        { id: 3, status_code: 4 },
      ]),
    ).toBe(2);
  });
});

describe('cancel', () => {
  const list = [
    { id: 1, status_code: 2 },
    { id: 2, status_code: 3 },
    { id: 3, status_code: 10 },
  ];

  it('marks an in-process service 4 and moves it to the end', () => {
    expect(cancelInProcess(list, 1)).toEqual([
      { id: 2, status_code: 3 },
      { id: 3, status_code: 10 },
      { id: 1, status_code: 4 },
    ]);
    expect(list[0]).toEqual({ id: 1, status_code: 2 });
  });

  it('leaves the list as it was for an unknown id', () => {
    expect(cancelInProcess(list, 99)).toEqual(list);
  });

  it('removes a scheduled service from the scheduled list', () => {
    expect(
      cancelScheduled(
        [
          { id: 7, status_code: 13 },
          { id: 8, status_code: 13 },
        ],
        7,
      ),
    ).toEqual([{ id: 8, status_code: 13 }]);
  });

  it('applies to whichever list holds the service', () => {
    const lists = { inProcess: list, scheduled: [{ id: 9, status_code: 13 }] };
    expect(applyCancellation(lists, 9)).toEqual({ inProcess: list, scheduled: [] });
    expect(applyCancellation(lists, 3).inProcess.at(-1)).toEqual({ id: 3, status_code: 4 });
  });
});

describe('resend', () => {
  it.each([8, 9, 4, 5])('is offered for an ended ride (%i)', (status_code) => {
    expect(canResend(makeRide({ status_code }))).toBe(true);
  });

  it.each([13, 1, 2, 3, 6, 10, 7])('is not offered while the ride lives (%i)', (status_code) => {
    expect(canResend(makeRide({ status_code }))).toBe(false);
  });

  it('copies the grouping, the stops in order, passengers and traveler', () => {
    const ride = makeRide({
      status_code: 8,
      agrupacion_id: 7,
      origin_waypoints: [stop('Carrer de Balmes 1', 41.39, 2.16), stop('Pick B', 41.391, 2.161)],
      destination_waypoints: [
        stop('Drop 1', 41.395, 2.165),
        stop('Drop 2', 41.398, 2.168),
        stop('Plaça de Catalunya', 41.4, 2.17),
      ],
    });
    expect(resendDraft(ride)).toEqual({
      groupingId: 7,
      origin: { name: 'Carrer de Balmes 1', latitude: 41.39, longitude: 2.16, extraData: 'Door 2' },
      destination: { name: 'Plaça de Catalunya', latitude: 41.4, longitude: 2.17 },
      extraOrigins: [{ name: 'Pick B', latitude: 41.391, longitude: 2.161, travelerName: null }],
      extraDestinations: [
        { name: 'Drop 1', latitude: 41.395, longitude: 2.165, travelerName: null },
        { name: 'Drop 2', latitude: 41.398, longitude: 2.168, travelerName: null },
      ],
      passengers: 2,
      travelerName: 'Anna',
    });
  });

  it('has no grouping to copy from an older server, and nothing to resend without destination', () => {
    expect(resendDraft(makeRide({ status_code: 8 }))?.groupingId).toBeNull();
    expect(resendDraft(makeRide({ destination: null }))).toBeNull();
  });
});

describe('placeRide (a pushed change)', () => {
  const lists = {
    inProcess: [
      { id: 1, status_code: 2 },
      { id: 2, status_code: 3 },
    ],
    scheduled: [
      { id: 7, status_code: 13 },
      { id: 8, status_code: 13 },
    ],
  };

  it('replaces a live service where it stands', () => {
    expect(placeRide(lists, { id: 2, status_code: 10 })).toEqual({
      inProcess: [
        { id: 1, status_code: 2 },
        { id: 2, status_code: 10 },
      ],
      scheduled: lists.scheduled,
    });
  });

  it('puts a new live service first, and a booking entering dispatch leaves the bookings', () => {
    expect(placeRide(lists, { id: 8, status_code: 1 })).toEqual({
      inProcess: [{ id: 8, status_code: 1 }, ...lists.inProcess],
      scheduled: [{ id: 7, status_code: 13 }],
    });
  });

  it('sinks a finished service to the end and drops a finished booking', () => {
    expect(placeRide(lists, { id: 1, status_code: 8 }).inProcess).toEqual([
      { id: 2, status_code: 3 },
      { id: 1, status_code: 8 },
    ]);
    expect(placeRide(lists, { id: 7, status_code: 5 })).toEqual({
      inProcess: lists.inProcess,
      scheduled: [{ id: 8, status_code: 13 }],
    });
  });

  it('adds a new booking and never adds a finished service no list held', () => {
    expect(placeRide(lists, { id: 9, status_code: 13 }).scheduled.map((s) => s.id)).toEqual([
      7, 8, 9,
    ]);
    expect(placeRide(lists, { id: 99, status_code: 9 })).toEqual(lists);
  });
});

describe('rideActions', () => {
  it('a booking can be changed, cancelled and shared, not resent', () => {
    expect(rideActions(makeRide({ status_code: 13, taxi: null }))).toEqual({
      cancel: true,
      edit: true,
      share: true,
      call: false,
      receipt: false,
      resend: false,
    });
  });
  it('a trip under way (7) cannot be cancelled by the customer nor resent', () => {
    const actions = rideActions(makeRide({ status_code: 7 }));
    expect(actions.cancel).toBe(false);
    expect(actions.resend).toBe(false);
    expect(actions.call).toBe(true);
  });
  it('a completed ride has its receipt and can be resent, nothing else', () => {
    expect(rideActions(makeRide({ status_code: 8 }))).toEqual({
      cancel: false,
      edit: false,
      share: false,
      call: false,
      receipt: true,
      resend: true,
    });
  });
});

describe('rideRoute', () => {
  const stop = (address: string) => ({ address });
  it('reads pick-up, every stop and the destination in order', () => {
    expect(
      rideRoute({
        direccion: { calle: 'Plaça de Catalunya' },
        destination_address: 'Sagrada Família',
        origin_waypoints: [stop('Plaça de Catalunya'), stop('Hotel Arts')],
        destination_waypoints: [stop('Park Güell'), stop('Sagrada Família')],
      }),
    ).toEqual({
      pickUps: ['Plaça de Catalunya', 'Hotel Arts'],
      dropOffs: ['Park Güell', 'Sagrada Família'],
    });
  });

  it('falls back to the pick-up and the destination when there are no waypoints', () => {
    expect(
      rideRoute({
        direccion: { calle: 'Plaça de Catalunya' },
        destination_address: 'Sagrada Família',
        origin_waypoints: [],
        destination_waypoints: [],
      }),
    ).toEqual({ pickUps: ['Plaça de Catalunya'], dropOffs: ['Sagrada Família'] });
  });

  it('has no drop-off for a ride without destination', () => {
    expect(rideRoute({ direccion: { calle: 'Hotel Arts' }, destination_address: null })).toEqual({
      pickUps: ['Hotel Arts'],
      dropOffs: [],
    });
  });
});
