import { Resolver } from 'node:dns/promises';

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
}

export type ProofMethod = 'http' | 'dns';

/** How the server checks that whoever asked for a host controls it. */
export interface DomainProof {
  check(host: string, token: string): Promise<ProofMethod | null>;
}

/** At most this much of the well-known file is read: it holds one token. */
const MAX_BODY = 1024;

async function readSmall(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY) {
      await reader.cancel();
      return '';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The two proofs an operator may give, as ACME's HTTP-01 and DNS-01 challenges do: the
 * token served as plain text at http://<host>/.well-known/parada-domain/<token> (redirects
 * followed, so an https redirect is fine), or a TXT record `parada-domain=<token>` on
 * _parada-domain.<host>. Only "shown or not" leaves this function, never what the host
 * answered, so a claim cannot be used to read another server's pages.
 */
export function createDomainProof(options: DomainProofOptions): DomainProof {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.dnsServers.length) resolver.setServers(options.dnsServers);

  const overHttp = async (host: string, token: string) => {
    const url = options.httpUrl
      .replaceAll('{host}', host)
      .replaceAll('{token}', encodeURIComponent(token));
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'text/plain' },
      });
      if (!response.ok) {
        await response.body?.cancel();
        return false;
      }
      return (await readSmall(response)).trim() === token;
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
