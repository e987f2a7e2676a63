import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDnsStandIn } from '../dns-stand-in';
import { describeApi } from '../helper';
import { groupingId } from '../ride-fixtures';

/**
 * Any operator claimed any unclaimed host with POST admin/domains,
 * even a subdomain of another tenant's. Now a host joins an operator that is not the
 * platform's only once it proves control: a real HTTP server here serves (or not) the
 * token at the well-known path, and a real DNS server over UDP holds (or not) the TXT.
 */

/** Path → body the "operator's web server" serves; its address stands for every host. */
const served = new Map<string, string>();
const web = createServer((request, response) => {
  const body = served.get(request.url ?? '');
  if (body === undefined) response.writeHead(404).end('not here');
  else response.writeHead(200, { 'content-type': 'text/plain' }).end(`${body}\n`);
});
await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
const webPort = (web.address() as AddressInfo).port;
const dns = await startDnsStandIn();
afterAll(async () => {
  await new Promise<void>((resolve) => web.close(() => resolve()));
  await dns.close();
});

interface Claim {
  id: number;
  domain: string;
  token: string;
  http: { url: string; body: string };
  dns: { name: string; type: string; value: string };
}

describeApi(
  'security: domains are claimed by proving control',
  (h) => {
    let platform: string;
    let other: string;
    let otherRoot: number;
    beforeAll(async () => {
      [platform, other] = await Promise.all([
        h.login('operator@example.com'),
        h.login('operator-other@example.com', undefined, 'other'),
      ]);
      otherRoot = await groupingId(h, 'other');
    });

    const claim = (domain: string, token = other) =>
      h.call('POST', '/api/admin/domains/', {
        token,
        agrupation: 'other',
        body: { domain, agrupation_id: otherRoot, app: 'panel' },
      });
    const verify = (id: number, token = other) =>
      h.call('POST', `/api/admin/domains/claims/${id}/verify/`, { token, agrupation: 'other' });
    const servedBy = async (domain: string) =>
      (await h.call('GET', `/api/configuration/domain/?search=${domain}`)).json().permalink;

    it('a claim is not a domain: the host serves nobody until the token shows over HTTP', async () => {
      const asked = await claim('Book.Other-Cab.example');
      // The old answer was 201 and the host was the operator's at once.
      expect(asked.statusCode).toBe(202);
      const body = asked.json<Claim>();
      expect(body.domain).toBe('book.other-cab.example');
      expect(body.token).toMatch(/^[\w-]{32}$/);
      expect(body.http.url).toBe(
        `http://book.other-cab.example/.well-known/parada-domain/${body.token}`,
      );
      expect(body.dns).toEqual({
        name: '_parada-domain.book.other-cab.example',
        type: 'TXT',
        value: `parada-domain=${body.token}`,
      });
      expect(await servedBy('book.other-cab.example')).not.toBe('other');
      // Asking again answers the same claim.
      expect((await claim('book.other-cab.example')).json<Claim>().token).toBe(body.token);

      const early = await verify(body.id);
      expect(early.statusCode).toBe(422);
      expect(early.json().errors[0]).toMatchObject({ field: 'domain' });
      expect(early.json().error).toMatch(/does not show the token/);

      // Another token at the right place proves nothing.
      served.set(`/book.other-cab.example/.well-known/parada-domain/${body.token}`, 'wrong');
      expect((await verify(body.id)).statusCode).toBe(422);

      served.set(`/book.other-cab.example/.well-known/parada-domain/${body.token}`, body.token);
      // The platform's operator cannot verify someone else's claim.
      expect((await verify(body.id, platform)).statusCode).toBe(404);
      const proved = await verify(body.id);
      expect(proved.statusCode).toBe(201);
      expect(proved.json()).toMatchObject({ domain: 'book.other-cab.example', app: 'panel' });
      expect(await servedBy('book.other-cab.example')).toBe('other');
      const claims = await h.call('GET', '/api/admin/domains/claims/', {
        token: other,
        agrupation: 'other',
      });
      expect(claims.json()).toEqual([]);
    });

    it('a DNS TXT record proves control too', async () => {
      const body = (await claim('dns.other-cab.example')).json<Claim>();
      dns.txt.set(body.dns.name, ['some-other=record']);
      expect((await verify(body.id)).statusCode).toBe(422);
      dns.txt.set(body.dns.name, ['some-other=record', body.dns.value]);
      expect((await verify(body.id)).statusCode).toBe(201);
      expect(await servedBy('dns.other-cab.example')).toBe('other');
    });

    it("a subdomain of another tenant's host is refused, proof or not", async () => {
      // The platform's operator adds a host directly (the seed's demo tenant is the platform).
      const added = await h.call('POST', '/api/admin/domains/', {
        token: platform,
        body: { domain: 'taxi-demo.example', agrupation_id: await demoRoot(), app: 'panel' },
      });
      expect(added.statusCode).toBe(201);
      for (const domain of ['book.taxi-demo.example', 'a.b.taxi-demo.example', 'x.localhost']) {
        const refused = await claim(domain);
        expect(refused.statusCode, domain).toBe(422);
        expect(refused.json().error).toBe('This host belongs to another operator');
      }
      // Its own host, asked again, is taken.
      expect((await claim('taxi-demo.example')).statusCode).toBe(422);
      // Addresses and bare names cannot be proved by anyone.
      for (const domain of ['203.0.113.7', 'intranet']) {
        expect((await claim(domain)).statusCode, domain).toBe(422);
      }
    });

    it('a claim another tenant proved first is gone, and cannot be verified', async () => {
      const theirs = (await claim('race.example')).json<Claim>();
      const platformAdds = await h.call('POST', '/api/admin/domains/', {
        token: platform,
        body: { domain: 'race.example', agrupation_id: await demoRoot(), app: 'panel' },
      });
      expect(platformAdds.statusCode).toBe(201);
      served.set(`/race.example/.well-known/parada-domain/${theirs.token}`, theirs.token);
      expect((await verify(theirs.id)).statusCode).toBe(404);
      expect(await servedBy('race.example')).toBe('demo');
    });

    const demoRoot = () => groupingId(h, 'demo');
  },
  {
    env: {
      DOMAIN_PROOF_HTTP_URL: `http://127.0.0.1:${webPort}/{host}/.well-known/parada-domain/{token}`,
      DOMAIN_PROOF_DNS_SERVERS: dns.server,
    },
    build: { domainProofReachesLoopback: true },
  },
);
