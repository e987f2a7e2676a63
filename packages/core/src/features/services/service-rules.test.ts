import { describe, expect, it } from 'vitest';
import {
  applyCancellation,
  canContactDriver,
  cancelInProcess,
  cancelScheduled,
  countPendingServices,
  countScheduledServices,
  isMultiWaypoint,
  placeService,
  planResend,
  type ResendableService,
} from './service-rules';

type TestService = ResendableService & {
  taxi?: { telephone?: string | null } | null;
  origin_waypoints?: unknown[];
  destination_waypoints?: unknown[];
};

const makeService = (overrides: Partial<TestService> = {}): TestService => ({
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
  taxi: { telephone: '+34600111222' },
  ...overrides,
});

describe('canContactDriver', () => {
  it('shows the contact for an assigned driver on the way', () => {
    expect(canContactDriver(makeService())).toBe(true);
  });

  it('hides it for a completed trip (8)', () => {
    expect(canContactDriver(makeService({ status_code: 8 }))).toBe(false);
  });

  it('hides it for a multi-waypoint service', () => {
    const service = makeService({ origin_waypoints: [{}, {}], destination_waypoints: [{}] });
    expect(isMultiWaypoint(service)).toBe(true);
    expect(canContactDriver(service)).toBe(false);
  });

  it('keeps it for one origin and one destination written as waypoints', () => {
    expect(
      canContactDriver(makeService({ origin_waypoints: [{}], destination_waypoints: [{}] })),
    ).toBe(true);
  });

  it('hides it while no driver phone is known', () => {
    expect(canContactDriver(makeService({ status_code: 2, taxi: null }))).toBe(false);
    expect(canContactDriver(makeService({ taxi: { telephone: ' ' } }))).toBe(false);
  });
});

describe('menu badges', () => {
  it('counts pending in-process services without trips in progress (7)', () => {
    const services = [1, 2, 3, 6, 10, 7, 7, 4].map((status_code, id) => ({ id, status_code }));
    expect(countPendingServices(services)).toBe(5);
  });

  it('counts scheduled services that are not over', () => {
    expect(
      countScheduledServices([
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

describe('planResend', () => {
  it('cancels a live service first, then creates the same trip with estado 1', () => {
    expect(planResend(makeService({ id: 42, status_code: 3 }))).toEqual({
      cancelServiceId: 42,
      ride: {
        estado: 1,
        direccion: {
          nombre: 'Carrer de Balmes 1',
          latitud: 41.39,
          longitud: 2.16,
          datos_extra: 'Door 2',
        },
        destination: { destination_latitude: 41.4, destination_longitude: 2.17 },
        destination_address: 'Plaça de Catalunya',
        destination_latitude: 41.4,
        destination_longitude: 2.17,
        viajero: { nombre: 'Anna' },
      },
    });
  });

  it.each([8, 9, 4, 5])('does not cancel a service already final (%i)', (status_code) => {
    expect(planResend(makeService({ status_code })).cancelServiceId).toBeNull();
  });

  it('resends a trip without destination or traveler', () => {
    const plan = planResend(makeService({ destination: null, viajero: null }));
    expect(plan.ride).toEqual({
      estado: 1,
      direccion: {
        nombre: 'Carrer de Balmes 1',
        latitud: 41.39,
        longitud: 2.16,
        datos_extra: 'Door 2',
      },
    });
  });
});

describe('placeService (a pushed change)', () => {
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
    expect(placeService(lists, { id: 2, status_code: 10 })).toEqual({
      inProcess: [
        { id: 1, status_code: 2 },
        { id: 2, status_code: 10 },
      ],
      scheduled: lists.scheduled,
    });
  });

  it('puts a new live service first, and a booking entering dispatch leaves the bookings', () => {
    expect(placeService(lists, { id: 8, status_code: 1 })).toEqual({
      inProcess: [{ id: 8, status_code: 1 }, ...lists.inProcess],
      scheduled: [{ id: 7, status_code: 13 }],
    });
  });

  it('sinks a finished service to the end and drops a finished booking', () => {
    expect(placeService(lists, { id: 1, status_code: 8 }).inProcess).toEqual([
      { id: 2, status_code: 3 },
      { id: 1, status_code: 8 },
    ]);
    expect(placeService(lists, { id: 7, status_code: 5 })).toEqual({
      inProcess: lists.inProcess,
      scheduled: [{ id: 8, status_code: 13 }],
    });
  });

  it('adds a new booking and never adds a finished service no list held', () => {
    expect(placeService(lists, { id: 9, status_code: 13 }).scheduled.map((s) => s.id)).toEqual([
      7, 8, 9,
    ]);
    expect(placeService(lists, { id: 99, status_code: 9 })).toEqual(lists);
  });
});
