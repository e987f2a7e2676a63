import { isFinalStatus } from '@parada/core';

/** The badge colour of a status: brand while live, green done, red cancelled, grey otherwise. */
export function statusTone(code: number): 'brand' | 'green' | 'red' | 'gray' | 'accent' {
  if (code === 8) return 'green';
  if (code === 4 || code === 5 || code === 9) return 'red';
  if (code === 13) return 'accent';
  if (isFinalStatus(code)) return 'gray';
  return 'brand';
}
