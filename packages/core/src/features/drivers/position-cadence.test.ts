import { describe, expect, it } from 'vitest';
import { metresBetween, navigationLinks, shouldSendFix } from './position-cadence';

const at = (latitude: number, longitude: number, ms: number) => ({ latitude, longitude, at: ms });

describe('when the phone sends its position', () => {
  it('sends the first fix, then about every 5 s while moving and 30 s while still', () => {
    expect(shouldSendFix(null, at(41.39, 2.17, 0))).toBe(true);
    const last = at(41.39, 2.17, 0);
    // ~55 m north: moving.
    expect(shouldSendFix(last, at(41.3905, 2.17, 4_000))).toBe(false);
    expect(shouldSendFix(last, at(41.3905, 2.17, 5_000))).toBe(true);
    // Standing still.
    expect(shouldSendFix(last, at(41.39, 2.17, 20_000))).toBe(false);
    expect(shouldSendFix(last, at(41.39, 2.17, 30_000))).toBe(true);
    // A jump sends at once.
    expect(shouldSendFix(last, at(41.392, 2.17, 1_000))).toBe(true);
  });

  it('measures metres on the Earth', () => {
    expect(
      Math.round(metresBetween({ latitude: 41, longitude: 2 }, { latitude: 41.001, longitude: 2 })),
    ).toBe(111);
  });

  it('hands a point to the map apps', () => {
    const links = navigationLinks({ latitude: 41.39, longitude: 2.17, name: 'Plaça Catalunya' });
    expect(links.geo).toBe('geo:41.39,2.17?q=41.39,2.17(Pla%C3%A7a%20Catalunya)');
    expect(links.google).toContain('destination=41.39,2.17');
    expect(links.apple).toContain('daddr=41.39,2.17');
    expect(links.waze).toContain('ll=41.39,2.17');
  });
});
