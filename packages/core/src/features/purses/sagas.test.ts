import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession } from '../../testing/factories';
import { fakeTimersInEachTest, settledStore } from '../../testing/test-store';
import type { Purse, PurseMovement } from './schemas';
import { RETURN_POLL_MS } from './sagas';
import { pursesActions } from './slice';
import { rechargeFlow } from './recharge-flow';
import { transferFlow } from './transfer-flow';

/** The gateway's answer for a card that needs the bank's step (3-D Secure). */
const bankStep = (reference: string) => ({
  status: 'requires_action' as const,
  reference,
  action_url: `http://localhost/api/gateway/sandbox/${reference}/confirm`,
});

const purse = (balance: number): Purse => ({ balance, currency: 'EUR', code: 'K7QX2M4P' });

const movement = (amount: number, balance_after: number): PurseMovement => ({
  id: 9,
  kind: amount < 0 ? 'transfer_out' : 'recharge',
  amount,
  balance_after,
  description: 'Transfer',
  counterpart: amount < 0 ? { name: 'Office', code: 'B2CD3FGH' } : null,
  service_id: null,
  created_at: '2026-11-21T10:00:00Z',
});

const sessionStore = () =>
  settledStore(makeSession(), {
    answers: (api) => {
      api.purses.get.mockResolvedValue(purse(50.1));
      api.purses.movements.mockResolvedValue({ movements: [movement(0.29, 50.1)], total: 1 });
    },
    asks: [pursesActions.purseRequested()],
  });

