import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession, makeSiteConfiguration } from '../../testing/factories';
import { fakeTimersInEachTest, makeTestStore, settledStore } from '../../testing/test-store';
import { authActions } from '../auth/slice';
import { configActions } from '../config/slice';
import type { PaymentMethod, PaymentMethodList } from './schemas';
import { paymentChangeFlow } from './change-flow';
import { paymentsActions } from './slice';
import { languageShown } from '../../store/language-shown';

const method = (id: number, name: string, isDefault = false): PaymentMethod => ({
  id,
  name,
  image: null,
  default: isDefault,
  type: name === 'Cash' ? 'cash' : name === 'Wallet' ? 'wallet' : 'card',
});

const LIST: PaymentMethodList = {
  methods: [method(1, 'Cash', true), method(2, 'Wallet')],
  aggregatable_payment_methods: false,
  available_methods: [method(3, 'Card')],
};

const sessionStore = (list: PaymentMethodList = LIST) =>
  settledStore(makeSession(), {
    answers: (api) => api.payments.list.mockResolvedValue(list),
    asks: [paymentsActions.listRequested()],
  });

describe('payment method sagas', () => {
  fakeTimersInEachTest();

  it("lists the methods of the user's grouping", async () => {
    const { store, api } = await sessionStore();
    expect(api.payments.list).toHaveBeenCalledWith(3);
    const state = store.getState().payments;
    expect(state).toMatchObject({ status: 'loaded', groupingId: 3, aggregatable: false });
    expect(state.available.map((m) => m.name)).toEqual(['Card']);
  });

  it('reads the list again when the app switches language, so its names follow', async () => {
    const { store, api } = await sessionStore();
    api.payments.list.mockResolvedValue({ ...LIST, methods: [method(1, 'Efectiu', true)] });
    store.dispatch(languageShown('ca'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.list).toHaveBeenCalledTimes(2);
    expect(store.getState().payments.methods.map((m) => m.name)).toEqual(['Efectiu']);
  });

  it('waits for the configuration when the session is validated first (a reload under load)', async () => {
    const { store, api } = makeTestStore();
    store.dispatch(configActions.requested({ hostname: 'localhost' }));
    store.dispatch(authActions.sessionValidated(makeSession({ exclusive_agrupation: null })));
    api.payments.list.mockResolvedValue(LIST);
    store.dispatch(paymentsActions.listRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.list).not.toHaveBeenCalled();
    expect(store.getState().payments.status).toBe('pending');

    store.dispatch(configActions.loaded(makeSiteConfiguration({ agrupacion_id: 7 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.list).toHaveBeenCalledWith(7);
    expect(store.getState().payments).toMatchObject({ status: 'loaded', groupingId: 7 });
  });

  it('makes a method the default and shows the list the server answers', async () => {
    const { store, api } = await sessionStore();
    api.payments.setDefault.mockResolvedValue({
      ...LIST,
      methods: [method(1, 'Cash'), method(2, 'Wallet', true)],
    });
    store.dispatch(paymentChangeFlow.trigger({ kind: 'default', id: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.setDefault).toHaveBeenCalledWith({ id: 2, agrupacion_id: 3 });
    const state = store.getState().payments;
    expect(state.methods.filter((m) => m.default).map((m) => m.id)).toEqual([2]);
    expect(paymentChangeFlow.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, id: 2, seq: 1 },
    });
  });

  it('blocks another default when the methods are aggregatable, without a call', async () => {
    const { store, api } = await sessionStore({ ...LIST, aggregatable_payment_methods: true });
    store.dispatch(paymentChangeFlow.trigger({ kind: 'default', id: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.setDefault).not.toHaveBeenCalled();
    expect(paymentChangeFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, message: 'payment.aggregatable_block', code: null },
    });
  });

  it('enables and removes through their own calls', async () => {
    const { store, api } = await sessionStore();
    api.payments.enable.mockResolvedValue({
      ...LIST,
      methods: [...LIST.methods, method(3, 'Card')],
      available_methods: [],
    });
    store.dispatch(paymentChangeFlow.trigger({ kind: 'enable', id: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().payments.methods).toHaveLength(3);
    api.payments.remove.mockRejectedValue(
      new ApiError('This payment method is not available', 422),
    );
    store.dispatch(paymentChangeFlow.trigger({ kind: 'remove', id: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.remove).toHaveBeenCalledWith({ id: 3, agrupacion_id: 3 });
    expect(paymentChangeFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, id: 3, message: 'This payment method is not available', code: 422 },
    });
    // The list stays as the last answer left it.
    expect(store.getState().payments.methods).toHaveLength(3);
  });

  it('sends one change at a time: a second click while one runs is ignored', async () => {
    const { store, api } = await sessionStore();
    api.payments.enable.mockResolvedValue(LIST);
    store.dispatch(paymentChangeFlow.trigger({ kind: 'enable', id: 3 }));
    expect(paymentChangeFlow.select(store.getState()).status).toBe('pending');
    store.dispatch(paymentChangeFlow.trigger({ kind: 'enable', id: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payments.enable).toHaveBeenCalledTimes(1);
  });

  it('forgets the list at log-out', async () => {
    const { store } = await sessionStore();
    store.dispatch(authActions.loggedOut());
    expect(store.getState().payments.methods).toEqual([]);
  });
});
