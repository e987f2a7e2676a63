import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * helmet's options for this API. It serves JSON; the docs page needs its own inline
 * scripts and styles, so no content security policy. Only an answer that came over TLS
 * may pin TLS (app.ts adds it then); over plain HTTP it is noise at best, and a lie
 * about the origin at worst.
 */
const OPTIONS = { contentSecurityPolicy: false, strictTransportSecurity: false } as const;

/**
 * The headers helmet sets on every answer, read once from helmet itself: its middleware
 * run against a stand-in response that records them. With these options they do not
 * depend on the request, so each answer gets the same ten names and values as a plain
 * object (Fastify's reply headers, written with the answer's own in one `writeHead`)
 * instead of helmet's chain of middlewares, each a `setHeader` on the raw response.
 */
export function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(OPTIONS)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // helmet 8 is synchronous: a later version that is not must not leave the set empty.
  if (!finished || Object.keys(headers).length === 0) {
    throw new Error('helmet did not set its headers synchronously');
  }
  return Object.freeze(headers);
}

/** Read once per process: every app built in it sends the same set. */
export const SECURITY_HEADERS = helmetHeaders();
