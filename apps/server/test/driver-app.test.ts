import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, listen, until } from './helper';
import { bookRide, driverSession, groupingId, ridePayload, session } from './ride-fixtures';

const FAST = { DISPATCH_TICK_MS: '40', OFFER_TIMEOUT_S: '8', SEARCH_TIMEOUT_S: '30' };

describeApi(
  "the driver's app: shift, offers, boarding code, steps kept offline, earnings",
  (h) => {
    let client: { token: string; id: number };
    let taxi: number;
    let irene: { id: number; token: string };
    let oriol: { id: number; token: string };
    let london: { id: number; token: string };

    beforeAll(async () => {
      client = await session(h, 'client@example.com');
      taxi = await groupingId(h, 'demo-taxi');
      irene = await driverSession(h, 'driver@example.com');
      oriol = await driverSession(h, 'driver.two@example.com');
      london = await driverSession(h, 'driver.london@example.com');
      h.app.ctx.rides.startFleet({ simulate: false });
    });

    const call = (method: string, path: string, token: string, body?: object, key?: string) =>
      h.call(method, `/api/driver/${path}`, {
        token,
        ...(body ? { body } : method === 'GET' ? {} : { body: {} }),
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });

    const offerOf = (token: string) =>
      until(async () => (await call('GET', 'services/', token)).json().offer, 10_000, 'an offer');

    it('starts a shift in an assigned vehicle only, and a suspended driver stays offline', async () => {
      const vehicles = (await call('GET', 'vehicles/', irene.token)).json().vehicles;
      expect(vehicles.map((v: { plate: string }) => v.plate)).toEqual(['4321 DRV', '8765 DRV']);
      const others = (await call('GET', 'vehicles/', oriol.token)).json().vehicles;
      // Another driver's vehicle, a vehicle of nobody, and no body at all are refused.
      expect(
        (await call('POST', 'shift/', irene.token, { vehicle_id: others[0].id })).statusCode,
      ).toBe(422);
      expect((await call('POST', 'shift/', irene.token, { vehicle_id: 999_999 })).statusCode).toBe(
        422,
      );
      expect((await call('POST', 'shift/', irene.token, {})).statusCode).toBe(422);
      expect((await call('GET', 'shift/', irene.token)).json()).toEqual({
        shift: null,
        suspended: false,
      });

      const started = await call('POST', 'shift/', irene.token, { vehicle_id: vehicles[1].id });
      expect(started.statusCode).toBe(200);
      expect(started.json().shift.vehicle).toMatchObject({ plate: '8765 DRV', seats: 8 });
      // Riders read the shift's vehicle on the driver.
      expect((await call('GET', 'me/', irene.token)).json()).toMatchObject({
        plate: '8765 DRV',
        model: 'Ford Tourneo Custom',
        available: true,
      });

      await h.db
        .updateTable('drivers')
        .set({ suspended_at: new Date() })
        .where('id', '=', london.id)
        .execute();
      const londonCars = (await call('GET', 'vehicles/', london.token)).json().vehicles;
      const refused = await call('POST', 'shift/', london.token, { vehicle_id: londonCars[0].id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/suspend/i);
      expect(
        (await call('PUT', 'availability/', london.token, { available: true })).statusCode,
      ).toBe(403);
    });

    it('offers a ride with its pick-up distance, payment and countdown; a declined one goes to the next driver', async () => {
      await call('PUT', 'position/', irene.token, { latitude: 41.3871, longitude: 2.17 });
      const oriolCars = (await call('GET', 'vehicles/', oriol.token)).json().vehicles;
      await call('POST', 'shift/', oriol.token, { vehicle_id: oriolCars[0].id });
      await call('PUT', 'position/', oriol.token, { latitude: 41.395, longitude: 2.17 });
      const booked = await bookRide(h, client, ridePayload(client.id, taxi));
      const id = booked.json().service.id as number;
      const offer = await offerOf(irene.token);
      expect(offer).toMatchObject({
        id,
        status_code: expect.any(Number),
        boarding_code_required: false,
      });
      expect(offer.pickup_km).toBeLessThan(1);
      expect(Date.parse(offer.offer_expires_at) - Date.now()).toBeLessThanOrEqual(8_000);
      expect(typeof offer.payment_method === 'string' || offer.payment_method === null).toBe(true);
      // The other operator's driver reads and moves none of it.
      expect((await call('PUT', `services/${id}/accept/`, london.token)).statusCode).toBe(404);
      expect((await call('PUT', `services/${id}/cancel/`, oriol.token)).statusCode).toBe(404);

      const declined = await call('PUT', `services/${id}/cancel/`, irene.token, { reason: 'busy' });
      expect(declined.statusCode).toBe(200);
      expect((await offerOf(oriol.token)).id).toBe(id);
      expect((await call('PUT', `services/${id}/accept/`, oriol.token)).statusCode).toBe(200);
      // Oriol turns back: the operator side is told (5) and the rider reads why.
      const cancelled = await call('PUT', `services/${id}/cancel/`, oriol.token, {
        reason: 'Flat tyre',
      });
      expect(cancelled.json().service.status_code).toBe(5);
      const history = await h.call('GET', '/api/v2/services/', { token: client.token });
      const ride = history.json().services.find((item: { id: number }) => item.id === id);
      expect(ride).toMatchObject({ cancel_reason: 'Flat tyre' });
      await call('POST', 'shift/end/', oriol.token);
    });

    it('asks for the rider’s boarding code, applies a step sent twice once, and counts the ride in the earnings', async () => {
      const id = (await bookRide(h, client, ridePayload(client.id, taxi))).json().service
        .id as number;
      await offerOf(irene.token);
      expect((await call('PUT', `services/${id}/accept/`, irene.token)).statusCode).toBe(200);
      const riderView = await until(
        async () => {
          const live = await h.call('GET', '/api/services/in_process/list/', {
            token: client.token,
          });
          return live.json().find((ride: { id: number }) => ride.id === id)?.taxi;
        },
        5_000,
        'the taxi',
      );
      expect(riderView.boarding_code).toMatch(/^[0-9]{4}$/);
      expect(riderView.plate).toBe('8765 DRV');
      const current = (await call('GET', 'services/', irene.token)).json().current;
      expect(current).toMatchObject({ id, boarding_code_required: true });

      const arrive = randomUUID();
      const arrived = await call('PUT', `services/${id}/arrive/`, irene.token, {}, arrive);
      expect(arrived.json().service.no_show_from).toEqual(expect.any(String));
      // The same step again (its answer was lost without signal): the first answer, no move.
      const again = await call('PUT', `services/${id}/arrive/`, irene.token, {}, arrive);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(arrived.json());

      const wrong = riderView.boarding_code === '0000' ? '1111' : '0000';
      const refused = await call('PUT', `services/${id}/start/`, irene.token, {
        boarding_code: wrong,
      });
      expect(refused.statusCode).toBe(422);
      expect((await call('PUT', `services/${id}/start/`, irene.token, {})).statusCode).toBe(422);
      expect(
        (
          await call('PUT', `services/${id}/start/`, irene.token, {
            boarding_code: riderView.boarding_code,
          })
        ).json().service.status_code,
      ).toBe(7);

      const finish = randomUUID();
      const done = await call('PUT', `services/${id}/finish/`, irene.token, {}, finish);
      expect(done.json().service.status_code).toBe(8);
      expect(
        (await call('PUT', `services/${id}/finish/`, irene.token, {}, finish)).statusCode,
      ).toBe(200);
      // Without its key a repeat is a step out of order.
      expect((await call('PUT', `services/${id}/finish/`, irene.token, {})).statusCode).toBe(409);
      const completions = await h.db
        .selectFrom('service_events')
        .select('id')
        .where('service_id', '=', id)
        .where('to_code', '=', 8)
        .execute();
      expect(completions).toHaveLength(1);
      // The key is the driver's: another driver with the same key is not answered from it.
      expect(
        (await call('PUT', `services/${id}/finish/`, oriol.token, {}, finish)).statusCode,
      ).toBe(404);

      const earnings = (await call('GET', 'earnings/', irene.token)).json();
      expect(earnings.rides.map((ride: { id: number }) => ride.id)).toContain(id);
      expect(earnings.today.rides).toBeGreaterThanOrEqual(1);
      expect(earnings.week.total).toBeGreaterThanOrEqual(earnings.today.total);
      expect(
        earnings.today.by_method.reduce((sum: number, m: { rides: number }) => sum + m.rides, 0),
      ).toBe(earnings.today.rides);

      const summary = await call('POST', 'shift/end/', irene.token);
      expect(summary.statusCode).toBe(200);
      expect(summary.json().totals.rides).toBeGreaterThanOrEqual(1);
      expect(summary.json().shift.ended_at).toEqual(expect.any(String));
      expect((await call('GET', 'me/', irene.token)).json().available).toBe(false);
      expect((await call('POST', 'shift/end/', irene.token)).statusCode).toBe(404);
    });

    it("reports a no-show only after the operator's wait at the pick-up, with its cancellation fee", async () => {
      const root = await groupingId(h, 'demo');
      await h.db
        .insertInto('payment_settings')
        .values({ agrupation_id: root, cancellation_fee_cents: 350, no_show_wait_s: 120 })
        .onConflict((oc) =>
          oc
            .column('agrupation_id')
            .doUpdateSet({ cancellation_fee_cents: 350, no_show_wait_s: 120 }),
        )
        .execute();
      const cars = (await call('GET', 'vehicles/', irene.token)).json().vehicles;
      await call('POST', 'shift/', irene.token, { vehicle_id: cars[0].id });
      const id = (await bookRide(h, client, ridePayload(client.id, taxi))).json().service
        .id as number;
      await offerOf(irene.token);
      await call('PUT', `services/${id}/accept/`, irene.token);
      // Not at the pick-up yet: no no-show.
      expect((await call('PUT', `services/${id}/no_show/`, irene.token)).statusCode).toBe(409);
      const arrived = (await call('PUT', `services/${id}/arrive/`, irene.token)).json().service;
      expect(Date.parse(arrived.no_show_from) - Date.now()).toBeGreaterThan(100_000);
      const early = await call('PUT', `services/${id}/no_show/`, irene.token);
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toMatch(/no-show|presentado/i);
      expect((await call('PUT', `services/${id}/no_show/`, oriol.token)).statusCode).toBe(404);
      // The wait has passed.
      await h.db
        .updateTable('services')
        .set({ arrived_at: new Date(Date.now() - 121_000) })
        .where('id', '=', id)
        .execute();
      const done = await call('PUT', `services/${id}/no_show/`, irene.token);
      expect(done.json().service.status_code).toBe(5);
      const fee = await h.db
        .selectFrom('ride_charges')
        .select(['kind', 'amount_cents'])
        .where('service_id', '=', id)
        .execute();
      expect(fee.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([
        ['cancellation_fee', 350],
      ]);
      expect((await call('PUT', `services/${id}/no_show/`, irene.token)).statusCode).toBe(409);
      await call('POST', 'shift/end/', irene.token);
    });

    it('takes the positions kept offline in one call, and refuses a bad batch', async () => {
      const cars = (await call('GET', 'vehicles/', irene.token)).json().vehicles;
      await call('POST', 'shift/', irene.token, { vehicle_id: cars[0].id });
      const ok = await call('POST', 'positions/', irene.token, {
        positions: [
          { latitude: 41.38, longitude: 2.16 },
          { latitude: 41.381, longitude: 2.161, heading: 45 },
        ],
      });
      expect(ok.statusCode).toBe(200);
      const row = await h.db
        .selectFrom('drivers')
        .select(['latitude', 'longitude'])
        .where('id', '=', irene.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ latitude: 41.381, longitude: 2.161 });
      expect((await call('POST', 'positions/', irene.token, { positions: [] })).statusCode).toBe(
        422,
      );
      expect(
        (
          await call('POST', 'positions/', irene.token, {
            positions: [{ latitude: 95, longitude: 0 }],
          })
        ).statusCode,
      ).toBe(422);
    });

    it("tells the driver's stream of an offer made to them, and again when it is gone", async () => {
      const base = await listen(h);
      expect((await fetch(`${base}/api/driver/events`)).status).toBe(401);
      const customer = await fetch(`${base}/api/driver/events`, {
        headers: { authorization: `Token ${client.token}` },
      });
      expect(customer.status).toBe(401);

      await call('PUT', 'position/', irene.token, { latitude: 41.3871, longitude: 2.17 });
      const controller = new AbortController();
      const response = await fetch(`${base}/api/driver/events`, {
        headers: { authorization: `Token ${irene.token}` },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      const frames = () => received.split('\n').filter((line) => line.startsWith('data:'));
      const reading = (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += value;
        }
      })().catch(() => {});
      try {
        const id = (await bookRide(h, client, ridePayload(client.id, taxi))).json().service
          .id as number;
        await until(() => frames().length > 0, 10_000, 'the offer told');
        expect(frames()[0]).toBe('data: {"type":"rides"}');
        expect((await call('GET', 'services/', irene.token)).json().offer.id).toBe(id);
        // Declined: the ride no longer names Irene, and her stream still hears of it.
        const told = frames().length;
        expect((await call('PUT', `services/${id}/cancel/`, irene.token)).statusCode).toBe(200);
        expect(
          (await h.call('PUT', `/api/service/${id}/cancel/`, { token: client.token, body: {} }))
            .statusCode,
        ).toBe(200);
        await until(() => frames().length > told, 10_000, 'the end of the offer told');
      } finally {
        controller.abort();
        await reading;
      }
    });
  },
  { env: FAST },
);
