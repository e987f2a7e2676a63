import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Where a claim's token is looked for; docs/deploy.md tells operators the same. */
export const WELL_KNOWN_PATH = '/.well-known/parada-domain/';
export const TXT_PREFIX = '_parada-domain.';
export const txtValue = (token: string) => `parada-domain=${token}`;

export interface DomainProofOptions {
  /** The URL template of the well-known file: {host} and {token} are filled in. */
  httpUrl: string;
  /** DNS servers (ip or ip:port) to ask for the TXT record; the system's when empty. */
  dnsServers: string[];
  timeoutMs: number;
  /**
   * Whether the well-known file may be fetched from an address: public unicast only by
   * default. Tests widen it to their loopback stand-ins (a build option production refuses).
   */
  reachable?: (address: string) => boolean;
}

export type ProofMethod = 'http' | 'dns';

/** How the server checks that whoever asked for a host controls it. */
export interface DomainProof {
  check(host: string, token: string): Promise<ProofMethod | null>;
}

/** At most this much of the well-known file is read: it holds one token. */
const MAX_BODY = 1024;
/** An https redirect and a www one, with room to spare; more is a loop or a maze. */
const MAX_HOPS = 5;

/**
 * Addresses that are not the public internet: this host, private and carrier networks,
 * link-local (the cloud metadata service at 169.254.169.254), documentation, benchmarking,
 * multicast and reserved ranges, and their IPv6 kin (unique-local, link-local, site-local,
 * NAT64 and 6to4, which can embed any IPv4 address).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is a public unicast one (an IPv4-mapped IPv6 address by its IPv4). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (family !== 6) return false;
  // The URL parser writes an IPv6 address in its one short form (::ffff:7f00:1).
  const short = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(short);
  if (mapped) {
    const high = Number.parseInt(mapped[1]!, 16);
    const low = Number.parseInt(mapped[2]!, 16);
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return !NOT_PUBLIC.check(bare, 'ipv6');
}

/** 127.0.0.0/8 and ::1 (also written as IPv4-mapped): the tests' stand-ins only. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) !== 6) return false;
  const short = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  return short === '::1' || /^::ffff:7f[0-9a-f]{2}:/.test(short);
}

class UnreachableAddress extends Error {
  override name = 'UnreachableAddress';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the socket that resolves the name and refuses it when any of its addresses
 * is not reachable: checked where the connection is made, so a name cannot answer one
 * address to a check and another to the connection.
 */
const guardedLookup =
  (reachable: (address: string) => boolean) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !reachable(entry.address));
      if (refused || !addresses.length) {
        return callback(new UnreachableAddress(`${hostname} is not a public address`), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };

/** One GET, no redirect followed; refuses a literal address that is not reachable. */
function getOnce(
  url: URL,
  reachable: (address: string) => boolean,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !reachable(literal)) {
    return Promise.reject(new UnreachableAddress(`${literal} is not a public address`));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: 'GET',
      headers: { accept: 'text/plain' },
      lookup: guardedLookup(reachable),
      signal,
      // A fresh connection each time: a pooled one may lead to an address checked before.
      agent: false,
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

async function readSmall(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const piece = chunk as Buffer;
    size += piece.length;
    if (size > MAX_BODY) {
      response.destroy();
      return '';
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The well-known file's text, following redirects by hand so that each hop's address is
 * checked; null for anything but a 2xx at the end of at most MAX_HOPS http(s) hops.
 */
async function fetchReachable(
  start: string,
  reachable: (address: string) => boolean,
  timeoutMs: number,
): Promise<string | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(start);
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const response = await getOnce(url, reachable, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      return null;
    }
    return readSmall(response);
  }
  return null;
}

/**
 * The two proofs an operator may give, as ACME's HTTP-01 and DNS-01 challenges do: the
 * token served as plain text at http://<host>/.well-known/parada-domain/<token> (redirects
 * followed, so an https redirect is fine), or a TXT record `parada-domain=<token>` on
 * _parada-domain.<host>. The file is fetched only from public addresses, each hop's
 * checked, so a claim cannot make the server call its own network or the cloud's metadata. Only "shown or not" leaves this function, never what the host
 * answered, so a claim cannot be used to read another server's pages.
 */
export function createDomainProof(options: DomainProofOptions): DomainProof {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.dnsServers.length) resolver.setServers(options.dnsServers);
  const reachable = options.reachable ?? isPublicAddress;

  const overHttp = async (host: string, token: string) => {
    const url = options.httpUrl
      .replaceAll('{host}', host)
      .replaceAll('{token}', encodeURIComponent(token));
    try {
      const text = await fetchReachable(url, reachable, options.timeoutMs);
      return text !== null && text.trim() === token;
    } catch {
      return false;
    }
  };

  const overDns = async (host: string, token: string) => {
    try {
      const records = await resolver.resolveTxt(`${TXT_PREFIX}${host}`);
      return records.some((parts) => parts.join('') === txtValue(token));
    } catch {
      return false;
    }
  };

  return {
    async check(host, token) {
      const [http, dns] = await Promise.all([overHttp(host, token), overDns(host, token)]);
      return http ? 'http' : dns ? 'dns' : null;
    },
  };
}
