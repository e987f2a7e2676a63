import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';

/**
 * The gateway `pnpm start` uses: the sandbox, sending its webhooks to our own public URL.
 * Its secret lives as long as its payments do (this process). A real gateway adapter
 * implements PaymentGateway and is chosen here.
 */
export function createDefaultGateway(
  env: Env,
  log: { warn(payload: object, message: string): void },
): PaymentGateway {
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  return new SandboxGateway({
    secret: randomBytes(32).toString('hex'),
    webhookUrl: () => `${base}/api/gateway/sandbox/webhook`,
    actionUrl: (reference) => `${base}/api/gateway/sandbox/${reference}/confirm`,
    onDeliveryError: (error) => log.warn({ err: error }, 'sandbox webhook not delivered'),
  });
}
