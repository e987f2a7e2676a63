import { describe, expect, it } from 'vitest';
import {
  DRIVER_ON_RIDE_STATUS_CODES,
  FINAL_STATUS_CODES,
  IN_PROCESS_STATUS_CODES,
  STATUS_CODES,
  STATUS_TRANSITIONS,
  canCustomerCancel,
  canTransition,
  isFinalStatus,
  isStatusCode,
  showsProgressBar,
  statusMessageKey,
  statusNameKey,
  statusPhase,
  type StatusCode,
} from './status-codes';

describe('status codes', () => {
  it('knows exactly the codes of the spec', () => {
    expect([...STATUS_CODES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13]);
    expect(isStatusCode(13)).toBe(true);
    expect(isStatusCode(11)).toBe(false);
    expect(isStatusCode('1')).toBe(false);
  });

  it('maps each code to its stage as the spec lists them', () => {
    const phases = Object.fromEntries(STATUS_CODES.map((code) => [code, statusPhase(code)]));
    expect(phases).toEqual({
      1: 'searching',
      2: 'searching',
      3: 'driver_on_the_way',
      6: 'driver_on_the_way',
      10: 'at_pickup',
      7: 'in_progress',
      8: 'completed',
      9: 'not_attended',
      4: 'cancelled_by_customer',
      5: 'cancelled_by_operator',
      13: 'scheduled',
    });
  });

  it('gives 3 and 6 the same message and every code its own name', () => {
    expect(statusMessageKey(3)).toBe(statusMessageKey(6));
    expect(statusMessageKey(1)).toBe('status.message.searching');
    expect(new Set(STATUS_CODES.map(statusNameKey)).size).toBe(STATUS_CODES.length);
    expect(statusNameKey(13)).toBe('status.name.13');
  });

  it('shows the progress bar only while searching (1, 2)', () => {
    expect(STATUS_CODES.filter(showsProgressBar).sort()).toEqual([1, 2]);
  });

  it('treats 8, 9, 4 and 5 as final', () => {
    expect([...FINAL_STATUS_CODES].sort((a, b) => a - b)).toEqual([4, 5, 8, 9]);
    expect(isFinalStatus(7)).toBe(false);
    expect(isFinalStatus(13)).toBe(false);
  });
});

describe('status transitions', () => {
  const allowed = (from: StatusCode) =>
    STATUS_CODES.filter((to) => canTransition(from, to)).sort((a, b) => a - b);

  it('follows the documented table', () => {
    expect(allowed(13)).toEqual([1, 2, 4, 5]);
    expect(allowed(1)).toEqual([2, 3, 4, 5, 9]);
    expect(allowed(2)).toEqual([3, 4, 5, 9]);
    expect(allowed(3)).toEqual([4, 5, 6, 10]);
    expect(allowed(6)).toEqual([4, 5, 10]);
    expect(allowed(10)).toEqual([4, 5, 7]);
    expect(allowed(7)).toEqual([5, 8]);
  });

  it('lets nothing leave a final state', () => {
    for (const code of FINAL_STATUS_CODES) expect(allowed(code)).toEqual([]);
  });

  it('never allows staying in place or going back to scheduled', () => {
    for (const code of STATUS_CODES) {
      expect(canTransition(code, code)).toBe(false);
      expect(canTransition(code, 13)).toBe(false);
    }
  });

  it('reaches every final state from the start of a ride', () => {
    const reachable = new Set<StatusCode>([13]);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reachable])
        for (const to of STATUS_TRANSITIONS[from])
          if (!reachable.has(to)) {
            reachable.add(to);
            grew = true;
          }
    }
    expect([...reachable].sort((a, b) => a - b)).toEqual([...STATUS_CODES].sort((a, b) => a - b));
  });

  it('lets the customer cancel until the trip starts, not during or after it', () => {
    expect([13, 1, 2, 3, 6, 10].every((code) => canCustomerCancel(code as StatusCode))).toBe(true);
    expect([7, 8, 9, 4, 5].some((code) => canCustomerCancel(code as StatusCode))).toBe(false);
  });
});

describe('status groups the server queries by', () => {
  it('in process: every live code, neither scheduled nor final', () => {
    expect([...IN_PROCESS_STATUS_CODES].sort((a, b) => a - b)).toEqual([1, 2, 3, 6, 7, 10]);
  });

  it('driver on the ride: from assignment to drop-off', () => {
    expect([...DRIVER_ON_RIDE_STATUS_CODES].sort((a, b) => a - b)).toEqual([3, 6, 7, 10]);
  });
});
