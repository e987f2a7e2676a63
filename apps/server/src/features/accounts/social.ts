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
  facebook(accessToken: string): Promise<SocialIdentity | null>;
}

export interface SocialOptions {
  googleJwksUrl: string;
  googleIssuer: string;
  googleClientId?: string | undefined;
  facebookVerifyUrl: string;
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
    async facebook(accessToken) {
      const url = new URL(options.facebookVerifyUrl);
      url.searchParams.set('fields', 'id,name,email');
      url.searchParams.set('access_token', accessToken);
      try {
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
