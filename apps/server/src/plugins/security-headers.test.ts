import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, SECURITY_HEADERS } from './security-headers';

describe('security headers', () => {
  it('are what helmet itself sets on a real answer, with the same options', async () => {
    const middleware = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false });
    const server = createServer((request, response) => {
      middleware(request, response, () => response.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      const fromHelmet: Record<string, string> = {};
      const plain = new Set(['content-length', 'date', 'connection', 'keep-alive']);
      answer.headers.forEach((value, name) => {
        if (!plain.has(name)) fromHelmet[name] = value;
      });
      expect(Object.keys(fromHelmet).length).toBeGreaterThanOrEqual(10);
      expect(SECURITY_HEADERS).toEqual(fromHelmet);
      expect(helmetHeaders()).toEqual(fromHelmet);
      expect(SECURITY_HEADERS['strict-transport-security']).toBeUndefined();
      expect(SECURITY_HEADERS['content-security-policy']).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('cannot be changed by a route', () => {
    expect(Object.isFrozen(SECURITY_HEADERS)).toBe(true);
  });
});
