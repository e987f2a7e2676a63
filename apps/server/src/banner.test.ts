import { describe, expect, it } from 'vitest';
import { startBanner } from './banner';

describe("the start's banner", () => {
  const banner = startBanner({ port: 8000, apiDocs: true, demo: true });

  it('gives every app its address', () => {
    for (const address of [
      'http://localhost:8000/',
      'http://hotel.localhost:8000/',
      'http://guest.localhost:8000/',
      'http://console.localhost:8000/',
      'http://driver.localhost:8000/',
    ]) {
      expect(banner).toMatch(new RegExp(`^ {2}\\w+ +${address.replace(/\./g, '\\.')} +\\w`, 'm'));
    }
    expect(banner).toMatch(/^ {2}panel +http:\/\/localhost:8000\/ +clients/m);
    expect(banner).toMatch(/^ {2}driver +http:\/\/driver\.localhost:8000\/ +drivers$/m);
  });

  it('gives the API, its document and the demo accounts with their password', () => {
    expect(banner).toMatch(
      /^ {2}API +http:\/\/localhost:8000\/api\/ +its document: http:\/\/localhost:8000\/api\/docs$/m,
    );
    expect(banner).toContain('password demo1234');
    for (const email of ['client@example.com', 'company@example.com', 'hotel@example.com']) {
      expect(banner).toContain(email);
    }
    expect(banner).toMatch(/operator@example\.com +console/);
    expect(banner).toMatch(/driver@example\.com +driver: /);
  });

  it('fits a first screen: short lines, a few dozen at most', () => {
    const lines = banner.split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  it('names no document the server does not serve and no account it did not seed', () => {
    const bare = startBanner({ port: 8123, apiDocs: false, demo: false });
    expect(bare).toContain('http://hotel.localhost:8123/');
    expect(bare).not.toContain('/api/docs');
    expect(bare).not.toContain('demo1234');
    expect(bare).not.toContain('@example.com');
  });
});
