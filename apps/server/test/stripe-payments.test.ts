import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { describeApi } from './helper';
import { balanceOf, walletUsers, type WalletUser } from './money-fixtures';
import { startStripeStandIn } from './stripe-stand-in';

/**
 * Card recharges through Stripe (#15): the adapter, with the official `stripe` package,
 * against a local stand-in that speaks Stripe's HTTP API and signs its webhooks with a
 * test secret. The wallet is credited once, by a webhook whose signature holds.
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
});

describeApi(
  'stripe card payments',
  (h) => {
    let webhookUrl: string;
    let payer: WalletUser;
    let other: WalletUser;
    beforeAll(async () => {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const address = h.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      webhookUrl = `http://127.0.0.1:${address.port}/api/gateway/stripe/webhook`;
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

    it('says card payments are live, not sandbox', async () => {
      const config = await h.call('GET', '/api/configuration/domain/?search=localhost');
      expect(config.json().card_payments).toBe('live');
      expect(config.headers['parada-payments']).toBeUndefined();
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
