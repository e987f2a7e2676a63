import Stripe from 'stripe';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayStatus,
  PaymentGateway,
  TokenChargeRequest,
  WebhookEvent,
} from './gateway';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (a stand-in in tests); Stripe's own when absent. */
  apiUrl?: string;
}

type Intent = Stripe.PaymentIntent;

/** Stripe's PaymentIntent statuses, as ours. */
function statusOf(intent: Intent): GatewayStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      // Confirmed once and refused (a decline, a failed 3-D Secure): Stripe waits for
      // another card, we close this payment; a new recharge is a new payment.
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

function failureOf(code: string | undefined | null): ChargeResult['failure'] {
  if (code === 'authentication_required') return 'authentication_required';
  return code === 'expired_card' ? 'expired' : 'declined';
}

/** A card the bank refused, as a failed charge (with the intent Stripe opened, if any). */
function refusedCard(error: unknown, last4: string): ChargeResult | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  const intent = error.payment_intent;
  return {
    status: 'failed',
    failure: failureOf(error.code),
    last4,
    ...(intent ? { gatewayRef: intent.id } : {}),
  };
}

/** A saved card is the customer and the PaymentMethod kept on it: ids, never card data. */
const tokenOf = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

function parseToken(token: string) {
  const match = /^(cus_\w+)\/(pm_\w+)$/.exec(token);
  return match ? { customer: match[1]!, paymentMethod: match[2]! } : null;
}

/**
 * Card payments through Stripe's PaymentIntents. The card becomes a PaymentMethod, the
 * intent is created and confirmed in one call under our reference as idempotency key
 * (a retry after a lost answer is the same payment), and a card that asks for 3-D Secure
 * answers `requires_action` with Stripe's redirect page; the customer comes back to
 * `returnUrl`. A recharge on the payer's Customer keeps the card there for card rides,
 * charged off-session. Webhooks are checked with the endpoint's signing secret.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    const api = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCustomer(input: {
    idempotencyKey: string;
    email: string | null;
    name: string;
    userId: number;
  }): Promise<string> {
    const customer = await this.stripe.customers.create(
      {
        ...(input.email ? { email: input.email } : {}),
        name: input.name,
        metadata: { user_id: String(input.userId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return customer.id;
  }

  async charge(request: ChargeRequest | TokenChargeRequest): Promise<ChargeResult> {
    if ('cardToken' in request) return this.chargeSaved(request);
    const [month, year] = request.card.expiry.split('/').map(Number);
    const last4 = request.card.number.slice(-4);
    try {
      const method = await this.stripe.paymentMethods.create(
        {
          type: 'card',
          card: {
            number: request.card.number,
            exp_month: month!,
            exp_year: 2000 + year!,
            cvc: request.card.cvc,
          },
          ...(request.card.holder ? { billing_details: { name: request.card.holder } } : {}),
        },
        { idempotencyKey: `${request.reference}-pm` },
      );
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          payment_method: method.id,
          confirm: true,
          description: request.description,
          metadata: { reference: request.reference },
          ...(request.returnUrl ? { return_url: request.returnUrl } : {}),
          // Kept on the customer once the payment succeeds, with the bank's consent given in
          // this (on-session) payment, so card rides can be charged without the customer.
          ...(request.customerRef
            ? { customer: request.customerRef, setup_future_usage: 'off_session' as const }
            : {}),
        },
        { idempotencyKey: request.reference },
      );
      const result = this.result(intent, last4);
      return request.customerRef && result.status !== 'failed'
        ? { ...result, cardToken: tokenOf(request.customerRef, method.id) }
        : result;
    } catch (error) {
      const refused = refusedCard(error, last4);
      if (refused) return refused;
      throw error;
    }
  }

  /**
   * A card ride: the saved card charged without the customer (`off_session`), under our
   * reference as idempotency key. A card whose bank wants the customer present
   * (`authentication_required`) or that is declined fails; the ride stays for the operator.
   */
  private async chargeSaved(request: TokenChargeRequest): Promise<ChargeResult> {
    const saved = parseToken(request.cardToken);
    if (!saved) return { status: 'failed', failure: 'declined', last4: '' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          customer: saved.customer,
          payment_method: saved.paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { reference: request.reference },
        },
        { idempotencyKey: request.reference },
      );
      const result = this.result(intent, '');
      // Off-session, a second step has no customer to take it: as good as refused.
      return result.status === 'requires_action'
        ? { ...result, status: 'failed', failure: 'authentication_required' }
        : result;
    } catch (error) {
      const refused = refusedCard(error, '');
      if (refused) return refused;
      // Stripe refused the request itself (the card was detached from the customer): no
      // money moved and a retry would be refused the same, so the ride is the operator's.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
        return { status: 'failed', failure: 'declined', last4: '' };
      }
      throw error;
    }
  }

  private result(intent: Intent, last4: string): ChargeResult {
    const status = statusOf(intent);
    const redirect = intent.next_action?.redirect_to_url?.url;
    return {
      status,
      last4,
      gatewayRef: intent.id,
      ...(status === 'failed' ? { failure: failureOf(intent.last_payment_error?.code) } : {}),
      ...(status === 'requires_action' && redirect ? { actionUrl: redirect } : {}),
    };
  }

  async retrieve(_reference: string, gatewayRef: string | null) {
    if (!gatewayRef) return null;
    try {
      return { status: statusOf(await this.stripe.paymentIntents.retrieve(gatewayRef)) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookEvent | null {
    const header = headers['stripe-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      // Checks the HMAC over the exact bytes and refuses a timestamp over 5 minutes old.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      return null;
    }
    const object = event.data.object as { object?: string; id?: string; metadata?: unknown };
    const reference =
      object.object === 'payment_intent' &&
      typeof (object.metadata as { reference?: unknown } | undefined)?.reference === 'string'
        ? (object.metadata as { reference: string }).reference
        : null;
    return {
      id: event.id,
      type: event.type,
      reference,
      ...(reference && object.id ? { gatewayRef: object.id } : {}),
    };
  }

  async idle(): Promise<void> {}
}
