import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs ~128 MiB per hash; 2^15 keeps logins fast
// on two shared cores while staying far above what a leaked table could be brute-forced at.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
let costLog2 = 15;

/** Tests lower the cost of new hashes; stored hashes carry their own parameters. */
export function setPasswordHashCost(log2N: number): void {
  costLog2 = log2N;
}
const KEY_LENGTH = 32;

/** Hashes a password as `scrypt$N$r$p$salt$hash` so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...SCRYPT, N: 2 ** costLog2 };
  const hash = await scryptAsync(password, salt, KEY_LENGTH, params);
  return [
    'scrypt',
    params.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so an unknown account does not answer faster.
    await scryptAsync(password, randomBytes(16), KEY_LENGTH, { ...SCRYPT, N: 2 ** costLog2 });
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A bearer token of 256 random bits; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A numeric code of `digits` digits, leading zeros allowed (SMS activation). */
export const numericCode = (digits: number): string =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** A readable password for generated employee accounts. */
export function generatedPassword(): string {
  return randomBytes(9).toString('base64url');
}
