import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env';

/** Production refuses settings that would leak what it emails. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://taxi.example.com',
  DATABASE_URL: 'postgres://x:y@db.example.com/parada',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  PAYMENTS: 'off',
};

describe('production settings', () => {
  it('starts with an https PUBLIC_URL', () => {
    expect(loadEnv(PRODUCTION).PUBLIC_URL).toBe('https://taxi.example.com');
  });

  it('refuses a PUBLIC_URL that is not https, naming the setting', () => {
    for (const url of ['http://taxi.example.com', 'ftp://taxi.example.com', 'https:/x']) {
      const start = () => loadEnv({ ...PRODUCTION, PUBLIC_URL: url });
      expect(start).toThrow(EnvError);
      expect(start).toThrow(/PUBLIC_URL: must be an https origin/);
    }
  });

  it('keeps plain http outside production (the local servers)', () => {
    expect(loadEnv({ ...PRODUCTION, NODE_ENV: 'development' }).PUBLIC_URL).toBe(
      'https://taxi.example.com',
    );
    expect(
      loadEnv({ ...PRODUCTION, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:8000' })
        .PUBLIC_URL,
    ).toBe('http://localhost:8000');
  });
});
