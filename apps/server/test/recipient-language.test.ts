import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, lastSentTo, type Harness } from './helper';
import { bookRide, groupingId, ridePayload, session, tomorrowAt } from './ride-fixtures';

// Every email and SMS in its recipient's language, and My trips naming the
// payment method and the fare's parts. Messages are read through the dev outbox over HTTP,
// as a developer reads them.

const newClient = (suffix: string) => ({
  name: 'Lingua Client',
  email: `lang-${suffix}@example.com`,
  phone: `+3461${suffix.padStart(7, '0').slice(-7)}`,
  password: 'secret123',
  password_confirmation: 'secret123',
  terms_accepted: true,
});

/** Signs up in `language` and confirms with the texted code. */
async function signUp(h: Harness, suffix: string, language: string) {
  const body = newClient(suffix);
  const created = await h.call('POST', '/api/customer/signup/', { body, language });
  expect(created.statusCode).toBe(201);
  const sms = await lastSentTo(h, body.phone);
  const code = /(\d{6})/.exec(sms.body)![1]!;
  const confirmed = await h.call('PUT', '/api/customer/confirm/', {
    body: { phone: body.phone, code },
    language,
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...body, sms, token: confirmed.json<{ token: string }>().token };
}

describeApi('recipient language and ride payment', (h) => {
  describe('per-user language', () => {
    it("writes a user's emails in the language kept on the account, whatever the request says", async () => {
      // Before choosing, what a user asks for comes in the language they ask in.
      const catalan = await signUp(h, '7200001', 'ca');
      expect(catalan.sms.body).toMatch(/el teu codi d'activació és \d{6}/);
      const english = await signUp(h, '7200002', 'es');
      const before = await h.call('GET', '/api/token/valid/', { token: english.token });
      expect(before.json().user.language).toBeNull();
      // The switch in the profile or drawer stores the choice: only the language is sent.
      for (const [user, language] of [
        [catalan, 'ca'],
        [english, 'en'],
      ] as const) {
        const switched = await h.call('PUT', '/api/customer/update_profile/', {
          token: user.token,
          body: { language },
        });
        expect(switched.statusCode).toBe(200);
        expect(switched.json()).toMatchObject({ name: user.name, language });
      }
      const valid = await h.call('GET', '/api/token/valid/', { token: english.token });
      expect(valid.json().user.language).toBe('en');

      // Both ask for a new password from a Spanish page: each email is in their own language.
      for (const user of [catalan, english]) {
        const asked = await h.call('POST', '/api/customer/password/recover/', {
          body: { email: user.email },
          language: 'es',
        });
        expect(asked.statusCode).toBe(200);
      }
      const toCatalan = await lastSentTo(h, catalan.email);
      expect(toCatalan.subject).toBe('Parada Barcelona: restableix la contrasenya');
      expect(toCatalan.body).toContain(`Hola, ${catalan.name}:`);
      const toEnglish = await lastSentTo(h, english.email);
      expect(toEnglish.subject).toBe('Parada Barcelona: reset your password');
      expect(toEnglish.body).toContain(`Hello ${english.name},`);
      expect(toEnglish.body).not.toMatch(/contraseña/);
    });

    it('refuses a language the apps do not speak, and keeps the profile form working', async () => {
      const user = await signUp(h, '7200003', 'en');
      await h.call('PUT', '/api/customer/update_profile/', {
        token: user.token,
        body: { language: 'en' },
      });
      const bad = await h.call('PUT', '/api/customer/update_profile/', {
        token: user.token,
        body: { language: 'fr' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toMatchObject([{ field: 'language' }]);
      const form = await h.call('PUT', '/api/customer/update_profile/', {
        token: user.token,
        body: { name: 'Renamed', email: user.email, phone: user.phone },
      });
      expect(form.statusCode).toBe(200);
      // The form does not send the language: the one chosen stays.
      expect(form.json()).toMatchObject({ name: 'Renamed', language: 'en' });
    });

    it("invites an employee in the language the company chose, else the company's own, else the operator's", async () => {
      const company = await h.login('company@example.com');
      const invite = (n: string, extra: object = {}) =>
        h.call('POST', '/api/customer/employee/', {
          token: company,
          // The company's screen is in Spanish: the employee's language is not the screen's.
          language: 'es',
          body: {
            name: `Worker ${n}`,
            telephone: `+3462${n}`,
            email: `lang-worker-${n}@example.com`,
            ...extra,
          },
        });
      expect((await invite('7300001', { language: 'ca' })).statusCode).toBe(201);
      const catalan = await lastSentTo(h, 'lang-worker-7300001@example.com');
      expect(catalan.subject).toBe('Acme Logistics et convida a Parada Barcelona');
      expect(catalan.body).toMatch(/El teu codi d'activació: \d{6}/);

      // No choice, no language of the company's own: the operator's default (es).
      expect((await invite('7300002')).statusCode).toBe(201);
      expect((await lastSentTo(h, 'lang-worker-7300002@example.com')).subject).toBe(
        'Acme Logistics te invita a Parada Barcelona',
      );

      // The company chose English for itself: its invitations follow.
      await h.call('PUT', '/api/customer/update_profile/', {
        token: company,
        body: { language: 'en' },
      });
      const created = await invite('7300003');
      expect(created.statusCode).toBe(201);
      const english = await lastSentTo(h, 'lang-worker-7300003@example.com');
      expect(english.subject).toBe('Acme Logistics invites you to Parada Barcelona');

      // Later messages to the employee keep the employee's language, not the company's.
      const catalanId = (
        await h.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'lang-worker-7300001@example.com')
          .executeTakeFirstOrThrow()
      ).id;
      const reset = await h.call('PUT', `/api/customer/employee/${catalanId}/reset_password/`, {
        token: company,
        language: 'en',
      });
      expect(reset.statusCode).toBe(200);
      expect((await lastSentTo(h, 'lang-worker-7300001@example.com')).subject).toBe(
        'Parada Barcelona: tria una nova contrasenya',
      );
      await h.call('PUT', '/api/customer/update_profile/', {
        token: company,
        body: { language: 'es' },
      });
    });

    it('refuses an invitation language the apps do not speak', async () => {
      const company = await h.login('company@example.com');
      const res = await h.call('POST', '/api/customer/employee/', {
        token: company,
        body: {
          name: 'Worker X',
          telephone: '+34627300009',
          email: 'lang-worker-x@example.com',
          language: 'de',
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject([{ field: 'language' }]);
    });
  });

  describe('payment method and fare parts on the ride', () => {
    let taxi: number;
    beforeAll(async () => {
      taxi = await groupingId(h, 'demo-taxi');
    });

    it("records the payer's method at booking and lists it with the fare's parts", async () => {
      const client = await session(h, 'client@example.com');
      const booked = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, { fecha_servicio_diferido: tomorrowAt('11:00') }),
      );
      expect(booked.statusCode).toBe(201);
      const ride = booked.json().service;
      expect(ride.payment_method).toBe('cash');
      const parts = ride.fare_breakdown as { kind: string; amount: number }[];
      expect(parts.map((part) => part.kind)).toEqual(
        expect.arrayContaining(['flag_fall', 'distance', 'scheduled_supplement']),
      );
      // The parts are the fare: they add up to it, to the cent.
      const cents = parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0);
      expect(cents).toBe(Math.round(ride.fare * 100));

      const listed = await h.call('GET', '/api/services/scheduled/', { token: client.token });
      const same = listed.json().find((service: { id: number }) => service.id === ride.id);
      expect(same).toMatchObject({ payment_method: 'cash', fare_breakdown: parts });
    });

    it('keeps the method the user chose, and names what the ride was charged with once charged', async () => {
      const client = await session(h, 'client@example.com');
      const demo = await groupingId(h, 'demo');
      const list = await h.call('GET', `/api/customer/payment_methods/?agrupacion_id=${demo}`, {
        token: client.token,
      });
      const wallet = list
        .json()
        .methods.find((method: { type: string }) => method.type === 'wallet') as { id: number };
      const booked = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, {
          fecha_servicio_diferido: tomorrowAt('12:00'),
          payment_method_id: wallet.id,
        }),
      );
      expect(booked.json().service.payment_method).toBe('wallet');
      // An id that is not one of the payer's methods falls back to the default, as charging does.
      const other = await bookRide(
        h,
        client,
        ridePayload(client.id, taxi, {
          fecha_servicio_diferido: tomorrowAt('12:30'),
          payment_method_id: 999_999,
        }),
      );
      expect(other.statusCode).toBe(201);
      expect(other.json().service.payment_method).toBe('cash');

      // Charged by another method (the wallet was switched off meanwhile): the charge wins.
      const id = booked.json().service.id as number;
      const row = await h.db
        .selectFrom('services')
        .select(['root_agrupation_id', 'currency'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await h.db
        .insertInto('ride_charges')
        .values({
          service_id: id,
          kind: 'fare',
          method: 'card',
          status: 'unpaid',
          payer_id: client.id,
          company_id: null,
          agrupation_id: row.root_agrupation_id,
          amount_cents: 1000,
          currency: row.currency,
        })
        .execute();
      const listed = await h.call('GET', '/api/services/scheduled/', { token: client.token });
      const charged = listed.json().find((service: { id: number }) => service.id === id);
      expect(charged.payment_method).toBe('card');
    });

    it('keeps no parts for a metered ride: the meter is its price', async () => {
      const hotel = await session(h, 'hotel@example.com', 'hotel-demo');
      const hotelGrouping = await groupingId(h, 'hotel-demo');
      const door = { latitud: 41.3917, longitud: 2.1649, nombre: 'Hotel Demo' };
      const booked = await bookRide(
        h,
        hotel,
        ridePayload(hotel.id, hotelGrouping, {
          direccion: { ...door, datos_extra: '' },
          destination: { destination_longitude: door.longitud, destination_latitude: door.latitud },
          destination_address: door.nombre,
          destination_latitude: door.latitud,
          destination_longitude: door.longitud,
          fecha_servicio_diferido: tomorrowAt('13:00'),
        }),
        { agrupation: 'hotel-demo' },
      );
      expect(booked.statusCode).toBe(201);
      expect(booked.json().service).toMatchObject({
        metered: true,
        fare: null,
        fare_breakdown: null,
      });
    });
  });
});
