import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-error';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

/**
 * No card gateway (PAYMENTS=off): a card is never charged, and the routes that would
 * charge one refuse before reaching here.
 */
export const OFF_GATEWAY: PaymentGateway = {
  name: 'off',
  charge: async () => {
    throw new HttpError(403, 'payment.method_unavailable');
  },
  retrieve: async () => null,
  parseWebhook: () => null,
  idle: async () => {},
};

/**
 * The gateway PAYMENTS chooses (env.ts has refused stripe without its keys). The sandbox sends its webhooks to our own public URL; its
 * secret lives as long as its payments do (this process).
 */
export function createDefaultGateway(
  env: Env,
  log: { warn(payload: object, message: string): void },
): PaymentGateway {
  if (env.PAYMENTS === 'stripe') {
    return new StripeGateway({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
    });
  }
  if (env.PAYMENTS !== 'sandbox') return OFF_GATEWAY;
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  return new SandboxGateway({
    secret: randomBytes(32).toString('hex'),
    webhookUrl: () => `${base}/api/gateway/sandbox/webhook`,
    actionUrl: (reference) => `${base}/api/gateway/sandbox/${reference}/confirm`,
    onDeliveryError: (error) => log.warn({ err: error }, 'sandbox webhook not delivered'),
  });
}
