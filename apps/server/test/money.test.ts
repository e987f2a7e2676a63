import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SandboxGateway } from '../src/features/gateway/sandbox-gateway';
import { collectCardCharges } from '../src/features/gateway/service';
import { DEMO_PASSWORD, describeApi, listen, type Harness } from './helper';
import { balanceOf, ledgerInvariants, rideInProgress, walletUsers } from './money-fixtures';
import { pdfToText } from './pdf-text';
import { groupingId, session } from './ride-fixtures';

const SECRET = 'sandbox-test-secret';
let webhookUrl: string | null = null;
/** The sandbox behind a network that can lose the gateway's answer (after it charged). */
class FlakyGateway extends SandboxGateway {
  loseNextAnswer = false;
  override async charge(request: Parameters<SandboxGateway['charge']>[0]) {
    const result = await super.charge(request);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new Error('socket hang up');
    }
    return result;
  }
}

const gateway = new FlakyGateway({
  secret: SECRET,
  webhookUrl: () => webhookUrl,
  actionUrl: (reference) => `http://127.0.0.1/api/gateway/sandbox/${reference}/confirm`,
  chaoticWebhooks: true,
});

const card = (number: string, expiry = '12/39') => ({ number, expiry, cvc: '123' });

const chargesOf = (h: Harness, rideId: number) =>
  h.db.selectFrom('ride_charges').selectAll().where('service_id', '=', rideId).execute();

