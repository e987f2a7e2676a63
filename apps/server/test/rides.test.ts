import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, rowCount } from './helper';
import { pdfToText } from './pdf-text';
import {
  bookRide,
  groupingId,
  insertCharge,
  insertRide,
  ridePayload,
  session,
  tomorrowAt,
} from './ride-fixtures';

describeApi('rides', (h) => {
  let client: { token: string; id: number };
  let other: { token: string; id: number };
  let company: { token: string; id: number };
  let employee: { token: string; id: number };
  let london: { token: string; id: number };
  let taxi: number;
  let demo: number;
  let premium: number;
  beforeAll(async () => {
    [client, other, company, employee, london] = await Promise.all([
      session(h, 'client@example.com'),
      session(h, 'client2@example.com'),
      session(h, 'company@example.com'),
      session(h, 'employee@example.com'),
      session(h, 'other@example.com', 'other'),
    ]);
    [taxi, demo, premium] = await Promise.all([
      groupingId(h, 'demo-taxi'),
      groupingId(h, 'demo'),
      groupingId(h, 'demo-premium'),
    ]);
  });

  describe('POST /agrupations/search', () => {
    /** The client's search, from Plaça de Catalunya unless `body` says otherwise. */
    const search = (body: object) =>
      h.call('POST', '/api/agrupations/search/', {
        token: client.token,
        language: 'en',
        body: { agrupacion_id: demo, origin: { latitude: 41.387, longitude: 2.1701 }, ...body },
      });
    it('prices every grouping of the level, with nested ones one level down', async () => {
      const res = await search({ destination: { latitude: 41.4036, longitude: 2.1744 } });
      expect(res.statusCode).toBe(200);
      const list = res.json().agrupations;
      expect(list.map((g: { permalink: string }) => g.permalink)).toEqual([
        'demo-taxi',
        'demo-van',
        'demo-premium',
      ]);
      const [taxiFare, vanFare, premiumLevel] = list;
      expect(taxiFare.fare.amount).toBeGreaterThanOrEqual(8);
      expect(taxiFare.fare.breakdown).toHaveLength(2);
      expect(taxiFare.fare.breakdown[0]).toMatchObject({ label: 'Distance' });
      expect(taxiFare.max_num_passengers).toBe(4);
      // Taxi has no extras or languages of its own: the parent's show. The van has its
      // own, and its hidden extra is not listed.
      expect(taxiFare.extras).toEqual([
        { show: true, description: 'Child seat available on request' },
      ]);
      expect(taxiFare.taxi_languages).toEqual(['ca', 'es', 'en']);
      expect(vanFare.extras).toEqual([
        { show: true, description: 'Wheelchair ramp and room for large luggage' },
      ]);
      expect(vanFare.taxi_languages).toEqual(['es', 'en', 'fr']);
      expect(vanFare.show_extra_passengers).toBe(true);
      expect(premiumLevel.related_agrupations[0].extras).toEqual(taxiFare.extras);
      // The van has a 10% grouping discount: the struck-through price is shown.
      expect(vanFare.fare.amount_without_discount).toBeGreaterThan(vanFare.fare.amount);
      expect(premiumLevel.fare).toBeNull();
      expect(
        premiumLevel.related_agrupations.map((g: { permalink: string }) => g.permalink),
      ).toEqual(['demo-premium-sedan', 'demo-premium-limo']);
      expect(premiumLevel.related_agrupations[0].fare.amount).toBeGreaterThan(0);
    });

    it('applies a discount code and a fixed airport price', async () => {
      const airport = await search({
        destination: { latitude: 41.2974, longitude: 2.0833 },
        locator: 'parada10',
      });
      const fare = airport.json().agrupations[0].fare;
      expect(fare.hide_details).toBe(true);
      expect(fare.amount_without_discount).toBe(39);
      expect(fare.amount).toBe(35.1);
      expect(fare.info).toEqual(
        expect.arrayContaining(['Fixed price: Aeroport del Prat', 'Discount PARADA10 applied']),
      );
    });

    it('books at the price the discount code gives, whatever fare the client sends', async () => {
      const airport = { destination_latitude: 41.2974, destination_longitude: 2.0833 };
      const res = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, {
          destination: airport,
          destination_address: 'Aeroport del Prat T1',
          ...airport,
          fare: 0.01,
          locator: 'parada10',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().service.fare).toBe(35.1);
    });

    it('lists groupings without fares when no route is given', async () => {
      const res = await h.call('POST', '/api/agrupations/search/', {
        token: client.token,
        body: { agrupacion_id: demo },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().agrupations[0].fare).toBeNull();
    });

    it('answers the spec message outside the zone, and 422 for a foreign grouping', async () => {
      const far = await search({
        origin: { latitude: 40.4168, longitude: -3.7038 },
        destination: { latitude: 40.42, longitude: -3.7 },
      });
      expect(far.statusCode).toBe(422);
      expect(far.json().error).toBe('Sorry, there is no service in this zone');
      const foreign = await h.call('POST', '/api/agrupations/search/', {
        token: client.token,
        body: { agrupacion_id: await groupingId(h, 'other') },
      });
      expect(foreign.statusCode).toBe(422);
      const bad = await h.call('POST', '/api/agrupations/search/', {
        token: client.token,
        body: { agrupacion_id: 'x', origin: { latitude: 100, longitude: 0 } },
      });
      expect(bad.statusCode).toBe(422);
      expect((await h.call('POST', '/api/agrupations/search/', { body: {} })).statusCode).toBe(401);
    });
  });

  describe('POST /services', () => {
    it('books a ride now with the server price and every field of spec §3', async () => {
      const res = await bookRide(h, client, ridePayload(client.id, taxi));
      expect(res.statusCode).toBe(201);
      const ride = res.json().service;
      expect(ride).toMatchObject({
        status_code: 1,
        status_name: 'Created',
        direccion: { calle: 'Plaça de Catalunya, Barcelona', datos_extra: 'Door 2' },
        destination_address: 'Sagrada Família, Barcelona',
        destination: { latitude: 41.4036, longitude: 2.1744 },
        viajero: { name: 'Clara' },
        type_user: 'client',
        employee: null,
        taxi: null,
        programacion: null,
        currency: 'EUR',
      });
      expect(ride.fare).toBeGreaterThan(1);
      expect(ride.origin_waypoints).toHaveLength(1);
      expect(ride.destination_waypoints[0].times_and_distances.distance).toBeGreaterThan(1000);
      const events = await h.db
        .selectFrom('service_events')
        .selectAll()
        .where('service_id', '=', ride.id)
        .execute();
      expect(events).toMatchObject([{ kind: 'status', from_code: null, to_code: 1 }]);
    });

    it('keeps several stops in order', async () => {
      const res = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, {
          origin_waypoints: [
            { nombre: 'Arc de Triomf', latitud: 41.391, longitud: 2.1806, traveler_name: 'Pere' },
          ],
          destination_waypoints: [
            { nombre: 'Hospital de Sant Pau', latitud: 41.4114, longitud: 2.1741 },
          ],
        }),
      );
      expect(res.statusCode).toBe(201);
      const ride = res.json().service;
      expect(ride.origin_waypoints.map((w: { address: string }) => w.address)).toEqual([
        'Plaça de Catalunya, Barcelona',
        'Arc de Triomf',
      ]);
      expect(ride.origin_waypoints[1].traveler_name).toBe('Pere');
      expect(ride.destination_waypoints.map((w: { address: string }) => w.address)).toEqual([
        'Hospital de Sant Pau',
        'Sagrada Família, Barcelona',
      ]);
    });

    it("books for later (13) in the grouping's time and lists it in scheduled", async () => {
      const res = await bookRide(
        h,
        employee,
        ridePayload(employee.id, taxi, { fecha_servicio_diferido: tomorrowAt('10:30') }),
      );
      expect(res.statusCode).toBe(201);
      const ride = res.json().service;
      expect(ride).toMatchObject({
        status_code: 13,
        type_user: 'employee',
        employee: { name: 'Eva Employee' },
        programacion: { fecha: tomorrowAt().slice(0, 10), hora: '10:30' },
        expand: false,
      });
      const mine = await h.call('GET', '/api/services/scheduled/', { token: employee.token });
      expect(mine.json().map((s: { id: number }) => s.id)).toContain(ride.id);
      // The company sees its employee's booking; another client does not.
      const theirs = await h.call('GET', '/api/services/scheduled/', { token: company.token });
      expect(theirs.json().map((s: { id: number }) => s.id)).toContain(ride.id);
      const stranger = await h.call('GET', '/api/services/scheduled/', { token: other.token });
      expect(stranger.json()).toEqual([]);
    });

    it('books for hotel staff as a hotel ride, and refuses operators', async () => {
      const hotel = await session(h, 'hotel@example.com', 'hotel-demo');
      const hotelGroup = await groupingId(h, 'hotel-demo');
      const res = await bookRide(
        h,
        hotel,
        ridePayload(hotel.id, hotelGroup, { viajero: { nombre: 'Room 204' } }),
        { agrupation: 'hotel-demo' },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().service).toMatchObject({
        type_user: 'hotel',
        viajero: { name: 'Room 204' },
      });
      const operator = await session(h, 'operator@example.com');
      const refused = await bookRide(h, operator, ridePayload(operator.id, taxi));
      expect(refused.statusCode).toBe(403);
    });

    it('refuses bad payloads with the spec messages and writes nothing', async () => {
      const before = await rowCount(h.db, 'services');
      const cases: Array<[object, number, string]> = [
        [{ direccion: { nombre: '', latitud: 41.387, longitud: 2.17 } }, 422, 'Origin is required'],
        [{ agrupacion_id: null }, 422, 'No grouping is selected for this request'],
        [
          { agrupacion_id: await groupingId(h, 'other') },
          422,
          'No grouping is selected for this request',
        ],
        [{ agrupacion_id: premium }, 422, 'Choose a fare to make the request'],
        [
          {
            direccion: { nombre: 'Madrid', latitud: 40.4168, longitud: -3.7038 },
          },
          422,
          'Sorry, there is no service in this zone',
        ],
        [
          { fecha_servicio_diferido: '2020-01-01 10:00' },
          422,
          'Choose a date and time later than now',
        ],
        [{ tipo_aplicacion_cliente_id: 27 }, 422, 'Invalid value'],
        [{ destination_latitude: 41.5 }, 422, 'Invalid value'],
        [{ passengers: 0 }, 422, 'Select the number of passengers'],
        [{ usuario_id: other.id }, 403, 'You do not have permission to do this'],
      ];
      for (const [override, status, message] of cases) {
        const res = await bookRide(h, client, ridePayload(client.id, taxi, override));
        expect(res.statusCode, JSON.stringify(override)).toBe(status);
        expect(res.json().error, JSON.stringify(override)).toBe(message);
      }
      const notJson = await bookRide(h, client, '{"usuario_id":', {
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.statusCode).toBe(400);
      expect(
        (await h.call('POST', '/api/services/', { body: ridePayload(1, taxi) })).statusCode,
      ).toBe(401);
      expect(await rowCount(h.db, 'services')).toBe(before);
    });
  });

  describe('lists', () => {
    it('lists live rides in process and finished ones in v2/services', async () => {
      // Read first, so a list the server still remembers must give way to the booking.
      const none = await h.call('GET', '/api/services/in_process/list/', { token: other.token });
      expect(none.json()).toEqual([]);
      const created = await bookRide(h, other, ridePayload(other.id, taxi));
      const id = created.json().service.id;
      const live = await h.call('GET', '/api/services/in_process/list/', { token: other.token });
      expect(live.json().map((s: { id: number }) => s.id)).toEqual([id]);
      await h.call('PUT', `/api/service/${id}/cancel/`, { token: other.token });
      const after = await h.call('GET', '/api/services/in_process/list/', { token: other.token });
      expect(after.json()).toEqual([]);
      const done = await h.call('GET', '/api/v2/services/?limit=10&offset=0', {
        token: other.token,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ total: 1, services: [{ id, status_code: 4 }] });
      const filtered = await h.call('GET', '/api/v2/services/?status=8&start_date=2026-01-01', {
        token: other.token,
      });
      expect(filtered.json()).toEqual({ services: [], total: 0 });
      const bad = await h.call('GET', '/api/v2/services/?limit=0&start_date=nope', {
        token: other.token,
      });
      expect(bad.statusCode).toBe(422);
    });

    it('answers status names in the request language', async () => {
      const res = await h.call('GET', '/api/services/scheduled/', {
        token: employee.token,
        language: 'es',
      });
      expect(res.json()[0].status_name).not.toBe('');
      const en = await h.call('GET', '/api/services/scheduled/', { token: employee.token });
      expect(res.json()[0].status_name).not.toBe(en.json()[0].status_name);
    });
  });

  describe('PUT /service/:id/cancel', () => {
    it("cancels a booking, which leaves the scheduled list; another user's is a 404", async () => {
      const booked = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, { fecha_servicio_diferido: tomorrowAt('12:00') }),
      );
      const id = booked.json().service.id;
      expect(
        (await h.call('PUT', `/api/service/${id}/cancel/`, { token: other.token })).statusCode,
      ).toBe(404);
      expect(
        (await h.call('PUT', `/api/service/${id}/cancel/`, { token: london.token })).statusCode,
      ).toBe(404);
      const res = await h.call('PUT', `/api/service/${id}/cancel/`, { token: client.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().service.status_code).toBe(4);
      const list = await h.call('GET', '/api/services/scheduled/', { token: client.token });
      expect(list.json().map((s: { id: number }) => s.id)).not.toContain(id);
      const again = await h.call('PUT', `/api/service/${id}/cancel/`, { token: client.token });
      expect(again.statusCode).toBe(409);
      expect(
        (await h.call('PUT', '/api/service/99999999999/cancel/', { token: client.token }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('PUT /service/:id/update', () => {
    it('changes traveler, extra data and time of a booking, and reprices a moved one', async () => {
      const booked = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, { fecha_servicio_diferido: tomorrowAt('09:00') }),
      );
      const before = booked.json().service;
      const res = await h.call('PUT', `/api/service/${before.id}/update/`, {
        token: client.token,
        body: {
          service: {
            viajero: { nombre: 'Jana', telefono_aviso: '' },
            fecha_servicio_diferido: tomorrowAt('18:45', 2),
            direccion: {
              nombre: 'Sants Estació',
              latitud: 41.3793,
              longitud: 2.1403,
              datos_extra: 'Main entrance',
            },
          },
        },
      });
      expect(res.statusCode).toBe(200);
      const after = res.json().service;
      expect(after).toMatchObject({
        viajero: { name: 'Jana' },
        programacion: { fecha: tomorrowAt('18:45', 2).slice(0, 10), hora: '18:45' },
        direccion: { calle: 'Sants Estació', datos_extra: 'Main entrance' },
      });
      expect(after.fare).not.toBe(before.fare);

      const empty = await h.call('PUT', `/api/service/${before.id}/update/`, {
        token: client.token,
        body: { service: {} },
      });
      expect(empty.statusCode).toBe(422);
      const past = await h.call('PUT', `/api/service/${before.id}/update/`, {
        token: client.token,
        body: { service: { fecha_servicio_diferido: '2020-01-01 10:00' } },
      });
      expect(past.json().error).toBe('Choose a date and time later than now');
      const foreign = await h.call('PUT', `/api/service/${before.id}/update/`, {
        token: other.token,
        body: { service: { passengers: 2 } },
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('refuses to edit a ride that is not a booking any more', async () => {
      const now = await bookRide(h, client, ridePayload(client.id, taxi));
      const res = await h.call('PUT', `/api/service/${now.json().service.id}/update/`, {
        token: client.token,
        body: { service: { passengers: 2 } },
      });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('share links', () => {
    it('shows one live trip without logging in, until revoked', async () => {
      const created = await bookRide(h, client, ridePayload(client.id, taxi));
      const id = created.json().service.id;
      expect(
        (await h.call('POST', `/api/service/${id}/share/`, { token: other.token })).statusCode,
      ).toBe(404);
      const shared = await h.call('POST', `/api/service/${id}/share/`, { token: client.token });
      expect(shared.statusCode).toBe(201);
      const { token, url } = shared.json();
      expect(url).toBe(`http://localhost:8000/history?token=${token}`);
      const seen = await h.call('GET', `/api/services/shared/?token=${token}`, { token: null });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().service).toMatchObject({ id, status_code: 1 });
      expect(
        (await h.call('GET', '/api/services/shared/?token=not-a-real-token-at-all-xx')).statusCode,
      ).toBe(404);
      expect((await h.call('GET', '/api/services/shared/')).statusCode).toBe(422);
      expect(
        (await h.call('DELETE', `/api/service/${id}/share/`, { token: client.token })).statusCode,
      ).toBe(204);
      expect((await h.call('GET', `/api/services/shared/?token=${token}`)).statusCode).toBe(404);
    });

    it('expires a grace period after the trip ends', async () => {
      const created = await bookRide(h, client, ridePayload(client.id, taxi));
      const id = created.json().service.id;
      const { token } = (
        await h.call('POST', `/api/service/${id}/share/`, { token: client.token })
      ).json();
      await h.call('PUT', `/api/service/${id}/cancel/`, { token: client.token });
      expect((await h.call('GET', `/api/services/shared/?token=${token}`)).statusCode).toBe(200);
      await h.db
        .updateTable('services')
        .set({ ended_at: new Date(Date.now() - 61 * 60_000) })
        .where('id', '=', id)
        .execute();
      expect((await h.call('GET', `/api/services/shared/?token=${token}`)).statusCode).toBe(404);
      // A trip already over cannot be shared any more.
      expect(
        (await h.call('POST', `/api/service/${id}/share/`, { token: client.token })).statusCode,
      ).toBe(404);
    });
  });

  describe('GET services?format=pdf', () => {
    it("downloads the user's services, or an employee's for its company", async () => {
      const mine = await h.call('GET', '/api/services/?format=pdf&limit=10&offset=0', {
        token: client.token,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['content-disposition']).toContain('services.pdf');
      expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Two finished rides of the employee's, charged, for the amounts and the total.
      for (const fare of [1250, 725]) {
        const id = await insertRide(
          h,
          ['Plaça de Catalunya, Barcelona', 'Sagrada Família, Barcelona'],
          {
            user_id: employee.id,
            company_id: company.id,
            type_user: 'employee',
            status_code: 8,
            fare_cents: fare,
          },
        );
        await insertCharge(h, id, {
          kind: 'fare',
          method: 'transfer',
          payer_id: company.id,
          amount_cents: fare,
        });
      }
      const eva = await h.call('GET', `/api/services/?format=pdf&employee_id=${employee.id}`, {
        token: company.token,
        headers: { 'accept-language': 'es' },
      });
      expect(eva.statusCode).toBe(200);
      // The employee's list, named for the employee, in Spanish, under the operator's name.
      const text = pdfToText(eva.rawPayload);
      expect(text).toContain('Parada Barcelona');
      expect(text).toMatch(/Servicios de \S/);
      expect(text).toContain('Tipo de usuario');
      expect(text).toContain('Empleado');
      expect(text).toContain('Plaça de Catalunya');
      expect(text).toContain('Família, Barcelona');
      expect(text).toContain('12,50 €');
      expect(text).toContain('7,25 €');
      // The total is the sum of the rows listed (other tests may have booked for Eva too).
      const amounts = [...text.matchAll(/(\d+),(\d{2}) €(?!\S)/g)].map(
        ([, units, cents]) => Number(units) * 100 + Number(cents),
      );
      const total = amounts.pop()!;
      expect(text).toMatch(/Total: \d+,\d{2} €/);
      expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(total);
      expect(total).toBeGreaterThanOrEqual(1975);
      expect(text).not.toMatch(/\bemployee\b|User type|EUR/);
      const notMine = await h.call('GET', `/api/services/?format=pdf&employee_id=${employee.id}`, {
        token: client.token,
      });
      expect(notMine.statusCode).toBe(404);
      const noFormat = await h.call('GET', '/api/services/', { token: client.token });
      expect(noFormat.statusCode).toBe(422);
    });
  });
});
