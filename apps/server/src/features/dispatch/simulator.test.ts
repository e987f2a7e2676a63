import { describe, expect, it } from 'vitest';
import { simulatedSeconds } from './simulator';

describe('the simulated clock', () => {
  it('runs speed times faster than the real one', () => {
    expect(simulatedSeconds(null, 5_000, 60, 1_000)).toBe(0);
    expect(simulatedSeconds(1_000, 1_300, 60, 1_000)).toBeCloseTo(18);
  });

  it('counts a late tick as the longest tick allowed, so no car skips a ride', () => {
    expect(simulatedSeconds(1_000, 21_000, 60, 1_000)).toBe(60);
  });

  it('never runs backwards when the clock does', () => {
    expect(simulatedSeconds(5_000, 4_000, 60, 1_000)).toBe(0);
  });
});
