import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession } from '../../testing/factories';
import { fakeTimersInEachTest, makeTestStore } from '../../testing/test-store';
import { selectIsLoggedIn } from '../auth/slice';
import { guestsActions, selectGuestHotel, selectGuestSignup } from './slice';

const body = {
  token: 'tok',
  name: 'Ana Guest',
  room: '214',
  phone: '+34600999111',
  terms_accepted: true as const,
};

describe('guest signup', () => {
  fakeTimersInEachTest();

  it('logs the guest in with the token the signup answers', async () => {
    const { store, api } = makeTestStore();
    api.hotel.guestSignup.mockResolvedValue({ token: 'session', user: makeSession().user });
    api.auth.validateToken.mockResolvedValue(makeSession());
    store.dispatch(guestsActions.signupRequested(body));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.hotel.guestSignup).toHaveBeenCalledWith(body);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it("keeps the server's field errors on a 422", async () => {
    const { store, api } = makeTestStore();
    api.hotel.guestSignup.mockRejectedValue(
      new ApiError('Invalid', 422, [{ field: 'room', message: 'Only letters and numbers.' }]),
    );
    store.dispatch(guestsActions.signupRequested(body));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGuestSignup(store.getState())).toMatchObject({
      status: 'failed',
      errors: [{ field: 'room', message: 'Only letters and numbers.' }],
    });
  });

  it('asks for the code sent to a guest already known, then signs in with it', async () => {
    const { store, api } = makeTestStore();
    api.hotel.guestSignup.mockResolvedValue({ code_sent: 'sms' });
    store.dispatch(guestsActions.signupRequested(body));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGuestSignup(store.getState())).toMatchObject({ status: 'idle', codeSent: 'sms' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);

    api.hotel.guestSignIn.mockRejectedValueOnce(
      new ApiError('Invalid', 422, [{ field: 'code', message: 'Invalid code' }]),
    );
    const { terms_accepted: _terms, ...details } = body;
    store.dispatch(guestsActions.signInRequested({ ...details, code: '000000' }));
    await vi.advanceTimersByTimeAsync(0);
    // A wrong code keeps the code step open.
    expect(selectGuestSignup(store.getState())).toMatchObject({
      status: 'failed',
      codeSent: 'sms',
    });

    api.hotel.guestSignIn.mockResolvedValue({ token: 'session', user: makeSession().user });
    api.auth.validateToken.mockResolvedValue(makeSession());
    store.dispatch(guestsActions.signInRequested({ ...details, code: '123456' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe("a room card's hotel", () => {
  it('holds the card a prerendered page was drawn for as checked, without asking again', async () => {
    const { store, api } = makeTestStore();
    const hotel = { name: 'Hotel Demo Barcelona', logo: null };
    store.dispatch(guestsActions.hotelSeeded({ token: 'card', hotel }));
    await Promise.resolve();
    expect(selectGuestHotel(store.getState())).toEqual({
      token: 'card',
      value: hotel,
      status: 'loaded',
    });
    expect(api.hotel.guestHotel).not.toHaveBeenCalled();
  });
});
