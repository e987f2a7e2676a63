import { runSaga } from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { Api } from '../../api/create-api';
import { DEPENDENCIES } from '../../store/dependencies';
import { makeRide, makeUser } from '../../testing/factories';
import { ridesActions } from '../rides/slice';
import { bookRide, nextAfterBooking, type BookingOutcome, type BookingRequest } from './booking';

const draft: BookingRequest['draft'] = {
  groupingId: 7,
  origin: { name: 'Plaça de Catalunya, 1', latitude: 41.387, longitude: 2.17 },
  destination: { name: 'Aeroport del Prat T1', latitude: 41.297, longitude: 2.083 },
  passengers: 2,
  fare: 35.5,
};

/** Runs the flow alone, with the signed-in user given and the API's create as told. */
async function book(request: BookingRequest, create: Api['services']['create'], signedIn = true) {
  const dispatched: unknown[] = [];
  const api = { services: { create } } as unknown as Api;
  const task = runSaga(
    {
      dispatch: (action) => dispatched.push(action),
      getState: () => ({ auth: { user: signedIn ? makeUser({ id: 1 }) : null } }),
      context: { [DEPENDENCIES]: { api } },
    },
    bookRide,
    request,
  );
  const outcome = (await task.toPromise()) as BookingOutcome;
  return { outcome, dispatched };
}

describe('bookRide', () => {
  it('sends the draft as the signed-in user and says where to go next', async () => {
    const create = vi.fn().mockResolvedValue({ service: makeRide({ id: 5, status_code: 1 }) });
    const { outcome, dispatched } = await book(
      { draft, booker: 'client', idempotencyKey: 'k1' },
      create,
    );
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ usuario_id: 1, agrupacion_id: 7, fare: 35.5, passengers: 2 }),
      'k1',
    );
    expect(outcome).toMatchObject({ ok: true, next: 'live', service: { id: 5 } });
    expect(dispatched).toContainEqual(ridesActions.refreshRequested());
  });

  it('answers with the server message and its 422 field list', async () => {
    const create = vi
      .fn()
      .mockRejectedValue(
        new ApiError('No service in this zone', 422, [{ field: 'direccion', message: 'x' }]),
      );
    const { outcome } = await book({ draft, booker: 'hotel' }, create);
    expect(outcome).toEqual({
      ok: false,
      message: 'No service in this zone',
      errors: [{ field: 'direccion', message: 'x' }],
    });
  });

  it('does not send anything without a session', async () => {
    const create = vi.fn();
    const { outcome } = await book({ draft, booker: 'guest' }, create, false);
    expect(create).not.toHaveBeenCalled();
    expect(outcome.ok).toBe(false);
  });
});

describe('nextAfterBooking', () => {
  it('a booking for later goes to the bookings, whoever booked it', () => {
    expect(nextAfterBooking({ status_code: 13 }, 'client')).toBe('bookings');
    expect(nextAfterBooking({ status_code: 13 }, 'kiosk')).toBe('bookings');
  });
  it('a ride now is followed live; the kiosk follows it on its own screen', () => {
    expect(nextAfterBooking({ status_code: 1 }, 'guest')).toBe('live');
    expect(nextAfterBooking({ status_code: 2 }, 'employee')).toBe('live');
    expect(nextAfterBooking({ status_code: 1 }, 'kiosk')).toBe('kiosk');
  });
});
