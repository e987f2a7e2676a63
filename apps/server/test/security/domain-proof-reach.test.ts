import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import {
  createDomainProof,
  isLoopbackAddress,
  isPublicAddress,
} from '../../src/features/admin/domain-proof';
import { testEnv } from '../../src/env';

/**
 * Domain proof fetches an operator-named host: never one on this machine, a private
 * network or the cloud's metadata service, neither at the first hop nor after a redirect.
 */

const TOKEN = 'proof-token-1234';

/** A web server on a loopback address that serves the token, counting what it is asked. */
async function webServer(host: string, handler?: (url: string) => [number, string, string?]) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const [status, body, location] = handler?.(request.url ?? '') ?? [200, TOKEN];
    response.writeHead(status, location ? { location } : { 'content-type': 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    asked,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const servers: { close: () => Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const proofAt = (httpUrl: string, reachable?: (address: string) => boolean) =>
  createDomainProof({
    httpUrl,
    dnsServers: ['127.0.0.1:9'],
    timeoutMs: 1500,
    ...(reachable && { reachable }),
  });

describe('security: domain proof reaches only public addresses', () => {
  it('tells public addresses from the rest', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '93.184.216.34']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.5.6.7',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '[::ffff:10.0.0.1]',
      'fd00::1',
      'fc12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
  });

  it('never fetches a loopback host, by address or by name', async () => {
    const web = await webServer('127.0.0.1');
    servers.push(web);
    for (const host of [`127.0.0.1:${web.port}`, `localhost:${web.port}`]) {
      const proof = proofAt(`http://{host}/.well-known/parada-domain/{token}`);
      expect(await proof.check(host, TOKEN), host).toBeNull();
    }
    expect(web.asked).toEqual([]);
  });

  it('refuses the metadata address and private ones before connecting', async () => {
    const proof = proofAt(`http://{host}/.well-known/parada-domain/{token}`);
    const started = Date.now();
    for (const host of ['169.254.169.254', '10.0.0.1', '[fd00::1]', '[::ffff:169.254.169.254]']) {
      expect(await proof.check(host, TOKEN), host).toBeNull();
    }
    // Refused at once, not after a connection attempt that times out.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('checks every hop of a redirect', async () => {
    const inside = await webServer('127.0.0.2');
    servers.push(inside);
    // The operator's "public" server (the one address this test lets through) redirects
    // inside: to another loopback address, to the metadata service, to a name for this host.
    const targets = [
      `http://127.0.0.2:${inside.port}/latest/meta-data/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${inside.port}/`,
    ];
    let next = 0;
    const outside = await webServer('127.0.0.1', () => [302, '', targets[next]!]);
    servers.push(outside);
    const onlyOutside = (address: string) => address === '127.0.0.1';
    for (next = 0; next < targets.length; next += 1) {
      const proof = proofAt(`http://{host}/.well-known/parada-domain/{token}`, onlyOutside);
      expect(await proof.check(`127.0.0.1:${outside.port}`, TOKEN), targets[next]).toBeNull();
    }
    expect(outside.asked).toHaveLength(targets.length);
    expect(inside.asked).toEqual([]);
  });

  it('follows a redirect between reachable addresses, and gives up on a loop', async () => {
    const target = await webServer('127.0.0.1');
    servers.push(target);
    const hop = await webServer('127.0.0.1', () => [
      301,
      '',
      `http://127.0.0.1:${target.port}/.well-known/parada-domain/${TOKEN}`,
    ]);
    servers.push(hop);
    const loopbackToo = (address: string) => isLoopbackAddress(address);
    const proof = proofAt(`http://{host}/.well-known/parada-domain/{token}`, loopbackToo);
    expect(await proof.check(`127.0.0.1:${hop.port}`, TOKEN)).toBe('http');
    const loop = await webServer('127.0.0.1', (url) => [302, '', url]);
    servers.push(loop);
    expect(await proof.check(`127.0.0.1:${loop.port}`, TOKEN)).toBeNull();
    expect(loop.asked.length).toBeLessThanOrEqual(6);
  });

  it('lets only tests widen the reach: production refuses the build option', async () => {
    const db = createDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await expect(
        buildApp({
          env: { ...testEnv(), NODE_ENV: 'production' },
          db,
          domainProofReachesLoopback: true,
        }),
      ).rejects.toThrow(/production fetches only public addresses/);
    } finally {
      await db.destroy();
    }
  });
});
