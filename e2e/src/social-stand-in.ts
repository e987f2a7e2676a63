/**
 * A local stand-in for Google and Facebook sign-in: the browser SDKs' few calls the
 * apps make, Google's published keys (JWKS) with ID tokens signed by a test key (RS256, as
 * Google signs them), and the Graph API's `/me` for Facebook access tokens. The server is
 * pointed here by its GOOGLE_* and FACEBOOK_* settings; tests say who signs in next with
 * `POST /__next`.
 *
 * The SDK scripts are served as static files, as the real ones are, and ask this server
 * for the token when the button is pressed, where the real ones open the provider's pop-up.
 */
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Google's issuer: the server's default GOOGLE_ISSUER, so only the key URL changes. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}
export interface FacebookIdentity {
  id: string;
  email: string | null;
  name: string;
}

/** Who the next press of a button signs in as; `refuse` hands out a token the server rejects. */
export type NextSignIn =
  | { provider: 'google'; identity: GoogleIdentity }
  | { provider: 'facebook'; identity: FacebookIdentity }
  | { provider: 'google' | 'facebook'; refuse: true };

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(payload));
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${body}`);
  return `${header}.${body}.${base64url(signer.sign(key))}`;
}

/** google.accounts.id: initialize + renderButton, calling back with a credential. */
const gsiScript = (origin: string) => `(() => {
  let options = null;
  const words = { signin_with: 'Sign in with Google', signup_with: 'Sign up with Google',
    continue_with: 'Continue with Google' };
  window.google = { accounts: { id: {
    initialize(init) { options = init; },
    renderButton(parent, look) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = words[(look && look.text) || 'signin_with'];
      button.setAttribute('data-stand-in', 'google');
      button.style.cssText = 'width:' + ((look && look.width) || 240) + 'px;height:40px;' +
        'border:1px solid #747775;border-radius:4px;background:#fff;color:#1f1f1f;' +
        'font:500 14px/20px Roboto,Arial,sans-serif;cursor:pointer';
      button.addEventListener('click', async () => {
        const response = await fetch('${origin}/gsi/credential?client_id=' +
          encodeURIComponent(options.client_id));
        const { credential } = await response.json();
        options.callback({ credential, select_by: 'btn', clientId: options.client_id });
      });
      parent.append(button);
    },
  } } };
})();
`;

/** FB: init + login, answering with an access token as the SDK does once the user agrees. */
const facebookScript = (origin: string) => `(() => {
  let appId = null;
  window.FB = {
    init(options) { appId = options.appId; },
    login(callback) {
      fetch('${origin}/fb/token?app_id=' + encodeURIComponent(appId))
        .then((response) => response.json())
        .then(({ accessToken, userID }) => callback({
          status: 'connected',
          authResponse: { accessToken, userID, expiresIn: 3600, signedRequest: '' },
        }));
    },
  };
})();
`;

export interface SocialStandIn {
  origin: string;
  close(): Promise<void>;
}

export async function startSocialStandIn(): Promise<SocialStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  let next: NextSignIn | null = null;
  const facebookTokens = new Map<string, FacebookIdentity>();
  /** The app each token was issued for (Graph's `/app`). */
  const tokenApps = new Map<string, string>();

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    response.end(body);
  };
  const json = (response: ServerResponse, status: number, body: unknown) =>
    send(response, status, 'application/json', JSON.stringify(body));
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text;
  };

  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /__next') {
        next = JSON.parse(await readBody(request)) as NextSignIn;
        response.writeHead(204).end();
        return;
      }
      if (route === 'GET /gsi/client')
        return send(response, 200, 'text/javascript', gsiScript(origin));
      if (route === 'GET /fb/sdk.js')
        return send(response, 200, 'text/javascript', facebookScript(origin));
      if (route === 'GET /oauth2/v3/certs') return json(response, 200, { keys: [jwk] });
      if (route === 'GET /gsi/credential') {
        const chosen = next;
        next = null;
        if (chosen?.provider !== 'google') return json(response, 409, { error: 'no next sign-in' });
        if ('refuse' in chosen) return json(response, 200, { credential: 'not.a.jwt' });
        const now = Math.floor(Date.now() / 1000);
        const credential = signJwt(
          {
            iss: GOOGLE_ISSUER,
            aud: url.searchParams.get('client_id'),
            azp: url.searchParams.get('client_id'),
            iat: now,
            nbf: now - 5,
            exp: now + 3600,
            email_verified: true,
            ...chosen.identity,
          },
          privateKey,
          kid,
        );
        return json(response, 200, { credential });
      }
      if (route === 'GET /fb/token') {
        const chosen = next;
        next = null;
        if (chosen?.provider !== 'facebook')
          return json(response, 409, { error: 'no next sign-in' });
        const accessToken = `EAAG${randomUUID().replaceAll('-', '')}`;
        if (!('refuse' in chosen)) facebookTokens.set(accessToken, chosen.identity);
        tokenApps.set(accessToken, url.searchParams.get('app_id') ?? '');
        return json(response, 200, {
          accessToken,
          userID: 'refuse' in chosen ? '0' : chosen.identity.id,
        });
      }
      if (route === 'GET /fb/app') {
        // Graph's /app with a user token names the app the token was issued for.
        const app = tokenApps.get(url.searchParams.get('access_token') ?? '');
        if (!app) {
          return json(response, 400, {
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        return json(response, 200, { id: app });
      }
      if (route === 'GET /fb/me') {
        // The Graph API answers an unknown or expired token with 400 and an OAuthException.
        const identity = facebookTokens.get(url.searchParams.get('access_token') ?? '');
        if (!identity) {
          return json(response, 400, {
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
        const answer: Record<string, string> = {};
        for (const field of fields) {
          const value = identity[field as keyof FacebookIdentity];
          if (typeof value === 'string') answer[field] = value;
        }
        return json(response, 200, answer);
      }
      return json(response, 404, { error: 'not found' });
    })().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Tells the stand-in who signs in at the next press of a provider's button. */
export async function nextSignIn(origin: string, sign: NextSignIn): Promise<void> {
  const response = await fetch(`${origin}/__next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sign),
  });
  if (!response.ok) throw new Error(`stand-in refused the next sign-in: ${response.status}`);
}
