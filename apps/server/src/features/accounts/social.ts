import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface SocialIdentity {
  /** The provider's stable id of the person (Google `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  name: string | null;
}

export interface SocialVerifier {
  /** `audience`: the grouping's own client id, which the token must be issued for. */
  google(idToken: string, audience?: string | null): Promise<SocialIdentity | null>;
  /** `appId`: the grouping's own Facebook app, which the token must be issued for. */
  facebook(accessToken: string, appId?: string | null): Promise<SocialIdentity | null>;
}

export interface SocialOptions {
  googleJwksUrl: string;
  googleIssuer: string;
  googleClientId?: string | undefined;
  facebookVerifyUrl: string;
  facebookAppId?: string | undefined;
}

/**
 * Verifies a provider's token against its published keys (Google) or its verification
 * endpoint (Facebook). Both URLs are configurable so tests run a local stand-in.
 */
export function createSocialVerifier(options: SocialOptions): SocialVerifier {
  const jwks = createRemoteJWKSet(new URL(options.googleJwksUrl));
  return {
    async google(idToken, audience) {
      const expected = audience ?? options.googleClientId;
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: options.googleIssuer,
          ...(expected ? { audience: expected } : {}),
        });
        if (typeof payload.sub !== 'string') return null;
        const email =
          typeof payload.email === 'string' && payload.email_verified === true
            ? payload.email.toLowerCase()
            : null;
        return {
          subject: payload.sub,
          email,
          name: typeof payload.name === 'string' ? payload.name : null,
        };
      } catch {
        return null;
      }
    },
    async facebook(accessToken, appId) {
      // Any Facebook app's user token answers /me, so a token some other site obtained
      // would sign its holder in here: the token must belong to this grouping's app, which
      // Graph's /app tells for a user token. No app configured, no Facebook sign-in.
      const expectedApp = appId ?? options.facebookAppId;
      if (!expectedApp) return null;
      const url = new URL(options.facebookVerifyUrl);
      url.searchParams.set('fields', 'id,name,email');
      url.searchParams.set('access_token', accessToken);
      const appUrl = new URL(url.pathname.replace(/\/me\/?$/, '/app'), url);
      appUrl.searchParams.set('access_token', accessToken);
      try {
        const app = await fetch(appUrl, { signal: AbortSignal.timeout(5000) });
        if (!app.ok) return null;
        const issuedFor = (await app.json()) as { id?: unknown };
        if (issuedFor.id !== expectedApp) return null;
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) return null;
        const body = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
        if (typeof body.id !== 'string' || body.id === '') return null;
        return {
          subject: body.id,
          email: typeof body.email === 'string' ? body.email.toLowerCase() : null,
          name: typeof body.name === 'string' ? body.name : null,
        };
      } catch {
        return null;
      }
    },
  };
}
