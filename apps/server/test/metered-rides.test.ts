import { beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, describeApi, until, type Harness } from './helper';
import { fromTheDoor, HOTEL_DOOR } from './hotel-fixtures';
import { bookRide, groupingId, ridePayload, session, stepBody } from './ride-fixtures';

// A hotel ride "now, no destination" is charged by the meter.

/** The hotel's payload for a ride with no destination: the door stands in for it. */
const noDestination = (userId: number, hotelId: number) =>
  fromTheDoor(userId, hotelId, { viajero: { nombre: 'Room 214', telefono_aviso: '' } });

const finished = async (h: Harness, token: string, id: number) => {
  const res = await h.call('GET', '/api/v2/services/', { token, agrupation: 'hotel-demo' });
  return (res.json().services as { id: number; fare: number | null }[]).find((s) => s.id === id);
};

describeApi(
  'metered hotel rides through the driver API',
  (h) => {
    let hotel: { token: string; id: number };
    let hotelId: number;
    let driver: string;
    beforeAll(async () => {
      hotel = await session(h, 'hotel@example.com', 'hotel-demo');
      hotelId = await groupingId(h, 'hotel-demo');
      // The estimate is the minimum at any hour: the seeded night (21–6 h) and holiday
      // supplements would add to it when CI runs then (they are tested in fares' own tests).
      await h.db
        .updateTable('fare_models')
        .set({ night_supplement: 0, holiday_supplement: 0 })
        .where('agrupation_id', '=', hotelId)
        .execute();
      // So would the operator's seeded night surcharge (+20 %, 22–6 h), which the hotel
      // inherits; the admin fares' tests cover it.
      await h.db.deleteFrom('fare_surcharges').execute();
      const login = await h.call('POST', '/api/driver/authenticate/', {
        body: { username: 'driver1@example.com', password: DEMO_PASSWORD },
      });
      driver = login.json().token;
      await h.call('PUT', '/api/driver/availability/', {
        token: driver,
        body: { available: true },
      });
      await h.call('PUT', '/api/driver/position/', {
        token: driver,
        body: { latitude: 41.392, longitude: 2.164, heading: 0, speed: 0 },
      });
      h.app.ctx.rides.startFleet({ simulate: false });
    });

    const book = async (body: object) => {
      const res = await h.call('POST', '/api/services/', {
        token: hotel.token,
        agrupation: 'hotel-demo',
        body,
      });
      expect(res.statusCode).toBe(201);
      return res.json().service;
    };

    const act = async (id: number, action: string, body: object = {}) =>
      h.call('PUT', `/api/driver/services/${id}/${action}/`, {
        token: driver,
        body: await stepBody(h.db, id, action, body),
      });

    const driveToEnd = async (id: number) => {
      await until(
        async () =>
          (await h.call('GET', '/api/driver/services/', { token: driver })).json().offer?.id === id,
        10_000,
        'the offer',
      );
      for (const step of ['accept', 'arrive', 'start']) {
        expect((await act(id, step)).statusCode).toBe(200);
      }
    };

    it('stores no agreed fare for a ride with no destination, and shows an estimate', async () => {
      const service = await book(noDestination(hotel.id, hotelId));
      expect(service).toMatchObject({
        metered: true,
        fare: null,
        // The hotel's minimum (8.00): the meter starts from there.
        fare_estimate: 8,
        destination: null,
        destination_address: null,
        destination_waypoints: [],
      });
      // The car may not end it without the meter; with it, that is the ride's fare.
      await driveToEnd(service.id);
      const ride = (await h.call('GET', '/api/driver/services/', { token: driver })).json().current;
      expect(ride).toMatchObject({ id: service.id, metered: true, fare: null });
      const bare = await act(service.id, 'finish');
      expect(bare.statusCode).toBe(422);
      expect(bare.json().errors[0]).toEqual({ field: 'fare', message: 'Enter an amount' });
      const done = await act(service.id, 'finish', { fare: 14.35 });
      expect(done.json().service).toMatchObject({ status_code: 8, fare: 14.35 });
      expect(await finished(h, hotel.token, service.id)).toMatchObject({
        fare: 14.35,
        metered: true,
        fare_estimate: 8,
      });
    });

    it('keeps the quoted price of a ride with a destination, whatever the meter says', async () => {
      const service = await book(
        ridePayload(hotel.id, hotelId, { direccion: { ...HOTEL_DOOR, datos_extra: '' } }),
      );
      expect(service).toMatchObject({ metered: false, fare_estimate: null });
      expect(service.fare).toBeGreaterThanOrEqual(8);
      expect(service.destination_address).toBe('Sagrada Família, Barcelona');
      await driveToEnd(service.id);
      const done = await act(service.id, 'finish', { fare: 99 });
      expect(done.json().service.fare).toBe(service.fare);
    });

    it('refuses a bad meter reading with the field', async () => {
      const service = await book(noDestination(hotel.id, hotelId));
      await driveToEnd(service.id);
      for (const fare of [-1, 'ten', 2_000_000]) {
        const res = await act(service.id, 'finish', { fare });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[0].field).toBe('fare');
      }
      expect((await act(service.id, 'finish', { fare: 9.1 })).statusCode).toBe(200);
    });
  },
  { env: { DISPATCH_TICK_MS: '40', OFFER_TIMEOUT_S: '30' } },
);

describeApi(
  'metered hotel rides with the fleet simulator',
  (h) => {
    it("ends with the simulated driver's meter reading, above the estimate", async () => {
      const hotel = await session(h, 'hotel@example.com', 'hotel-demo');
      const hotelId = await groupingId(h, 'hotel-demo');
      h.app.ctx.rides.startFleet({ simulate: true });
      const res = await bookRide(h, hotel, noDestination(hotel.id, hotelId), {
        agrupation: 'hotel-demo',
      });
      const id = res.json().service.id;
      const done = await until(
        async () => {
          const service = await finished(h, hotel.token, id);
          return service?.fare != null ? service : undefined;
        },
        30_000,
        'the metered end',
      );
      // The simulated guest goes 5 km away (6.5 km by road, about 11 minutes): the meter
      // reads well above the 8.00 minimum the estimate showed.
      expect(done.fare).toBeGreaterThan(10);
      const trail = await h.db
        .selectFrom('service_events')
        .select('to_code')
        .where('service_id', '=', id)
        .where('kind', '=', 'status')
        .orderBy('id')
        .execute();
      expect(trail.map((event) => event.to_code)).toEqual([1, 3, 10, 7, 8]);
    });
  },
  { env: { SIM_SPEED: '300', DISPATCH_TICK_MS: '40', OFFER_TIMEOUT_S: '1' } },
);
