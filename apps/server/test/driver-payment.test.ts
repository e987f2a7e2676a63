import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helper';
import { pdfToText } from './pdf-text';
import { driverSession, insertRide, session } from './ride-fixtures';

/**
 * How a ride was paid, as the driver records it on completing it: one of the ways the ride
 * allows (core's `completionPaymentKinds`), checked by the server against the ride and its
 * payer, charged that way, and read by the rider on the ride and its receipt.
 */
describeApi("how it was paid, recorded at the driver's completion", (h) => {
  let driver: { id: number; token: string };
  let client: { id: number; token: string };
  let employee: { id: number; token: string };
  let companyId: number;

  beforeAll(async () => {
    driver = await driverSession(h, 'driver@example.com');
    client = await session(h, 'client@example.com');
    employee = await session(h, 'employee@example.com');
    const row = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'company@example.com')
      .executeTakeFirstOrThrow();
    companyId = row.id;
  });

  /** The demo operator's method of `type`. */
  const methodOf = async (type: 'cash' | 'card' | 'wallet' | 'transfer') => {
    const row = await h.db
      .selectFrom('payment_methods')
      .innerJoin('agrupations', 'agrupations.id', 'payment_methods.agrupation_id')
      .select('payment_methods.id')
      .where('agrupations.permalink', '=', 'demo')
      .where('payment_methods.type', '=', type)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  /** A ride in progress with the driver, booked to be paid `payment_method`. */
  const inProgress = (more: {
    user_id: number;
    company_id?: number;
    type_user: 'client' | 'employee';
    payment_method: 'card' | 'transfer';
    payment_method_id: number;
  }) =>
    insertRide(h, ['Plaça de Catalunya, Barcelona', 'Sagrada Família, Barcelona'], {
      status_code: 7,
      fare_cents: 1_480,
      driver_id: driver.id,
      ...more,
    });

  const current = async () =>
    (await h.call('GET', '/api/driver/services/', { token: driver.token })).json().current;

  const finish = (id: number, body: object) =>
    h.call('PUT', `/api/driver/services/${id}/finish/`, { token: driver.token, body });

  it("offers the booked way first and the payer's others, refuses the rest, and charges the choice", async () => {
    const id = await inProgress({
      user_id: client.id,
      type_user: 'client',
      payment_method: 'card',
      payment_method_id: await methodOf('card'),
    });
    const view = await current();
    expect(view.id).toBe(id);
    expect(view.payment_choices[0]).toBe('card');
    expect(view.payment_choices).toEqual(expect.arrayContaining(['card', 'cash', 'wallet']));
    expect(view.payment_choices).not.toContain('room');
    expect(view.payment_choices).not.toContain('transfer');

    // No room guest, no company: neither a room charge nor a company account; nor a made-up way.
    for (const payment_method of ['room', 'transfer', 'bitcoin', 7]) {
      const refused = await finish(id, { payment_method });
      expect(refused.statusCode, String(payment_method)).toBe(422);
      expect(refused.json().errors[0].field).toBe('payment_method');
    }
    expect((await current()).status_code).toBe(7);

    const done = await finish(id, { payment_method: 'cash' });
    expect(done.statusCode).toBe(200);
    expect(done.json().service).toMatchObject({ status_code: 8, payment_method: 'cash' });
    const charge = await h.db
      .selectFrom('ride_charges')
      .select(['method', 'status', 'amount_cents'])
      .where('service_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ method: 'cash', status: 'collected' });

    // The rider reads it on the ride and on its receipt, in their language.
    const history = await h.call('GET', '/api/v2/services/', { token: client.token });
    expect(history.json().services.find((ride: { id: number }) => ride.id === id)).toMatchObject({
      payment_method: 'cash',
    });
    const receipt = await h.call('GET', `/api/service/${id}/receipt/`, {
      token: client.token,
      headers: { 'accept-language': 'es' },
    });
    expect(receipt.statusCode).toBe(200);
    expect(pdfToText(receipt.rawPayload)).toMatch(
      /Tarifa — Efectivo — Pagado en efectivo: 14,80 €/,
    );
  });

  it("keeps a company ride on the company's account unless the company takes cash", async () => {
    const transfer = await methodOf('transfer');
    const cash = await methodOf('cash');
    const root = await h.db
      .selectFrom('agrupations')
      .select('id')
      .where('permalink', '=', 'demo')
      .executeTakeFirstOrThrow();
    const companyCash = async (enabled: boolean) => {
      await h.db
        .deleteFrom('user_payment_methods')
        .where('user_id', '=', companyId)
        .where('payment_method_id', '=', cash)
        .execute();
      await h.db
        .insertInto('user_payment_methods')
        .values({ user_id: companyId, payment_method_id: cash, agrupation_id: root.id, enabled })
        .execute();
    };

    await companyCash(false);
    const id = await inProgress({
      user_id: employee.id,
      company_id: companyId,
      type_user: 'employee',
      payment_method: 'transfer',
      payment_method_id: transfer,
    });
    expect((await current()).payment_choices).not.toContain('cash');
    const refused = await finish(id, { payment_method: 'cash' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('payment_method');

    await companyCash(true);
    expect((await current()).payment_choices).toEqual(expect.arrayContaining(['transfer', 'cash']));
    expect((await current()).payment_choices[0]).toBe('transfer');
    // Confirming the booked way changes nothing of it: the company's statement takes it.
    const done = await finish(id, { payment_method: 'transfer' });
    expect(done.statusCode).toBe(200);
    expect(done.json().service.payment_method).toBe('transfer');
    const charge = await h.db
      .selectFrom('ride_charges')
      .select(['method', 'status'])
      .where('service_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ method: 'transfer', status: 'on_statement' });
  });
});
