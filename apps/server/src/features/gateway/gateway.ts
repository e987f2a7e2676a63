import type { Card } from '@parada/core';

export type GatewayStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed';

export interface ChargeRequest {
  /**
   * Ours, unique per payment; a gateway must treat a second charge with the same reference
   * as the same payment, so a retry after a lost answer never charges twice.
   */
  reference: string;
  amountCents: number;
  currency: string;
  card: Card;
  description: string;
  /** Where the customer comes back after a second step at the provider (3-D Secure). */
  returnUrl?: string;
  /**
   * The payer's customer at the gateway (`createCustomer`), for a gateway that keeps cards
   * on one: the card is then kept for later charges without the customer (card rides).
   */
  customerRef?: string;
}

/** A charge of a card saved earlier, by the token the gateway gave for it. */
export interface TokenChargeRequest extends Omit<ChargeRequest, 'card'> {
  cardToken: string;
}

export interface ChargeResult {
  status: GatewayStatus;
  /** Why it failed, when it did: the message the customer sees. */
  failure?: 'declined' | 'expired' | 'authentication_required';
  /** Where the customer completes a second step (3-D Secure), when status is requires_action. */
  actionUrl?: string;
  last4: string;
  /**
   * A token to charge the same card again later (card rides), usable once this payment
   * succeeds (at once, or after the second step).
   */
  cardToken?: string;
  /** The provider's own id of the payment, when it has one (a Stripe PaymentIntent's). */
  gatewayRef?: string;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** Our payment the event is about; null for an event about nothing of ours. */
  reference: string | null;
  /** The provider's id of that payment, when the event carries it. */
  gatewayRef?: string;
}

/**
 * A card payment provider. The server never trusts a webhook's claim about a payment: it
 * only learns from it that something changed, then asks `retrieve` for the payment's
 * status, so events that arrive twice, late or out of order settle a payment once.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest | TokenChargeRequest): Promise<ChargeResult>;
  /**
   * For a gateway that keeps saved cards on a customer of its own (Stripe): makes one for a
   * user and answers its id. The same idempotency key answers the same customer.
   */
  createCustomer?(input: {
    idempotencyKey: string;
    email: string | null;
    name: string;
    userId: number;
  }): Promise<string>;
  /** The payment's status at the provider, by our reference and the provider's own id. */
  retrieve(reference: string, gatewayRef: string | null): Promise<{ status: GatewayStatus } | null>;
  /** The event in a webhook whose signature holds over the raw body, or null. */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookEvent | null;
  /** Waits for webhooks still being delivered (tests, shutdown). */
  idle(): Promise<void>;
}
