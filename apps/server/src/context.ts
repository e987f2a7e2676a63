import type { Language } from '@parada/core';
import type { Db } from './db/database';
import type { Env } from './env';
import type { AuthUser } from './features/accounts/auth-user';
import type { Outbox } from './features/outbox/service';
import type { SocialVerifier } from './features/accounts/social';
import type { RidesRuntime } from './features/dispatch/runtime';
import type { DomainProof } from './features/admin/domain-proof';
import type { PaymentGateway } from './features/gateway/gateway';

/** What every route and service may use; built once per app, so tests build their own. */
export interface AppContext {
  db: Db;
  env: Env;
  outbox: Outbox;
  social: SocialVerifier;
  /** Rides: route estimates, live-update bus, dispatcher and simulator. */
  rides: RidesRuntime;
  /** The card gateway: the sandbox unless a real adapter is given. */
  gateway: PaymentGateway;
  /** Checks that an operator controls a host it claims (admin/domains). */
  domainProof: DomainProof;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    language: Language;
    /** The user behind a valid `Authorization: Token …`, or null. */
    auth: AuthUser | null;
    /** SHA-256 of the presented token, so log-out revokes exactly that one. */
    tokenHash: string | null;
  }
}