describeApi(
  'money',
  (h) => {
    let client: { token: string; id: number };
    let company: { token: string; id: number };
    let employee: { token: string; id: number };
    let driver: string;
    let demo: number;
    beforeAll(async () => {
      webhookUrl = `${await listen(h)}/api/gateway/sandbox/webhook`;
      [client, company, employee] = await Promise.all([
        session(h, 'client@example.com'),
        session(h, 'company@example.com'),
        session(h, 'employee@example.com'),
      ]);
      demo = await groupingId(h, 'demo');
      const login = await h.call('POST', '/api/driver/authenticate/', {
        body: { username: 'driver1@example.com', password: DEMO_PASSWORD },
      });
      driver = login.json().token;
    });

    const methods = async (token: string, askedGroupingId = demo) =>
      h.call('GET', `/api/customer/payment_methods/?agrupacion_id=${askedGroupingId}`, { token });
    /** The id of the caller's method of `type` in the demo grouping. */
    const methodId = async (token: string, type: 'wallet' | 'card') =>
      (await methods(token)).json().methods.find((m: { type: string }) => m.type === type)
        .id as number;

    describe('payment methods', () => {
      it('lists the seeded methods: cash by default, wallet and card for client@', async () => {
        const res = await methods(client.token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          aggregatable_payment_methods: false,
          methods: [
            { name: 'Cash', type: 'cash', default: true },
            { name: 'Wallet', type: 'wallet', default: false },
            { name: 'Card', type: 'card', default: false },
          ],
        });
      });

      it("names built-in methods in the caller's language and keeps a name the operator chose", async () => {
        const card = await h.db
          .selectFrom('payment_methods')
          .select('id')
          .where('agrupation_id', '=', demo)
          .where('type', '=', 'card')
          .executeTakeFirstOrThrow();
        await h.db
          .updateTable('payment_methods')
          .set({ name: 'Visa / Mastercard' })
          .where('id', '=', card.id)
          .execute();
        try {
          const res = await h.call('GET', `/api/customer/payment_methods/?agrupacion_id=${demo}`, {
            token: client.token,
            language: 'ca',
          });
          expect(res.json().methods).toMatchObject([
            { name: 'Efectiu', type: 'cash' },
            { name: 'Moneder', type: 'wallet' },
            { name: 'Visa / Mastercard', type: 'card' },
          ]);
        } finally {
          await h.db
            .updateTable('payment_methods')
            .set({ name: 'Card' })
            .where('id', '=', card.id)
            .execute();
        }
      });

      it('offers transfer to companies, by default for company@, never to clients', async () => {
        const list = (await methods(company.token)).json();
        expect(list.methods.find((m: { default: boolean }) => m.default)).toMatchObject({
          type: 'transfer',
        });
        const transfer = list.methods.find((m: { type: string }) => m.type === 'transfer');
        const refused = await h.call('PUT', '/api/customer/payment_methods/', {
          token: client.token,
          body: { id: transfer.id, agrupacion_id: demo },
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error).toBe('This payment method is not available');
      });

      it('keeps one default, enables and removes, for the caller only', async () => {
        const [fresh] = await walletUsers(h, 1, 0);
        const listed = (await methods(fresh!.token)).json();
        expect(listed.methods.map((m: { type: string }) => m.type)).toEqual(['cash', 'wallet']);
        // A client is offered card too (not transfer, which is for companies) to enable.
        expect(listed.available_methods.map((m: { type: string }) => m.type)).toEqual(['card']);
        const cardId = listed.available_methods[0].id;
        const enabled = await h.call('PUT', '/api/customer/payment_methods/', {
          token: fresh!.token,
          body: { id: cardId, agrupacion_id: demo },
        });
        expect(enabled.json().methods.map((m: { type: string }) => m.type)).toEqual([
          'cash',
          'wallet',
          'card',
        ]);
        const chosen = await h.call('PUT', '/api/customer/default_payment_method/', {
          token: fresh!.token,
          body: { id: cardId, agrupacion_id: demo },
        });
        expect(chosen.json().methods.filter((m: { default: boolean }) => m.default)).toMatchObject([
          { type: 'card' },
        ]);
        const removed = await h.call('DELETE', '/api/customer/payment_methods/', {
          token: fresh!.token,
          body: { id: cardId, agrupacion_id: demo },
        });
        expect(removed.statusCode).toBe(200);
        expect(removed.json().methods).toMatchObject([
          { type: 'cash', default: true },
          { type: 'wallet', default: false },
        ]);
        expect(removed.json().available_methods).toMatchObject([{ type: 'card' }]);
        // client@ still has its own choice.
        expect((await methods(client.token)).json().methods[0]).toMatchObject({
          type: 'cash',
          default: true,
        });
      });

      it("blocks another default when the grouping's methods are aggregatable", async () => {
        const [fresh] = await walletUsers(h, 1, 0);
        await h.db
          .insertInto('payment_settings')
          .values({ agrupation_id: demo, aggregatable: true })
          .onConflict((oc) => oc.column('agrupation_id').doUpdateSet({ aggregatable: true }))
          .execute();
        try {
          const list = (await methods(fresh!.token)).json();
          expect(list.aggregatable_payment_methods).toBe(true);
          const wallet = list.methods.find((m: { type: string }) => m.type === 'wallet');
          const res = await h.call('PUT', '/api/customer/default_payment_method/', {
            token: fresh!.token,
            body: { id: wallet.id, agrupacion_id: demo },
            language: 'es',
          });
          expect(res.statusCode).toBe(422);
          expect(res.json().error).toBe('No es posible seleccionar otro medio de pago');
        } finally {
          await h.db
            .updateTable('payment_settings')
            .set({ aggregatable: false })
            .where('agrupation_id', '=', demo)
            .execute();
        }
      });

      it('lets the operator choose the kinds, their order, aggregatable and the fee', async () => {
        const operator = await session(h, 'operator@example.com');
        const current = await h.call('GET', '/api/admin/payment_settings/', {
          token: operator.token,
        });
        expect(current.statusCode).toBe(200);
        expect(current.json()).toMatchObject({
          aggregatable_payment_methods: false,
          cancellation_fee: 0,
          methods: [{ type: 'cash' }, { type: 'wallet' }, { type: 'card' }, { type: 'transfer' }],
        });
        const settings = current.json();
        const put = (token: string, body: unknown) =>
          h.call('PUT', '/api/admin/payment_settings/', { token, body });
        expect((await put(client.token, settings)).statusCode).toBe(403);
        for (const bad of [
          { ...settings, cancellation_fee: -1 },
          { ...settings, cancellation_fee: 1.005 },
          { ...settings, methods: [settings.methods[0], settings.methods[0]] },
          { ...settings, methods: [{ ...settings.methods[0], type: 'bitcoin' }] },
        ]) {
          expect((await put(operator.token, bad)).statusCode).toBe(422);
        }
        // Wallet switched off for the whole operator: nobody is offered it any more.
        const walletOff = settings.methods.map((m: { type: string }) =>
          m.type === 'wallet' ? { ...m, active: false } : m,
        );
        const saved = await put(operator.token, { ...settings, methods: walletOff });
        expect(saved.statusCode).toBe(200);
        try {
          const types = (await methods(client.token))
            .json()
            .methods.map((m: { type: string }) => m.type);
          expect(types).toEqual(['cash', 'card']);
        } finally {
          expect((await put(operator.token, settings)).statusCode).toBe(200);
        }
        expect((await methods(client.token)).json().methods).toHaveLength(3);
      });

      it("answers 404 for another operator's grouping and 403 for employees", async () => {
        const other = await groupingId(h, 'other');
        expect((await methods(client.token, other)).statusCode).toBe(404);
        expect((await methods(employee.token)).statusCode).toBe(403);
        expect((await methods(client.token, 2_147_483_647)).statusCode).toBe(404);
        const bad = await h.call('PUT', '/api/customer/default_payment_method/', {
          token: client.token,
          body: { id: 'x', agrupacion_id: demo },
        });
        expect(bad.statusCode).toBe(422);
      });
    });

    describe('POST purses/recharge through the sandbox gateway', () => {
      const recharge = (token: string, body: unknown, key?: string) =>
        h.call('POST', '/api/purses/recharge/', {
          token,
          body,
          ...(key ? { headers: { 'idempotency-key': key } } : {}),
        });

      it('credits an approved card once, however often the same key is retried', async () => {
        const [user] = await walletUsers(h, 1, 0);
        const body = { amount: 20, card: card(`4242 4242 4242 4242`) };
        const first = await recharge(user!.token, body, 'recharge-1');
        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({
          purse: { balance: 20 },
          movement: { kind: 'recharge', amount: 20, description: 'Recharge by card •••• 4242' },
        });
        const retries = await Promise.all(
          Array.from({ length: 5 }, () => recharge(user!.token, body, 'recharge-1')),
        );
        for (const res of retries) expect(res.json()).toEqual(first.json());
        await gateway.idle();
        expect(await balanceOf(h.db, user!.walletId)).toBe(2000);
        // The key lost (a 5xx is not kept): the same payment reaches the gateway, no new one.
        await h.db.deleteFrom('idempotency_keys').execute();
        const lost = await recharge(user!.token, body, 'recharge-1');
        expect(lost.statusCode).toBe(200);
        await gateway.idle();
        expect(await balanceOf(h.db, user!.walletId)).toBe(2000);
      });

      it('a lost answer from the gateway is a 502, and the retry with the same key credits once', async () => {
        const [user] = await walletUsers(h, 1, 0);
        const body = { amount: 7.5, card: card(SANDBOX_CARDS.approve) };
        gateway.loseNextAnswer = true;
        const lost = await recharge(user!.token, body, 'lost-answer');
        expect(lost.statusCode).toBe(502);
        expect(lost.json().error).toBe('The payment could not be completed. Try again later');
        // The gateway did charge: its webhooks (twice) settle the payment meanwhile.
        await gateway.idle();
        expect(await balanceOf(h.db, user!.walletId)).toBe(750);
        const retried = await recharge(user!.token, body, 'lost-answer');
        expect(retried.statusCode).toBe(200);
        expect(retried.json().purse.balance).toBe(7.5);
        await gateway.idle();
        expect(await balanceOf(h.db, user!.walletId)).toBe(750);
      });

      it('refuses a declined or expired card and bad amounts, writing no money', async () => {
        const [user] = await walletUsers(h, 1, 0);
        const declined = await recharge(user!.token, {
          amount: 5,
          card: card(SANDBOX_CARDS.decline),
        });
        expect(declined.statusCode).toBe(402);
        expect(declined.json().error).toBe('The card was declined');
        const expired = await recharge(user!.token, {
          amount: 5,
          card: card(SANDBOX_CARDS.approve, '01/20'),
        });
        expect(expired.statusCode).toBe(402);
        expect(expired.json().error).toBe('The card has expired');
        for (const amount of [0, -5, 0.001, 5_000_000]) {
          const res = await recharge(user!.token, { amount, card: card(SANDBOX_CARDS.approve) });
          expect(res.statusCode).toBe(422);
          expect(res.json().error).toBe('Enter an amount');
        }
        const luhn = await recharge(user!.token, { amount: 5, card: card('4242424242424241') });
        expect(luhn.json().error).toBe('Enter a valid card');
        await gateway.idle();
        expect(await balanceOf(h.db, user!.walletId)).toBe(0);
      });

      it('a second step, with webhooks twice and out of order, credits once', async () => {
        const [user] = await walletUsers(h, 1, 0);
        const res = await recharge(
          user!.token,
          { amount: 12.34, card: card(SANDBOX_CARDS.secondStep) },
          'three-ds',
        );
        expect(res.statusCode).toBe(202);
        const { reference, action_url } = res.json();
        expect(action_url).toContain(`/api/gateway/sandbox/${reference}/confirm`);
        await gateway.idle();
        expect(await balanceOf(h.db, user!.walletId)).toBe(0);

        // A forged or unsigned webhook is refused.
        const forged = await fetch(webhookUrl!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sandbox-signature': '0'.repeat(64) },
          body: JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', reference }),
        });
        expect(forged.status).toBe(400);
        // An early "succeeded" claim changes nothing: the gateway still waits for the step.
        const send = (type: string) => {
          const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, reference });
          return fetch(webhookUrl!, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'sandbox-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
            },
            body,
          });
        };
        expect((await send('payment.succeeded')).status).toBe(200);
        expect(await balanceOf(h.db, user!.walletId)).toBe(0);
        const savedCard = () =>
          h.db
            .selectFrom('saved_cards')
            .select(['gateway', 'last4'])
            .where('user_id', '=', user!.id)
            .executeTakeFirst();
        // The card is kept for card rides only once the step succeeds.
        expect(await savedCard()).toBeUndefined();

        // The customer passes the step at the bank; the gateway's own webhooks arrive twice.
        gateway.confirm(reference);
        await gateway.idle();
        // A late "requires_action" and another "succeeded" after the fact change nothing.
        await Promise.all([send('payment.requires_action'), send('payment.succeeded')]);
        const confirmed = await h.call('POST', `/api/gateway/sandbox/${reference}/confirm/`);
        expect(confirmed.json()).toEqual({ status: 'succeeded' });
        expect(await balanceOf(h.db, user!.walletId)).toBe(1234);
        expect(await savedCard()).toEqual({ gateway: 'sandbox', last4: '3155' });
        const state = await ledgerInvariants(h.db);
        expect(state).toMatchObject({ drift: [], unbalanced: [], negative: [], total: 0 });
      });
    });

    describe('charging a ride', () => {
      const finish = (id: number) =>
        h.call('PUT', `/api/driver/services/${id}/finish/`, { token: driver, body: {} });

      it('debits the wallet once when the completion arrives twice', async () => {
        const [user] = await walletUsers(h, 1, 3_000);
        const walletMethod = await methodId(user!.token, 'wallet');
        const id = await rideInProgress(h, user!.id, {
          fare: 1_250,
          paymentMethodId: walletMethod,
        });
        const results = await Promise.all([finish(id), finish(id), finish(id)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
        expect(await balanceOf(h.db, user!.walletId)).toBe(1_750);
        expect(await chargesOf(h, id)).toMatchObject([
          { kind: 'fare', method: 'wallet', status: 'paid', amount_cents: 1_250 },
        ]);
        const movements = await h.call('GET', '/api/purses/movements/', { token: user!.token });
        expect(movements.json().movements[0]).toMatchObject({
          kind: 'ride_payment',
          amount: -12.5,
          service_id: id,
        });
        const receipt = await h.call('GET', `/api/service/${id}/receipt/`, { token: user!.token });
        expect(receipt.statusCode).toBe(200);
        expect(receipt.headers['content-type']).toBe('application/pdf');
        expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(receipt.rawPayload.subarray(-6).toString()).toContain('%%EOF');
        const receiptText = pdfToText(receipt.rawPayload);
        expect(receiptText).toContain('Parada Barcelona');
        expect(receiptText).toContain(`Receipt for ride #${id}`);
        expect(receiptText).toMatch(/Fare — Wallet — Paid: €12\.50/);
        expect(receiptText).toContain('Total: €12.50');
        const inCatalan = await h.call('GET', `/api/service/${id}/receipt/`, {
          token: user!.token,
          headers: { 'accept-language': 'ca' },
        });
        const catalanText = pdfToText(inCatalan.rawPayload);
        expect(catalanText).toContain(`Rebut del servei núm. ${id}`);
        expect(catalanText).toMatch(/Tarifa — Moneder — Pagat: 12,50 €/);
        expect(catalanText).toContain('Total: 12,50 €');
        expect(
          (await h.call('GET', `/api/service/${id}/receipt/`, { token: client.token })).statusCode,
        ).toBe(404);
      });

      it('records cash, and leaves a wallet short of money owed without going negative', async () => {
        const cashRide = await rideInProgress(h, client.id, { fare: 900 });
        expect((await finish(cashRide)).statusCode).toBe(200);
        expect(await chargesOf(h, cashRide)).toMatchObject([
          { method: 'cash', status: 'collected', amount_cents: 900 },
        ]);
        const [poor] = await walletUsers(h, 1, 100);
        const walletMethod = await methodId(poor!.token, 'wallet');
        const short = await rideInProgress(h, poor!.id, {
          fare: 900,
          paymentMethodId: walletMethod,
        });
        expect((await finish(short)).statusCode).toBe(200);
        expect(await chargesOf(h, short)).toMatchObject([{ method: 'wallet', status: 'unpaid' }]);
        expect(await balanceOf(h.db, poor!.walletId)).toBe(100);
      });

      it("puts company rides on the company's monthly statement, PDF and CSV", async () => {
        const employeeRide = await rideInProgress(h, employee.id, {
          fare: 2_000,
          companyId: company.id,
        });
        const ownRide = await rideInProgress(h, company.id, { fare: 1_500, companyId: company.id });
        expect((await finish(employeeRide)).statusCode).toBe(200);
        expect((await finish(ownRide)).statusCode).toBe(200);
        expect(await chargesOf(h, employeeRide)).toMatchObject([
          { method: 'transfer', status: 'on_statement', company_id: company.id },
        ]);
        const month = new Date().toISOString().slice(0, 7);
        const csv = await h.call('GET', `/api/customer/statements/?month=${month}&format=csv`, {
          token: company.token,
          headers: { 'accept-language': 'en' },
        });
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toContain('text/csv');
        const lines = csv.body.trim().split('\r\n');
        expect(lines[0]).toBe(
          'Date,Ride,Employee,Service type,From,To,Concept,Paid with,Status,Amount,Currency',
        );
        const employeeLine = lines.find((line) => line.includes(`,${employeeRide},`));
        expect(employeeLine).toMatch(/^\d{2}\/\d{2}\/\d{4},/);
        expect(employeeLine).toMatch(/,20\.00,EUR$/);
        expect(employeeLine).toContain(',Fare,Monthly transfer,On the monthly statement,');
        expect(lines.some((line) => line.includes(`,${ownRide},`))).toBe(true);
        const pdf = await h.call('GET', `/api/customer/statements/?month=${month}`, {
          token: company.token,
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const statement = await h.call('GET', `/api/customer/statements/?month=${month}`, {
          token: company.token,
          headers: { 'accept-language': 'es' },
        });
        const text = pdfToText(statement.rawPayload);
        expect(text).toContain(`Extracto ${month}`);
        expect(text).toContain('Transferencia mensual');
        expect(text).toContain('20,00 €');
        expect(text).toMatch(/Total: [\d.]+,\d{2} €/);
        expect(text).toMatch(/A pagar por transferencia: [\d.]+,\d{2} €/);
        expect(text).not.toMatch(/on_statement|Monthly transfer|EUR/);
        expect(
          (await h.call('GET', `/api/customer/statements/?month=${month}`, { token: client.token }))
            .statusCode,
        ).toBe(403);
        for (const bad of ['2026-13', '2026-1', 'x', '']) {
          const res = await h.call('GET', `/api/customer/statements/?month=${bad}`, {
            token: company.token,
          });
          expect(res.statusCode, bad).toBe(422);
        }
      });

      it('charges the cancellation fee after a driver was assigned, once', async () => {
        const [user] = await walletUsers(h, 1, 1_000);
        const walletMethod = await methodId(user!.token, 'wallet');
        await h.db
          .insertInto('payment_settings')
          .values({ agrupation_id: demo, cancellation_fee_cents: 300 })
          .onConflict((oc) =>
            oc.column('agrupation_id').doUpdateSet({ cancellation_fee_cents: 300 }),
          )
          .execute();
        try {
          const id = await rideInProgress(h, user!.id, {
            fare: 1_000,
            status: 3,
            paymentMethodId: walletMethod,
          });
          const cancels = await Promise.all([
            h.call('PUT', `/api/service/${id}/cancel/`, { token: user!.token }),
            h.call('PUT', `/api/service/${id}/cancel/`, { token: user!.token }),
          ]);
          expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
          expect(await chargesOf(h, id)).toMatchObject([
            { kind: 'cancellation_fee', status: 'paid', amount_cents: 300 },
          ]);
          expect(await balanceOf(h.db, user!.walletId)).toBe(700);
        } finally {
          await h.db
            .updateTable('payment_settings')
            .set({ cancellation_fee_cents: 0 })
            .where('agrupation_id', '=', demo)
            .execute();
        }
      });

      it("charges a card ride to the card saved by the payer's last recharge, once", async () => {
        const [payer, cardless] = await walletUsers(h, 2, 0);
        const recharged = await h.call('POST', '/api/purses/recharge/', {
          token: payer!.token,
          body: { amount: 5, card: card(SANDBOX_CARDS.approve) },
        });
        expect(recharged.statusCode).toBe(200);
        const cardId = await methodId(client.token, 'card');
        const rides = [];
        for (const user of [payer!, cardless!]) {
          await h.call('PUT', '/api/customer/default_payment_method/', {
            token: user.token,
            body: { id: cardId, agrupacion_id: demo },
          });
          const id = await rideInProgress(h, user.id, { fare: 1_800 });
          expect((await finish(id)).statusCode).toBe(200);
          expect(await chargesOf(h, id)).toMatchObject([{ method: 'card', status: 'unpaid' }]);
          rides.push(id);
        }
        const deps = { db: h.db, gateway };
        await Promise.all([collectCardCharges(deps), collectCardCharges(deps)]);
        await collectCardCharges(deps);
        await gateway.idle();
        const [paid, owed] = await Promise.all(rides.map((id) => chargesOf(h, id)));
        expect(paid).toMatchObject([{ method: 'card', status: 'paid' }]);
        expect(owed).toMatchObject([{ method: 'card', status: 'unpaid' }]);
        const payments = await h.db
          .selectFrom('gateway_payments')
          .select(['status', 'failure', 'amount_cents'])
          .where('ride_charge_id', 'in', [paid![0]!.id, owed![0]!.id])
          .orderBy('ride_charge_id')
          .execute();
        expect(payments).toEqual([
          { status: 'succeeded', failure: null, amount_cents: 1_800 },
          { status: 'failed', failure: 'no_card', amount_cents: 1_800 },
        ]);
        // The card paid the ride: the wallet was never touched.
        expect(await balanceOf(h.db, payer!.walletId)).toBe(500);
      });

      it('leaves the ledger balanced after all of it', async () => {
        const state = await ledgerInvariants(h.db);
        expect(state).toMatchObject({ drift: [], unbalanced: [], negative: [], total: 0 });
      });
    });
  },
  { build: { gateway } },
);
