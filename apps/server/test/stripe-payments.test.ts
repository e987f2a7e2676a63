import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, paymentsMarker, startupWarnings } from '../src/env';
import { collectCardCharges } from '../src/features/gateway/service';
import { DEMO_PASSWORD, describeApi, listen } from './helper';
import { balanceOf, rideInProgress, walletUsers, type WalletUser } from './money-fixtures';
import { groupingId, session } from './ride-fixtures';
import { startStripeStandIn } from './stripe-stand-in';

/**
 * Card recharges through Stripe: the adapter, with the official `stripe` package,
 * against a local stand-in that speaks Stripe's HTTP API and signs its webhooks with a
 * test secret. The wallet is credited once, by a webhook whose signature holds. A recharge
 * keeps its card on the payer's Stripe Customer, and card rides are charged to it
 * off-session, once per ride.
 */

const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const stripe = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
afterAll(() => stripe.close());

const CARDS = {
  ok: '4242424242424242',
  threeDs: '4000002500003155',
  declined: '4000000000000002',
};

it('PAYMENTS=stripe without its keys does not start, and names them', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://taxi.example.com',
    DATABASE_URL: 'postgres://x:y@db.example.com/parada',
    SMTP_URL: 'smtps://u:p@smtp.example.com:465',
    PAYMENTS: 'stripe',
  };
  expect(() => loadEnv(production)).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
  expect(() => loadEnv({ ...production, STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
    /STRIPE_WEBHOOK_SECRET/,
  );
  const env = loadEnv({
    ...production,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  expect(env.PAYMENTS).toBe('stripe');
  expect(paymentsMarker(env)).toBe('test');
  expect(startupWarnings(env)).toEqual([
    expect.stringMatching(/STRIPE_SECRET_KEY is a Stripe test key/),
  ]);
  const live = loadEnv({
    ...production,
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  expect(paymentsMarker(live)).toBeNull();
  expect(startupWarnings(live)).toEqual([]);
});

describeApi(
  'stripe card payments',
  (h) => {
    let webhookUrl: string;
    let payer: WalletUser;
    let other: WalletUser;
    beforeAll(async () => {
      webhookUrl = `${await listen(h)}/api/gateway/stripe/webhook`;
      stripe.webhookUrl = webhookUrl;
      [payer, other] = (await walletUsers(h, 2, 1000)) as [WalletUser, WalletUser];
    });

    const recharge = (number: string, amount = 25, user = payer) =>
      h.call('POST', '/api/purses/recharge/', {
        token: user!.token,
        headers: { 'idempotency-key': randomBytes(16).toString('hex') },
        body: { amount, card: { number, expiry: '12/34', cvc: '123' } },
      });
    const paymentOf = (reference: string) =>
      h.db
        .selectFrom('gateway_payments')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();

    it('says card payments are live, and marks every answer as test under a test key', async () => {
      const config = await h.call('GET', '/api/configuration/domain/?search=localhost');
      expect(config.json().card_payments).toBe('live');
      expect(config.headers['parada-payments']).toBe('test');
      const refused = await h.call('GET', '/api/purses/');
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['parada-payments']).toBe('test');
    });

    it('credits a card that needs no second step at once', async () => {
      const before = await balanceOf(h.db, payer.walletId);
      const answer = await recharge(CARDS.ok, 12.5);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().movement.amount).toBe(12.5);
      expect(await balanceOf(h.db, payer.walletId)).toBe(before + 1250);
      // Stripe's own succeeded webhook arrives after: nothing more is credited.
      await expect.poll(() => stripe.events.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await balanceOf(h.db, payer.walletId)).toBe(before + 1250);
    });

    it('sends a 3-D Secure card to the bank, and its signed webhook credits it once', async () => {
      const before = await balanceOf(h.db, payer.walletId);
      const answer = await recharge(CARDS.threeDs);
      expect(answer.statusCode).toBe(202);
      const { reference, action_url: actionUrl } = answer.json();
      expect(actionUrl).toMatch(new RegExp(`^${stripe.url}/3ds/pi_`));
      const pending = await paymentOf(reference);
      expect(pending.status).toBe('requires_action');
      expect(pending.gateway_ref).toMatch(/^pi_/);
      expect(stripe.intents.get(pending.gateway_ref!)!.metadata.reference).toBe(reference);
      expect(await balanceOf(h.db, payer.walletId)).toBe(before);

      const page = await fetch(actionUrl);
      expect(await page.text()).toContain('Complete authentication');
      const approved = await fetch(`${actionUrl}/approve`, { method: 'POST', redirect: 'manual' });
      expect(approved.status).toBe(303);
      // Back to the wallet page of the app that asked, with our reference.
      const back = new URL(approved.headers.get('location')!);
      expect(back.pathname).toBe('/purses');
      expect(back.searchParams.get('recharge')).toBe(reference);

      // The approval's webhook was delivered before the redirect.
      expect((await paymentOf(reference)).status).toBe('succeeded');
      expect(await balanceOf(h.db, payer.walletId)).toBe(before + 2500);

      // The same event again, freshly signed (Stripe retries), credits nothing more.
      const event = stripe.events.at(-1)!;
      expect(event.type).toBe('payment_intent.succeeded');
      for (let round = 0; round < 3; round += 1) {
        expect((await stripe.deliver(event.body)).status).toBe(200);
      }
      expect(await balanceOf(h.db, payer.walletId)).toBe(before + 2500);

      const status = await h.call('GET', `/api/purses/recharge/${reference}/`, {
        token: payer.token,
      });
      expect(status.json()).toEqual({ status: 'succeeded' });
      const theirs = await h.call('GET', `/api/purses/recharge/${reference}/`, {
        token: other.token,
      });
      expect(theirs.statusCode).toBe(404);
    });

    it('refuses a webhook whose signature does not hold, and credits nothing', async () => {
      stripe.webhookUrl = null;
      try {
        const before = await balanceOf(h.db, payer.walletId);
        const answer = await recharge(CARDS.threeDs, 40);
        const { reference, action_url: actionUrl } = answer.json();
        await fetch(`${actionUrl}/approve`, { method: 'POST', redirect: 'manual' });
        stripe.webhookUrl = webhookUrl;
        const event = stripe.events.at(-1)!;
        const forged = [
          // Signed with another secret.
          stripe.deliver(event.body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
          // The body changed after signing.
          stripe.deliver(
            event.body.replace('"amount":4000', '"amount":400000'),
            stripe.sign(event.body),
          ),
          // A signature ten minutes old (a captured event replayed later).
          stripe.deliver(event.body, stripe.sign(event.body, Math.floor(Date.now() / 1000) - 600)),
          // No signature at all.
          fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: event.body,
          }),
        ];
        for (const response of await Promise.all(forged)) {
          expect(response.status).toBe(400);
          // Stripe sends no Accept-Language: the answer is in the fallback language (es).
          expect(((await response.json()) as { error: string }).error).toBe(
            'No se ha podido leer la petición',
          );
        }
        expect((await paymentOf(reference)).status).toBe('requires_action');
        expect(await balanceOf(h.db, payer.walletId)).toBe(before);

        expect((await stripe.deliver(event.body)).status).toBe(200);
        expect(await balanceOf(h.db, payer.walletId)).toBe(before + 4000);
      } finally {
        stripe.webhookUrl = webhookUrl;
      }
    });

    it('credits nothing for a declined card or a failed 3-D Secure', async () => {
      const before = await balanceOf(h.db, payer.walletId);
      const declined = await recharge(CARDS.declined);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error).toBe('The card was declined');

      const answer = await recharge(CARDS.threeDs, 30);
      const { reference, action_url: actionUrl } = answer.json();
      const failed = await fetch(`${actionUrl}/fail`, { method: 'POST', redirect: 'manual' });
      expect(new URL(failed.headers.get('location')!).searchParams.get('redirect_status')).toBe(
        'failed',
      );
      expect(stripe.events.at(-1)!.type).toBe('payment_intent.payment_failed');
      expect((await paymentOf(reference)).status).toBe('failed');
      const status = await h.call('GET', `/api/purses/recharge/${reference}/`, {
        token: payer.token,
      });
      expect(status.json()).toEqual({ status: 'failed' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await balanceOf(h.db, payer.walletId)).toBe(before);
    });

    describe('card rides', () => {
      let rider: WalletUser;
      let driver: string;
      let demo: number;
      let cardMethod: number;
      let riderEmail: string;
      beforeAll(async () => {
        [rider] = (await walletUsers(h, 1, 0)) as [WalletUser];
        // Both databases of a run share the stand-in: the rider is known by a unique email.
        riderEmail = (
          await h.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', rider.id)
            .executeTakeFirstOrThrow()
        ).email!;
        demo = await groupingId(h, 'demo');
        const login = await h.call('POST', '/api/driver/authenticate/', {
          body: { username: 'driver1@example.com', password: DEMO_PASSWORD },
        });
        driver = login.json().token;
        const client = await session(h, 'client@example.com');
        const listed = await h.call('GET', `/api/customer/payment_methods/?agrupacion_id=${demo}`, {
          token: client.token,
        });
        cardMethod = listed.json().methods.find((m: { type: string }) => m.type === 'card').id;
        const chosen = await h.call('PUT', '/api/customer/default_payment_method/', {
          token: rider.token,
          body: { id: cardMethod, agrupacion_id: demo },
        });
        expect(chosen.statusCode).toBe(200);
      });

      const chargeOf = (rideId: number) =>
        h.db
          .selectFrom('ride_charges as c')
          .leftJoin('gateway_payments as p', 'p.ride_charge_id', 'c.id')
          .select(['c.status', 'c.method', 'p.status as payment', 'p.failure', 'p.gateway_ref'])
          .where('c.service_id', '=', rideId)
          .executeTakeFirst();
      const customersOfRider = () =>
        [...stripe.customers.values()].filter((c) => c.email === riderEmail);
      const rideIntents = (rideId: number) =>
        [...stripe.intents.values()].filter(
          (i) => i.description === `Ride #${rideId}` && i.customer === customersOfRider()[0]!.id,
        );
      /** A ride with the card, finished through the driver's API as a driver's app does. */
      const cardRide = async (fare: number) => {
        const id = await rideInProgress(h, rider.id, { fare });
        const finished = await h.call('PUT', `/api/driver/services/${id}/finish/`, {
          token: driver,
          body: {},
        });
        expect(finished.statusCode).toBe(200);
        return id;
      };
      const collectAgain = async () => {
        const deps = { db: h.db, gateway: h.app.ctx.gateway };
        await Promise.all([collectCardCharges(deps), collectCardCharges(deps)]);
        await collectCardCharges(deps);
      };

      it('keeps a 3-D Secure card on the Stripe Customer and charges a card ride off-session once', async () => {
        expect((await recharge(CARDS.ok, 5, rider)).statusCode).toBe(200);
        expect(customersOfRider()).toHaveLength(1);

        const answer = await recharge(CARDS.threeDs, 20, rider);
        expect(answer.statusCode).toBe(202);
        const { reference, action_url: actionUrl } = answer.json();
        const intent = stripe.intents.get((await paymentOf(reference)).gateway_ref!)!;
        const customer = customersOfRider()[0]!;
        // One customer per user, made on first need and remembered.
        expect(customersOfRider()).toHaveLength(1);
        expect(customer.metadata.user_id).toBe(String(rider.id));
        expect(intent).toMatchObject({ customer: customer.id, setup_future_usage: 'off_session' });
        await fetch(`${actionUrl}/approve`, { method: 'POST', redirect: 'manual' });
        expect((await paymentOf(reference)).status).toBe('succeeded');
        expect(await balanceOf(h.db, rider.walletId)).toBe(2500);

        // The saved card is the customer and the PaymentMethod kept on it, never card data.
        const saved = await h.db
          .selectFrom('saved_cards')
          .selectAll()
          .where('user_id', '=', rider.id)
          .executeTakeFirstOrThrow();
        expect(saved).toMatchObject({
          gateway: 'stripe',
          token: `${customer.id}/${intent.payment_method}`,
          last4: '3155',
        });
        expect(stripe.methods.get(intent.payment_method!)!.customer).toBe(customer.id);

        const id = await cardRide(1_800);
        // The card collector (every 5 s in the server) charges it.
        await expect
          .poll(async () => (await chargeOf(id))?.status, { timeout: 15_000, interval: 200 })
          .toBe('paid');
        await collectAgain();
        const intents = rideIntents(id);
        expect(intents).toHaveLength(1);
        expect(intents[0]).toMatchObject({
          amount: 1_800,
          currency: 'eur',
          customer: customer.id,
          payment_method: intent.payment_method,
          off_session: true,
          status: 'succeeded',
        });
        expect(await chargeOf(id)).toMatchObject({
          status: 'paid',
          method: 'card',
          payment: 'succeeded',
          failure: null,
          gateway_ref: intents[0]!.id,
        });
        // The card paid the ride: the wallet was never touched.
        expect(await balanceOf(h.db, rider.walletId)).toBe(2500);
      });

      it('leaves a card ride the bank refuses off-session unpaid, and never charges it again', async () => {
        const cases = [
          { bank: 'card_declined', failure: 'declined' },
          { bank: 'authentication_required', failure: 'authentication_required' },
        ] as const;
        try {
          for (const { bank, failure } of cases) {
            stripe.offSessionFailure = bank;
            const id = await cardRide(2_200);
            // Swept at once here rather than waiting for the server's next sweep.
            await collectAgain();
            await expect
              .poll(async () => (await chargeOf(id))?.payment, { timeout: 15_000, interval: 200 })
              .toBe('failed');
            expect(await chargeOf(id)).toMatchObject({ status: 'unpaid', failure });
            // The bank says yes now, Stripe retries its event: still one attempt, still owed.
            stripe.offSessionFailure = null;
            await collectAgain();
            const failed = stripe.events.findLast(
              (e) => e.type === 'payment_intent.payment_failed',
            )!;
            expect((await stripe.deliver(failed.body)).status).toBe(200);
            expect(rideIntents(id)).toHaveLength(1);
            expect(rideIntents(id)[0]!.last_payment_error!.code).toBe(bank);
            expect(await chargeOf(id)).toMatchObject({ status: 'unpaid', payment: 'failed' });
          }
          expect(await balanceOf(h.db, rider.walletId)).toBe(2500);
        } finally {
          stripe.offSessionFailure = null;
        }
      });
    });
  },
  {
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  },
);

describeApi(
  'card payments off',
  (h) => {
    it('hides and refuses card recharge', async () => {
      const [user] = await walletUsers(h, 1, 0);
      const intents = stripe.intents.size;
      const config = await h.call('GET', '/api/configuration/domain/?search=localhost');
      expect(config.json().card_payments).toBe('off');
      const refused = await h.call('POST', '/api/purses/recharge/', {
        token: user!.token,
        body: { amount: 10, card: { number: CARDS.ok, expiry: '12/34', cvc: '123' } },
      });
      expect(refused.statusCode).toBe(403);
      expect(stripe.intents.size).toBe(intents);
    });
  },
  { env: { PAYMENTS: 'off' } },
);
