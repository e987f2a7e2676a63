import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('deviceOf', () => {
  it('names the browser and the system of common User-Agents', () => {
    const cases: [string, string | null, string | null][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
        'Firefox',
        'Linux',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Safari',
        'macOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0',
        'Edge',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
        'Chrome',
        'Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/129.0 Mobile/15E148 Safari/604.1',
        'Chrome',
        'iOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        'Chrome',
        'Linux',
      ],
      ['curl/8.5.0', null, null],
    ];
    for (const [agent, browser, system] of cases) {
      expect(deviceOf(agent), agent).toEqual({ browser, system });
    }
    expect(deviceOf(null)).toEqual({ browser: null, system: null });
  });
});
