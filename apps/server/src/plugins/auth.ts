import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { sha256 } from '../lib/crypto';
import { forbidden, unauthorized } from '../lib/http-error';
import { resolveLanguage } from '../lib/i18n';
import type { AuthUser } from '../features/accounts/auth-user';
import type { RouteName } from '@parada/core';
import { mayOpen } from '../features/accounts/permissions';
import {
  findUserByTokenHashNow,
  touchSession,
  type SessionUser,
} from '../features/accounts/repository';
import { resolveTenant, type Grouping } from '../features/groupings/service';

const TOKEN_HEADER = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,100})$/;

/**
 * Reads the request's language and, when an `Authorization: Token …` header is present,
 * the live account behind it. A token that is unknown or revoked is treated as none, so a
 * route that needs a user answers 401 and the apps reload into the login.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('language', 'es');
  app.decorateRequest('auth', null);
  app.decorateRequest('tokenHash', null);

  // A session's use is noted at most every few minutes (the query says when it is due), in
  // the background and once per session at a time: the hot path adds no write of its own.
  const noting = new Set<number>();
  const noteUse = (sessionId: number, userAgent: string | undefined) => {
    if (noting.has(sessionId)) return;
    noting.add(sessionId);
    touchSession(app.ctx.db, sessionId, userAgent?.slice(0, 300) ?? '')
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not note a session use'))
      .finally(() => noting.delete(sessionId));
  };

  // A callback hook, not an async one: the session is nearly always in the read cache,
  // and then the request goes on at once, with no promise and no microtask turn.
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = resolveLanguage(request.headers['accept-language']);
    const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
    if (!match?.[1]) {
      done();
      return;
    }
    const tokenHash = sha256(match[1]);
    const signIn = (user: SessionUser | undefined) => {
      if (user) {
        request.auth = user;
        request.tokenHash = tokenHash;
        if (user.session_due) noteUse(user.session_id, request.headers['user-agent']);
      }
    };
    const found = findUserByTokenHashNow(app.ctx.db, tokenHash);
    if (found instanceof Promise) {
      found.then((user) => {
        signIn(user);
        done();
      }, done);
      return;
    }
    signIn(found);
    done();
  });
}

/** The caller's account, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's account if its role may open the spec's route `routeName`, else 401/403. */
export function requireRoute(request: FastifyRequest, routeName: RouteName): AuthUser {
  const user = requireUser(request);
  if (!mayOpen(user, routeName)) throw forbidden();
  return user;
}

export function requireOperator(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.kind !== 'operator') throw forbidden();
  return user;
}

/** The token presented, for `token/valid`'s `auth_token`. */
export function presentedToken(request: FastifyRequest): string {
  return TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '')?.[1] ?? '';
}

/** The grouping named by App-Agrupation (the default one when missing or unknown). */
export function tenantOf(request: FastifyRequest): Promise<Grouping> {
  const header = request.headers['app-agrupation'];
  return resolveTenant(request.server.ctx.db, Array.isArray(header) ? header[0] : header);
}

/**
 * preValidation guards: who may call a route is settled before its body is validated, so
 * a wrong role gets 403 (and no one learns the body rules of a route they cannot use).
 * Callback hooks: Fastify answers what one throws as an async one's rejection, without a
 * promise per request.
 */
type Guard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
export const onlyRoute =
  (routeName: RouteName): Guard =>
  (request, _reply, done) => {
    requireRoute(request, routeName);
    done();
  };
export const signedIn: Guard = (request, _reply, done) => {
  requireUser(request);
  done();
};
export const onlyOperator: Guard = (request, _reply, done) => {
  requireOperator(request);
  done();
};
