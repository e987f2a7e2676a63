import { describe, expect, it } from 'vitest';
import { EXPAND_WITHIN_MS, startsWithinTheHour } from './to-ride';

describe('a booking opens its details (expand) when its pick-up is within the hour', () => {
  it('is set from now to an hour ahead, and not before or after', () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(startsWithinTheHour(inMinutes(5))).toBe(true);
    expect(startsWithinTheHour(inMinutes(59))).toBe(true);
    expect(startsWithinTheHour(inMinutes(61))).toBe(false);
    expect(startsWithinTheHour(inMinutes(-5))).toBe(false);
    expect(startsWithinTheHour(null)).toBe(false);
    expect(EXPAND_WITHIN_MS).toBe(3_600_000);
  });
});
