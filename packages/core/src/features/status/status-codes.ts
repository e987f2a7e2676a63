/**
 * Service status codes (spec §4, docs/architecture.md, ride lifecycle) and everything derived from a code alone:
 * what the status box says, whether it shows a progress bar, which codes are final and
 * which transitions the server accepts. The server and the apps read the same table.
 */

export const RIDE_STATUS = {
  CREATED: 1,
  SEARCHING: 2,
  DRIVER_ASSIGNED: 3,
  CANCELLED_BY_CUSTOMER: 4,
  CANCELLED_BY_OPERATOR: 5,
  DRIVER_ON_THE_WAY: 6,
  IN_PROGRESS: 7,
  COMPLETED: 8,
  NOT_ATTENDED: 9,
  AT_PICKUP: 10,
  SCHEDULED: 13,
} as const;

export type StatusCode = (typeof RIDE_STATUS)[keyof typeof RIDE_STATUS];

export const STATUS_CODES: readonly StatusCode[] = Object.values(RIDE_STATUS);

export const isStatusCode = (value: unknown): value is StatusCode =>
  typeof value === 'number' && (STATUS_CODES as readonly number[]).includes(value);

/** The stages a user sees; several codes share one (1 and 2, 3 and 6). */
export type StatusPhase =
  | 'searching'
  | 'driver_on_the_way'
  | 'at_pickup'
  | 'in_progress'
  | 'completed'
  | 'not_attended'
  | 'cancelled_by_customer'
  | 'cancelled_by_operator'
  | 'scheduled';

const PHASE_BY_CODE: Record<StatusCode, StatusPhase> = {
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
};

export const statusPhase = (code: StatusCode): StatusPhase => PHASE_BY_CODE[code];

/** i18n key of the status box message for a code (e.g. 'Looking for a driver...'). */
export const statusMessageKey = (code: StatusCode): `status.message.${StatusPhase}` =>
  `status.message.${statusPhase(code)}`;

/** i18n key of the short status name shown in tables, one per code. */
export const statusNameKey = (code: StatusCode): `status.name.${StatusCode}` =>
  `status.name.${code}`;

/** The status box shows an indeterminate progress bar only while a driver is searched. */
export const showsProgressBar = (code: StatusCode): boolean => statusPhase(code) === 'searching';

export const FINAL_STATUS_CODES: readonly StatusCode[] = [
  RIDE_STATUS.COMPLETED,
  RIDE_STATUS.NOT_ATTENDED,
  RIDE_STATUS.CANCELLED_BY_CUSTOMER,
  RIDE_STATUS.CANCELLED_BY_OPERATOR,
];

export const isFinalStatus = (code: number): boolean =>
  (FINAL_STATUS_CODES as readonly number[]).includes(code);

/**
 * The one table of allowed transitions (docs/architecture.md, ride lifecycle); the server refuses every other.
 * Reasoning, in the order a ride lives:
 * - 13 scheduled enters dispatch at its time as 1 (or straight to 2 when the dispatcher
 *   starts searching at once); until then customer (4) or operator (5) may cancel it.
 * - 1 created → 2 searching, or a driver accepts at once (3); nobody found in time is
 *   9 not attended. Both 1 and 2 can be cancelled by either side.
 * - 3 assigned → 6 on the way → 10 at pickup; a driver close enough may arrive from 3
 *   directly. Until the trip starts, the customer (4) or operator/driver (5) may cancel;
 *   9 is only "no driver found", so it is not reachable once a driver is assigned.
 * - 10 at pickup → 7 in progress once the passenger is aboard.
 * - 7 in progress ends in 8 completed; the customer can no longer cancel a trip under
 *   way, only the operator/driver can abort it (5).
 * - 8, 9, 4, 5 are final: nothing leaves them.
 */
export const STATUS_TRANSITIONS: Readonly<Record<StatusCode, readonly StatusCode[]>> = {
  13: [1, 2, 4, 5],
  1: [2, 3, 4, 5, 9],
  2: [3, 4, 5, 9],
  3: [6, 10, 4, 5],
  6: [10, 4, 5],
  10: [7, 4, 5],
  7: [8, 5],
  8: [],
  9: [],
  4: [],
  5: [],
};

export const canTransition = (from: StatusCode, to: StatusCode): boolean =>
  STATUS_TRANSITIONS[from].includes(to);

/** A customer may cancel exactly where the table allows 4. */
export const canCustomerCancel = (code: StatusCode): boolean =>
  canTransition(code, RIDE_STATUS.CANCELLED_BY_CUSTOMER);

/** A ride happening now: not booked for later, not over (the in-process list). */
export const IN_PROCESS_STATUS_CODES: readonly StatusCode[] = STATUS_CODES.filter(
  (code) => code !== RIDE_STATUS.SCHEDULED && !isFinalStatus(code),
);

/** The assigned driver is on the ride: from assignment to drop-off. */
export const DRIVER_ON_RIDE_STATUS_CODES: readonly StatusCode[] = STATUS_CODES.filter((code) =>
  (['driver_on_the_way', 'at_pickup', 'in_progress'] as StatusPhase[]).includes(statusPhase(code)),
);
