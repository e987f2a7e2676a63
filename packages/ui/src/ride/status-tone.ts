import { RIDE_STATUS, isFinalStatus, statusPhase, isStatusCode } from '@parada/core';

/** The badge colour of a status: brand while live, green done, red cancelled, grey otherwise. */
export function statusTone(code: number): 'brand' | 'green' | 'red' | 'gray' | 'accent' {
  if (!isStatusCode(code)) return 'gray';
  if (code === RIDE_STATUS.COMPLETED) return 'green';
  if (code === RIDE_STATUS.SCHEDULED) return 'accent';
  const phase = statusPhase(code);
  if (phase === 'not_attended' || phase.startsWith('cancelled')) return 'red';
  if (isFinalStatus(code)) return 'gray';
  return 'brand';
}
