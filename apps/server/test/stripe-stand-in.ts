import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's HTTP API the adapter uses: form-encoded
 * POST /v1/customers, POST /v1/payment_methods, POST /v1/payment_intents (with confirm,
 * customer, setup_future_usage and off_session), POST /v1/payment_intents/:id/confirm and
 * GET /v1/payment_intents/:id, with Bearer keys, Idempotency-Key replays and Stripe's error
 * shape. Test cards: 4242… succeeds, 4000 0025 0000 3155 asks for 3-D Secure (on-session
 * only), 4000…0002 is declined, 4000…0069 expired. As at Stripe, a payment with
 * `setup_future_usage` attaches its card to its customer once it succeeds, and an
 * off-session payment needs a card attached to its customer; `offSessionFailure` makes the
 * next off-session payments fail as a bank would (declined, or authentication required).
 * The 3-D Secure page (/3ds/:id) approves or fails, then sends the customer to the
 * return URL, and every change is posted to the webhook URL as an event signed the way
 * Stripe signs them (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">`).
 */

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  customer: string | null;
  setup_future_usage: string | null;
  off_session?: boolean;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
  return_url?: string;
}

interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}

interface Method {
  number: string;
  exp_month: number;
  exp_year: number;
  /** The customer the card is kept on, once a payment set it up for later. */
  customer: string | null;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, Intent>;
  customers: Map<string, Customer>;
  methods: Map<string, Method>;
  /** How off-session payments end from now on: null succeeds. */
  offSessionFailure: null | 'card_declined' | 'authentication_required';
  /** Every event the stand-in made, delivered or not, with its body as sent. */
  events: Array<{ id: string; type: string; body: string }>;
  /** Where events go; null keeps them (a test delivers them itself). */
  webhookUrl: string | null;
  /** The signed header for a body, now (or at `timestamp`). */
  sign(body: string, timestamp?: number): string;
  deliver(body: string, signature?: string): Promise<Response>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
}): Promise<StripeStandIn> {
  const methods = new Map<string, Method>();
  const customers = new Map<string, Customer>();
  const intents = new Map<string, Intent>();
  const replays = new Map<string, { status: number; body: string }>();
  const events: StripeStandIn['events'] = [];
  let base = '';

  const sign = (body: string, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${timestamp},v1=${createHmac('sha256', options.webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex')}`;

  const deliver = (body: string, signature = sign(body)) =>
    fetch(standIn.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });

  const emit = async (type: string, intent: Intent) => {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: intent },
    };
    const body = JSON.stringify(event);
    events.push({ id: event.id, type, body });
    if (standIn.webhookUrl) await (await deliver(body)).arrayBuffer();
  };

  /** A succeeded payment set up for later keeps its card on its customer. */
  const succeed = async (intent: Intent) => {
    intent.status = 'succeeded';
    const card = methods.get(intent.payment_method ?? '');
    if (card && intent.customer && intent.setup_future_usage) card.customer = intent.customer;
    await emit('payment_intent.succeeded', intent);
  };

  const confirm = async (intent: Intent, returnUrl: string | undefined) => {
    const card = methods.get(intent.payment_method ?? '');
    if (returnUrl) intent.return_url = returnUrl;
    if (!card) {
      return error(400, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod');
    }
    if (intent.customer && !customers.has(intent.customer)) {
      return error(400, 'invalid_request_error', 'resource_missing', 'No such customer');
    }
    const decline = (code: string, message: string) => {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code, decline_code: code, message };
      void emit('payment_intent.payment_failed', intent);
      return error(402, 'card_error', code, message, intent);
    };
    if (intent.off_session) {
      // Stripe refuses to charge, without the customer, a card not kept on that customer.
      if (!intent.customer || card.customer !== intent.customer) {
        return error(
          400,
          'invalid_request_error',
          'payment_method_not_attached',
          'The PaymentMethod is not attached to this Customer',
        );
      }
      if (standIn.offSessionFailure === 'authentication_required') {
        return decline('authentication_required', 'This payment requires authentication');
      }
      if (standIn.offSessionFailure === 'card_declined') {
        return decline('card_declined', 'Your card was declined');
      }
      void succeed(intent);
      return { status: 200, body: intent };
    }
    if (card.number === '4000000000000002') return decline('card_declined', 'Declined');
    if (card.number === '4000000000000069') return decline('expired_card', 'Expired');
    if (card.number === '4000002500003155') {
      if (!intent.return_url) {
        return error(400, 'invalid_request_error', 'parameter_missing', 'return_url needed');
      }
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${base}/3ds/${intent.id}`, return_url: intent.return_url },
      };
      return { status: 200, body: intent };
    }
    void succeed(intent);
    return { status: 200, body: intent };
  };

  function error(
    status: number,
    type: string,
    code: string,
    message: string,
    intent?: Intent,
  ): { status: number; body: unknown } {
    return {
      status,
      body: {
        error: { type, code, message, ...(intent ? { payment_intent: intent } : {}) },
      },
    };
  }

  async function api(request: IncomingMessage, form: URLSearchParams, path: string) {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided');
    }
    const field = (name: string) => form.get(name) ?? undefined;
    const metadataOf = () => {
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      return metadata;
    };
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer: Customer = {
        id: id('cus'),
        object: 'customer',
        email: field('email') ?? null,
        name: field('name') ?? null,
        metadata: metadataOf(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (request.method === 'POST' && path === '/v1/payment_methods') {
      const method: Method = {
        number: field('card[number]') ?? '',
        exp_month: Number(field('card[exp_month]')),
        exp_year: Number(field('card[exp_year]')),
        customer: null,
      };
      const pm = id('pm');
      methods.set(pm, method);
      return {
        status: 200,
        body: {
          id: pm,
          object: 'payment_method',
          type: 'card',
          card: { last4: method.number.slice(-4), exp_month: method.exp_month },
        },
      };
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(field('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return error(400, 'invalid_request_error', 'amount_too_small', 'Amount too small');
      }
      const metadata = metadataOf();
      const intent: Intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency: field('currency') ?? '',
        status: 'requires_confirmation',
        client_secret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`,
        description: field('description') ?? null,
        metadata,
        payment_method: field('payment_method') ?? null,
        customer: field('customer') ?? null,
        setup_future_usage: field('setup_future_usage') ?? null,
        off_session: field('off_session') === 'true',
        last_payment_error: null,
        next_action: null,
      };
      intents.set(intent.id, intent);
      if (field('confirm') === 'true') return confirm(intent, field('return_url'));
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([\w]+)(\/confirm)?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!intent) return error(404, 'invalid_request_error', 'resource_missing', 'No such intent');
    if (request.method === 'GET' && !match![2]) return { status: 200, body: intent };
    if (request.method === 'POST' && match![2]) return confirm(intent, field('return_url'));
    return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
  }

  /** The bank's page: a form to approve or fail, as Stripe's test 3-D Secure page has. */
  async function threeDs(request: IncomingMessage, response: ServerResponse, path: string) {
    const match = /^\/3ds\/(pi_\w+)(?:\/(approve|fail))?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!intent || intent.status !== 'requires_action') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No payment to confirm');
      return;
    }
    if (request.method === 'GET' && !match![2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"><title>3D Secure test payment</title></head><body><main>
<h1>3D Secure test payment</h1><p>${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}</p>
<form method="post" action="/3ds/${intent.id}/approve"><button>Complete authentication</button></form>
<form method="post" action="/3ds/${intent.id}/fail"><button>Fail authentication</button></form>
</main></body></html>`,
      );
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    intent.next_action = null;
    if (match![2] === 'approve') {
      await succeed(intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        code: 'payment_intent_authentication_failure',
        message: 'Authentication failed',
      };
      await emit('payment_intent.payment_failed', intent);
    }
    const back = new URL(intent.return_url!);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set(
      'redirect_status',
      intent.status === 'succeeded' ? 'succeeded' : 'failed',
    );
    response.writeHead(303, { location: back.toString() }).end();
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      void (async () => {
        if (path.startsWith('/3ds/')) return threeDs(request, response, path);
        // The browser on the bank page asks for /favicon.ico: not part of the API.
        if (!path.startsWith('/v1/')) return void response.writeHead(404).end();
        const key = request.headers['idempotency-key'];
        const replayKey = typeof key === 'string' && request.method === 'POST' ? key : null;
        const known = replayKey ? replays.get(replayKey) : undefined;
        if (known) {
          response
            .writeHead(known.status, {
              'content-type': 'application/json',
              'idempotent-replayed': 'true',
            })
            .end(known.body);
          return;
        }
        const answer = await api(request, new URLSearchParams(raw), path);
        const body = JSON.stringify(answer.body);
        if (replayKey) replays.set(replayKey, { status: answer.status, body });
        response
          .writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') })
          .end(body);
      })().catch((failure: unknown) => {
        response.writeHead(500).end(String(failure));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: StripeStandIn = {
    url: base,
    intents,
    customers,
    methods,
    offSessionFailure: null,
    events,
    webhookUrl: null,
    sign,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