describe('purse sagas', () => {
  fakeTimersInEachTest();

  it('loads the balance and the first page of movements in integer cents', async () => {
    const { store, api } = await sessionStore();
    const state = store.getState().purses;
    expect(state.purse).toEqual({ balanceCents: 5010, currency: 'EUR', code: 'K7QX2M4P' });
    // 0.29 is 29 cents, not 28.999…
    expect(state.movements.items[0]).toMatchObject({ amountCents: 29, balanceAfterCents: 5010 });
    expect(api.purses.movements).toHaveBeenCalledWith({ offset: 0, limit: 10 });
  });

  it('pages the movements', async () => {
    const { store, api } = await sessionStore();
    store.dispatch(pursesActions.movementsRequested({ offset: 10 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.purses.movements).toHaveBeenLastCalledWith({ offset: 10, limit: 10 });
  });

  it('names the receiver before sending, and keeps only the answer for the code confirmed', async () => {
    const { store, api } = await sessionStore();
    let answerOld: (value: { name: string }) => void = () => {};
    api.purses.recipient.mockReturnValueOnce(
      new Promise((resolve) => {
        answerOld = resolve;
      }),
    );
    store.dispatch(pursesActions.recipientRequested('AKR3JFSS'));
    api.purses.recipient.mockResolvedValueOnce({ name: 'Carla Client' });
    store.dispatch(pursesActions.recipientRequested('B2CD3FGH'));
    await vi.advanceTimersByTimeAsync(0);
    answerOld({ name: 'Somebody Else' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().purses.recipient).toEqual({
      to: 'B2CD3FGH',
      status: 'loaded',
      name: 'Carla Client',
      error: null,
    });
    api.purses.recipient.mockRejectedValueOnce(new ApiError('error.transfer', 422));
    store.dispatch(pursesActions.recipientRequested('ZZZZZZZZ'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().purses.recipient).toMatchObject({
      status: 'failed',
      name: null,
      error: 'error.transfer',
    });
    expect(api.purses.transfer).not.toHaveBeenCalled();
  });

  it('transfers with an idempotency key and shows the new balance', async () => {
    const { store, api } = await sessionStore();
    api.purses.transfer.mockResolvedValue({ purse: purse(37.6), movement: movement(-12.5, 37.6) });
    store.dispatch(transferFlow.trigger({ to: ' b2cd3fgh ', amount: 12.5 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.purses.transfer).toHaveBeenCalledWith(
      { to: 'b2cd3fgh', amount: 12.5 },
      expect.any(String),
    );
    const state = store.getState().purses;
    expect(state.purse?.balanceCents).toBe(3760);
    expect(transferFlow.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, params: { cents: 1250 } },
    });
    expect(state.transferAttempt).toBeNull();
    // The movements reload to show the new line.
    expect(api.purses.movements).toHaveBeenCalledTimes(2);
  });

  it('retries a failed transfer of the same body with the same key, and a changed one with a new key', async () => {
    const { store, api } = await sessionStore();
    api.purses.transfer.mockRejectedValue(
      new ApiError('Something went wrong! Please try again.', 500),
    );
    store.dispatch(transferFlow.trigger({ to: '42', amount: 5 }));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(transferFlow.trigger({ to: '42', amount: 5 }));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(transferFlow.trigger({ to: '42', amount: 6 }));
    await vi.advanceTimersByTimeAsync(0);
    const keys = api.purses.transfer.mock.calls.map((args) => args[1]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(transferFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'Something went wrong! Please try again.', seq: 3 },
    });
  });

  it("shows the spec's transfer refusal", async () => {
    const { store, api } = await sessionStore();
    api.purses.transfer.mockRejectedValue(
      new ApiError('You do not have enough balance / Customer is invalid', 422),
    );
    store.dispatch(transferFlow.trigger({ to: 'ZZZZZZZZ', amount: 5000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(transferFlow.select(store.getState()).outcome).toMatchObject({
      ok: false,
      message: 'You do not have enough balance / Customer is invalid',
      code: 422,
    });
    expect(store.getState().purses.purse?.balanceCents).toBe(5010);
  });

  it('recharges by card, or waits for the bank step and settles it', async () => {
    const { store, api } = await sessionStore();
    const card = { number: '4242424242424242', expiry: '12/39', cvc: '123' };
    api.purses.recharge.mockResolvedValueOnce({ purse: purse(70.1), movement: movement(20, 70.1) });
    store.dispatch(rechargeFlow.trigger({ step: 'card', request: { amount: 20, card } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(rechargeFlow.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, params: { cents: 2000 } },
    });
    expect(store.getState().purses.purse?.balanceCents).toBe(7010);

    api.purses.recharge.mockResolvedValueOnce(bankStep('rch_1'));
    store.dispatch(rechargeFlow.trigger({ step: 'card', request: { amount: 12.34, card } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().purses.recharge.action).toEqual({
      reference: 'rch_1',
      url: 'http://localhost/api/gateway/sandbox/rch_1/confirm',
    });
    // Not credited yet: the outcome has no amount, and the balance has not moved.
    expect(rechargeFlow.select(store.getState()).outcome).toMatchObject({ ok: true, params: {} });
    expect(store.getState().purses.purse?.balanceCents).toBe(7010);
    api.purses.confirmSandboxStep.mockResolvedValue({ status: 'succeeded' });
    api.purses.get.mockResolvedValue(purse(82.44));
    store.dispatch(rechargeFlow.trigger({ step: 'bank' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.purses.confirmSandboxStep).toHaveBeenCalledWith('rch_1');
    expect(rechargeFlow.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, params: { cents: 1234 } },
    });
    expect(store.getState().purses.recharge).toEqual({ attempt: null, action: null });
    expect(store.getState().purses.purse?.balanceCents).toBe(8244);
  });

  it('a refused bank step fails the recharge and keeps the step; a retried card reuses its key', async () => {
    const { store, api } = await sessionStore();
    const card = { number: '4000000000003220', expiry: '12/39', cvc: '123' };
    api.purses.recharge.mockResolvedValue(bankStep('rch_9'));
    store.dispatch(rechargeFlow.trigger({ step: 'card', request: { amount: 5, card } }));
    await vi.advanceTimersByTimeAsync(0);
    api.purses.confirmSandboxStep.mockRejectedValue(new ApiError('Your card was declined.', 402));
    store.dispatch(rechargeFlow.trigger({ step: 'bank' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(rechargeFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'Your card was declined.', code: 402 },
    });
    expect(store.getState().purses.recharge.action?.reference).toBe('rch_9');
    store.dispatch(pursesActions.rechargeClosed());
    expect(store.getState().purses.recharge.action).toBeNull();
    store.dispatch(rechargeFlow.trigger({ step: 'card', request: { amount: 5, card } }));
    await vi.advanceTimersByTimeAsync(0);
    const keys = api.purses.recharge.mock.calls.map((args) => args[1]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('follows a recharge back from the bank page until the provider settles it', async () => {
    const { store, api } = await sessionStore();
    api.purses.rechargeStatus
      .mockResolvedValueOnce({ status: 'requires_action' })
      .mockResolvedValueOnce({ status: 'succeeded' });
    api.purses.get.mockResolvedValue(purse(75.1));
    store.dispatch(pursesActions.rechargeReturned('rch_2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().purses.returned).toMatchObject({
      reference: 'rch_2',
      status: 'pending',
    });
    await vi.advanceTimersByTimeAsync(RETURN_POLL_MS);
    expect(api.purses.rechargeStatus).toHaveBeenCalledTimes(2);
    expect(store.getState().purses.returned?.status).toBe('succeeded');
    expect(store.getState().purses.purse?.balanceCents).toBe(7510);
  });

  it("says a returned recharge failed when it is not the user's", async () => {
    const { store, api } = await sessionStore();
    api.purses.rechargeStatus.mockRejectedValue(new ApiError('Not found', 404));
    store.dispatch(pursesActions.rechargeReturned('rch_3'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().purses.returned).toMatchObject({
      status: 'failed',
      error: 'Not found',
    });
  });
});
