import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayStatus,
  PaymentGateway,
  TokenChargeRequest,
} from './gateway';

/** The sandbox's test cards (the numbers card sandboxes commonly use). */
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  approveMastercard: '5555555555554444',
  decline: '4000000000000002',
  secondStep: '4000002500003155',
} as const;

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

export interface SandboxOptions {
  /** Signs webhooks; the receiving route checks it. */
  secret: string;
  /** Where webhooks go; read at delivery time, so a test can point it at its own port. */
  webhookUrl: () => string | null;
  /** The page of the second step, for the customer (our own sandbox "bank" route). */
  actionUrl: (reference: string) => string;
  /** Deliver every event twice, the second round in reverse order, as real gateways may. */
  chaoticWebhooks?: boolean;
  /** Failed deliveries are reported here (the server's log). */
  onDeliveryError?: (error: unknown) => void;
}

interface SandboxPayment {
  status: GatewayStatus;
  amountCents: number;
  last4: string;
  failure?: ChargeResult['failure'];
  cardToken?: string;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether a card's MM/YY is before this month. */
function isExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const end = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  return end <= Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}

/**
 * The embedded card gateway: a real implementation that runs locally, with test cards
 * that approve, decline or ask for a second step, and signed webhooks sent over HTTP.
 * It keeps its payments in memory: a restart forgets the sandbox's side, never ours.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly deliveries = new Set<Promise<void>>();
  private readonly cards = new Map<string, ChargeRequest['card']>();

  constructor(private readonly options: SandboxOptions) {}

  async charge(request: ChargeRequest | TokenChargeRequest): Promise<ChargeResult> {
    const known = this.payments.get(request.reference);
    if (known) return this.result(request.reference, known);
    const card = 'cardToken' in request ? this.cards.get(request.cardToken) : request.card;
    if (!card) {
      const payment: SandboxPayment = {
        status: 'failed',
        amountCents: request.amountCents,
        last4: '',
        failure: 'declined',
      };
      this.payments.set(request.reference, payment);
      this.emit(request.reference, payment.status);
      return this.result(request.reference, payment);
    }
    const number = card.number;
    const payment: SandboxPayment = {
      status: 'succeeded',
      amountCents: request.amountCents,
      last4: number.slice(-4),
    };
    if (isExpired(card.expiry)) {
      Object.assign(payment, { status: 'failed', failure: 'expired' });
    } else if (number === SANDBOX_CARDS.secondStep) {
      payment.status = 'requires_action';
    } else if (number !== SANDBOX_CARDS.approve && number !== SANDBOX_CARDS.approveMastercard) {
      Object.assign(payment, { status: 'failed', failure: 'declined' });
    }
    if (payment.status !== 'failed') {
      // Tokens stay in memory with the sandbox's payments: a restart forgets both.
      payment.cardToken = `tok_${randomBytes(12).toString('hex')}`;
      this.cards.set(payment.cardToken, card);
    }
    this.payments.set(request.reference, payment);
    this.emit(request.reference, payment.status);
    return this.result(request.reference, payment);
  }

  /** The customer passes the second step (the sandbox "bank page"). */
  confirm(reference: string): boolean {
    const payment = this.payments.get(reference);
    if (!payment || payment.status !== 'requires_action') return false;
    payment.status = 'succeeded';
    this.emit(reference, 'succeeded');
    return true;
  }

  async retrieve(reference: string) {
    const payment = this.payments.get(reference);
    return payment ? { status: payment.status } : null;
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
    const expected = Buffer.from(sign(this.options.secret, rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    try {
      const event = JSON.parse(rawBody) as Record<string, unknown>;
      if (
        typeof event.id !== 'string' ||
        typeof event.type !== 'string' ||
        typeof event.reference !== 'string'
      ) {
        return null;
      }
      return { id: event.id, type: event.type, reference: event.reference as string };
    } catch {
      return null;
    }
  }

  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  private result(reference: string, payment: SandboxPayment): ChargeResult {
    return {
      status: payment.status,
      last4: payment.last4,
      ...(payment.failure ? { failure: payment.failure } : {}),
      // Saved by us once the payment succeeds, after the second step too.
      ...(payment.cardToken && payment.status !== 'failed' ? { cardToken: payment.cardToken } : {}),
      ...(payment.status === 'requires_action'
        ? { actionUrl: this.options.actionUrl(reference) }
        : {}),
    };
  }

  private emit(reference: string, status: GatewayStatus) {
    const event = { id: `evt_${randomUUID()}`, type: `payment.${status}`, reference };
    const body = JSON.stringify(event);
    const rounds = this.options.chaoticWebhooks ? 2 : 1;
    const delivery = (async () => {
      // After the answer to the charge: a webhook never overtakes the call that caused it.
      await new Promise((resolve) => setImmediate(resolve));
      for (let round = 0; round < rounds; round += 1) await this.deliver(body);
    })();
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private async deliver(body: string) {
    const url = this.options.webhookUrl();
    if (!url) return;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: sign(this.options.secret, body),
        },
        body,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    } catch (error) {
      this.options.onDeliveryError?.(error);
    }
  }
}
