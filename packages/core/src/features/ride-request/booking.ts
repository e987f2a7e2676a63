/**
 * The one booking flow: every screen that books a ride — the panel's request and
 * resend, hotel staff, the hotel kiosk, the guest, the console's phone booking — hands a draft and who books to `bookRide`,
 * the only caller of `api.services.create` and `api.console.book`. It sends the draft, refreshes the lists and
 * answers with the outcome and where the booker goes next.
 */
import { call, put, select } from 'redux-saga/effects';
import { isApiError, isConnectionLost, type ApiFieldError } from '../../api/api-error';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { newIdempotencyKey } from '../../store/idempotency';
import type { User } from '../auth/schemas';
import { selectUser } from '../auth/slice';
import { buildRideCreationPayload, type RideDraft } from '../rides/creation';
import type { Ride, RideEnvelope } from '../rides/schemas';
import { ridesActions } from '../rides/slice';
import { RIDE_STATUS } from '../status/status-codes';

/**
 * Who books: the panel's client or employee, hotel staff for a room, the kiosk, a guest, or
 * a console's dispatcher for a client on the phone.
 */
export type Booker = 'client' | 'employee' | 'hotel' | 'kiosk' | 'guest' | 'operator';

/**
 * Where the booker goes once the ride exists: the live ride (status box and map), the list
 * of bookings for later, or — at the kiosk — the kiosk's own following screen.
 */
export type BookingNext = 'live' | 'bookings' | 'kiosk';

/** The draft as a screen holds it; the flow adds the signed-in user. */
export type BookingDraft = Omit<RideDraft, 'userId'>;

export interface BookingRequest {
  draft: BookingDraft;
  booker: Booker;
  /** The client a dispatcher books for (their user id); the signed-in user when absent. */
  bookingFor?: number | null;
  /** The key of this attempt: a retry of the same attempt must reuse it. */
  idempotencyKey?: string;
}

export type BookingOutcome =
  | { ok: true; service: Ride; next: BookingNext }
  | {
      ok: false;
      message: string;
      errors: ApiFieldError[];
      /** No answer came (network down, timeout): the same key may be sent again later. */
      offline?: true;
    };

/** Decided on the created ride's status: a booking for later is followed in the bookings. */
export const nextAfterBooking = (ride: Pick<Ride, 'status_code'>, booker: Booker) => {
  if (ride.status_code === RIDE_STATUS.SCHEDULED) return 'bookings' as const;
  return booker === 'kiosk' ? ('kiosk' as const) : ('live' as const);
};

/** Sends a draft as the signed-in user. Callers validate their own form before. */
export function* bookRide(request: BookingRequest) {
  const { api } = yield* dependencies();
  const user: User | null = yield select(selectUser);
  if (!user) {
    const outcome: BookingOutcome = { ok: false, message: 'error.session_expired', errors: [] };
    return outcome;
  }
  const forClient = request.bookingFor ?? null;
  const payload = buildRideCreationPayload({ ...request.draft, userId: forClient ?? user.id });
  try {
    const created: RideEnvelope = yield forClient !== null
      ? call(api.console.book, forClient, payload)
      : call(api.services.create, payload, request.idempotencyKey ?? newIdempotencyKey());
    yield put(ridesActions.refreshRequested());
    const outcome: BookingOutcome = {
      ok: true,
      service: created.service,
      next: nextAfterBooking(created.service, request.booker),
    };
    return outcome;
  } catch (error) {
    const outcome: BookingOutcome = {
      ok: false,
      message: errorMessage(error),
      // The server's field list is only meaningful for a 422.
      errors: isApiError(error) && error.status === 422 ? error.errors : [],
      ...(isConnectionLost(error) ? { offline: true as const } : {}),
    };
    return outcome;
  }
}
