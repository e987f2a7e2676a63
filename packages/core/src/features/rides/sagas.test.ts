import { documentFlows } from './document-flows';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeRide, makeSession } from '../../testing/factories';
import {
  fakeTimersInEachTest,
  makeTestStore,
  signedInStore,
  type SignedInOptions,
} from '../../testing/test-store';
import { authActions } from '../auth/slice';
import { RIDES_REFRESH_MS } from '../config/constants';
import type { EventStreamHandlers, OpenEventStream } from '../../store/dependencies';
import { LIVE_RETRY_MIN_MS, parseRideEvent } from './live-stream';
import { selectPendingCount, selectScheduledCount } from '../roles/menu-badges';
import { SHARED_TRIP_ACTIONS } from './rides-state';
import { ridesActions } from './slice';

/** A session whose two ride lists hold one ride each; `options.answers` adds what a test needs. */
function loggedInStore(options: SignedInOptions = {}) {
  return signedInStore(makeSession(), {
    ...options,
    answers: (api) => {
      api.services.listInProcess.mockResolvedValue([makeRide()]);
      api.services.listScheduled.mockResolvedValue([makeRide({ id: 200, status_code: 13 })]);
      api.auth.logout.mockResolvedValue({ message: 'ok' });
      options.answers?.(api);
    },
  });
}

describe('services sagas', () => {
  fakeTimersInEachTest();

  it('refreshes in-process and scheduled services every 60 s while logged in', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(1);
    expect(api.services.listScheduled).toHaveBeenCalledTimes(1);
    expect(store.getState().rides.listsStatus).toBe('loaded');

    await vi.advanceTimersByTimeAsync(RIDES_REFRESH_MS - 1);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RIDES_REFRESH_MS);
    expect(api.services.listScheduled).toHaveBeenCalledTimes(3);
  });

  it('log-out stops every timer', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(authActions.logoutRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().auth.session).toBe('anonymous');
    await vi.advanceTimersByTimeAsync(RIDES_REFRESH_MS * 5);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed refresh keeps the lists it had', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.services.listInProcess.mockRejectedValueOnce(
      new ApiError('Something went wrong! Please try again.', 500),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await vi.advanceTimersByTimeAsync(RIDES_REFRESH_MS);
    expect(store.getState().rides.inProcess).toHaveLength(1);
    expect(store.getState().rides.listsStatus).toBe('loaded');
    expect(warn).toHaveBeenCalled();
  });

  it('counts the badges: in progress (7) is not pending', async () => {
    const { store } = loggedInStore();
    store.dispatch(
      ridesActions.listsLoaded({
        inProcess: [
          makeRide({ id: 1, status_code: 2 }),
          makeRide({ id: 2, status_code: 7 }),
          makeRide({ id: 3, status_code: 3 }),
        ],
        scheduled: [makeRide({ id: 4, status_code: 13 })],
      }),
    );
    expect(selectPendingCount(store.getState())).toBe(2);
    expect(selectScheduledCount(store.getState())).toBe(1);
  });

  it('cancelling an in-process service marks it 4 and moves it to the end', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(
      ridesActions.listsLoaded({
        inProcess: [makeRide({ id: 1 }), makeRide({ id: 2 })],
        scheduled: [],
      }),
    );
    api.services.cancel.mockResolvedValue({ service: makeRide({ id: 1, status_code: 4 }) });
    store.dispatch(ridesActions.cancelRequested(1));
    expect(store.getState().rides.actions[1]).toEqual({ status: 'pending', error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.cancel).toHaveBeenCalledWith(1);
    expect(store.getState().rides.inProcess.map((s) => [s.id, s.status_code])).toEqual([
      [2, 2],
      [1, 4],
    ]);
    expect(store.getState().rides.actions[1]).toBeUndefined();
  });

  it('cancelling a scheduled service takes it out of the scheduled list', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.services.cancel.mockResolvedValue({ service: makeRide({ id: 200, status_code: 4 }) });
    store.dispatch(ridesActions.cancelRequested(200));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().rides.scheduled).toEqual([]);
  });

  it('a refused cancel keeps the service and shows the message', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.services.cancel.mockRejectedValue(new ApiError('Action failed', 422));
    store.dispatch(ridesActions.cancelRequested(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().rides.inProcess[0]?.status_code).toBe(2);
    expect(store.getState().rides.actions[100]).toEqual({
      status: 'failed',
      error: 'Action failed',
    });
  });

  const pricedGrouping = (id: number, amount: number) => ({
    id,
    name: 'Taxi',
    currency: 'EUR',
    fare: { amount, scheduled: amount + 5 },
    related_agrupations: [],
  });

  it('resend of an ended multi-stop ride requotes it, shows the price, and sends it as it was', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.groupings.search.mockResolvedValue({ agrupations: [pricedGrouping(7, 41.2)] } as never);
    api.services.create.mockResolvedValue({ service: makeRide({ id: 101, status_code: 1 }) });
    const ended = makeRide({
      id: 100,
      status_code: 8,
      agrupacion_id: 7,
      origin_waypoints: [
        {
          address: 'Plaça de Catalunya, 1',
          latitude: 41.387,
          longitude: 2.17,
          traveler_name: null,
          times_and_distances: null,
        },
      ],
      destination_waypoints: [
        {
          address: 'Stop 1',
          latitude: 41.39,
          longitude: 2.15,
          traveler_name: null,
          times_and_distances: null,
        },
        {
          address: 'Aeroport del Prat T1',
          latitude: 41.297,
          longitude: 2.083,
          traveler_name: null,
          times_and_distances: null,
        },
      ],
    });
    store.dispatch(ridesActions.resendRequested(ended));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.groupings.search).toHaveBeenCalledWith(
      expect.objectContaining({ agrupacion_id: 7, passengers: 2 }),
    );
    // Nothing is sent before the user has seen the new price.
    expect(api.services.create).not.toHaveBeenCalled();
    expect(store.getState().rides.resendQuote).toEqual({
      rideId: 100,
      status: 'quoted',
      amount: 41.2,
      currency: 'EUR',
      error: null,
    });
    store.dispatch(ridesActions.resendConfirmed(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.cancel).not.toHaveBeenCalled();
    const [payload, key] = api.services.create.mock.calls[0] ?? [];
    expect(payload).toMatchObject({
      usuario_id: 1,
      agrupacion_id: 7,
      estado: 1,
      passengers: 2,
      fare: 41.2,
      viajero: { nombre: 'Anna' },
      direccion: { nombre: 'Plaça de Catalunya, 1', datos_extra: 'Door B' },
      destination_waypoints: [{ nombre: 'Stop 1', latitud: 41.39, longitud: 2.15 }],
      destination_address: 'Aeroport del Prat T1',
    });
    expect(payload).not.toHaveProperty('origin_waypoints');
    expect(payload).not.toHaveProperty('fecha_servicio_diferido');
    expect(typeof key).toBe('string');
    // The lists are read again so the new ride shows with what the server made of it.
    expect(api.services.listInProcess).toHaveBeenCalledTimes(2);
    expect(store.getState().rides.actions[100]).toBeUndefined();
  });

  it.each([13, 1, 2, 3, 6, 10, 7])(
    'resend of a live ride (%i) is refused without any request',
    async (status_code) => {
      const { store, api } = loggedInStore();
      await vi.advanceTimersByTimeAsync(0);
      store.dispatch(ridesActions.resendRequested(makeRide({ id: 100, status_code })));
      await vi.advanceTimersByTimeAsync(0);
      expect(api.groupings.search).not.toHaveBeenCalled();
      expect(api.services.cancel).not.toHaveBeenCalled();
      expect(api.services.create).not.toHaveBeenCalled();
      expect(store.getState().rides.resendQuote?.error).toBe('ride.resend_not_final');
    },
  );

  it('a dismissed resend sends nothing', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.groupings.search.mockResolvedValue({ agrupations: [pricedGrouping(3, 20)] } as never);
    store.dispatch(ridesActions.resendRequested(makeRide({ id: 100, status_code: 9 })));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(ridesActions.resendDismissed());
    store.dispatch(ridesActions.resendConfirmed(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).not.toHaveBeenCalled();
  });

  it('a ride its grouping no longer prices is not resent', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.groupings.search.mockResolvedValue({ agrupations: [pricedGrouping(9, 20)] } as never);
    store.dispatch(
      ridesActions.resendRequested(makeRide({ id: 100, status_code: 4, agrupacion_id: 3 })),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().rides.resendQuote?.status).toBe('failed');
    expect(store.getState().rides.resendQuote?.error).toBe('ride.resend_unpriced');
  });

  it('loads the history 10 at a time with its filters', async () => {
    const { store, api } = loggedInStore();
    api.services.listProcessed.mockResolvedValue({
      services: [makeRide({ status_code: 8 })],
      total: 23,
    });
    store.dispatch(
      ridesActions.historyRequested({ filters: { start_date: '2026-11-01', status: 8 } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).toHaveBeenLastCalledWith({
      start_date: '2026-11-01',
      status: 8,
      limit: 10,
      offset: 0,
    });
    expect(store.getState().rides.history).toMatchObject({ total: 23, status: 'loaded' });

    store.dispatch(ridesActions.historyRequested({ offset: 10 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).toHaveBeenLastCalledWith({
      start_date: '2026-11-01',
      status: 8,
      limit: 10,
      offset: 10,
    });
  });

  it('asks for My trips as soon as the session opens when the visit started there', async () => {
    const { store, api } = makeTestStore();
    api.services.listInProcess.mockResolvedValue([]);
    api.services.listScheduled.mockResolvedValue([]);
    api.services.listProcessed.mockResolvedValue({ services: [makeRide()], total: 1 });
    store.dispatch(authActions.appStarted({ route: 'history' }));
    store.dispatch(authActions.sessionValidated(makeSession()));
    expect(store.getState().rides.history.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).toHaveBeenCalledTimes(1);
    expect(store.getState().rides.history).toMatchObject({ total: 1, status: 'loaded' });
  });

  it('asks for no history for a start elsewhere, nor for a later session of the visit', async () => {
    const { store, api } = makeTestStore();
    api.services.listInProcess.mockResolvedValue([]);
    api.services.listScheduled.mockResolvedValue([]);
    api.auth.logout.mockResolvedValue({ message: 'ok' });
    store.dispatch(authActions.appStarted({ route: 'panel_home' }));
    store.dispatch(authActions.sessionValidated(makeSession()));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).not.toHaveBeenCalled();

    store.dispatch(authActions.appStarted({ route: 'history' }));
    store.dispatch(authActions.logoutRequested());
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(authActions.sessionValidated(makeSession()));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).not.toHaveBeenCalled();
  });

  it('downloads services.pdf and hands it to the browser', async () => {
    const { store, api, saveFile } = loggedInStore();
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    api.services.downloadPdf.mockResolvedValue(pdf);
    store.dispatch(documentFlows.pdf.trigger({ employee_id: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.downloadPdf).toHaveBeenCalledWith({ employee_id: 7 });
    expect(saveFile).toHaveBeenCalledWith(pdf, 'services.pdf');
    expect(documentFlows.pdf.select(store.getState()).status).toBe('succeeded');
  });
});

/** A stand-in for the browser's EventSource: the test opens, pushes and fails streams. */
function fakeStreams() {
  const streams: {
    path: string;
    query: Readonly<Record<string, string>>;
    handlers: EventStreamHandlers;
    closed: boolean;
  }[] = [];
  const open: OpenEventStream = (path, query, handlers) => {
    const stream = { path, query, handlers, closed: false };
    streams.push(stream);
    return () => {
      stream.closed = true;
    };
  };
  const last = () => {
    const stream = streams.at(-1);
    if (!stream) throw new Error('no stream opened');
    return stream;
  };
  const push = (data: object) => last().handlers.onMessage(JSON.stringify(data));
  return { open, streams, last, push };
}

function liveStore() {
  const streams = fakeStreams();
  const setup = loggedInStore({
    openEventStream: streams.open,
    answers: (api) =>
      api.services.streamTicket.mockResolvedValue({ ticket: 'ticket-1', expires_in: 60 }),
  });
  return { ...setup, streams };
}

describe('live updates', () => {
  fakeTimersInEachTest();

  it('opens the stream with a one-use ticket and applies what it pushes at once', async () => {
    const { store, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.last()).toMatchObject({
      path: 'services/events',
      query: { ticket: 'ticket-1' },
    });
    streams.last().handlers.onOpen();
    expect(store.getState().rides.live).toBe('open');

    streams.push({ type: 'service', service: makeRide({ id: 100, status_code: 3 }) });
    expect(store.getState().rides.inProcess[0]?.status_code).toBe(3);
    // A booking entering dispatch moves from bookings to the in-process list.
    streams.push({ type: 'service', service: makeRide({ id: 200, status_code: 1 }) });
    expect(store.getState().rides.inProcess.map((s) => s.id)).toEqual([200, 100]);
    expect(store.getState().rides.scheduled).toEqual([]);
  });

  it('moves the car of a ride and ignores lines it does not understand', async () => {
    const { store, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    streams.push({
      type: 'service',
      service: makeRide({
        id: 100,
        status_code: 3,
        taxi: { avatar: null, name: 'Joan', plate: '1234 ABC', model: 'Prius', telephone: null },
      }),
    });
    streams.push({
      type: 'position',
      service_id: 100,
      latitude: 41.4,
      longitude: 2.18,
      heading: 90,
      at: '2026-11-21T10:00:00Z',
    });
    streams.last().handlers.onMessage('not json');
    streams.push({ type: 'weather', sunny: true });
    expect(store.getState().rides.inProcess[0]?.taxi).toMatchObject({
      latitude: 41.4,
      longitude: 2.18,
    });
  });

  it('reopens a lost stream with a new ticket and catches up with a refresh', async () => {
    const { store, api, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    streams.last().handlers.onOpen();
    expect(api.services.listInProcess).toHaveBeenCalledTimes(1);

    api.services.streamTicket.mockResolvedValue({ ticket: 'ticket-2', expires_in: 60 });
    streams.last().handlers.onError();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.streams[0]?.closed).toBe(true);
    expect(store.getState().rides.live).toBe('off');

    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(streams.streams).toHaveLength(2);
    expect(streams.last().query).toEqual({ ticket: 'ticket-2' });
    streams.last().handlers.onOpen();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(2);
  });

  it('waits longer each time the stream cannot open, and the poll goes on', async () => {
    const { api, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    streams.last().handlers.onError();
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(streams.streams).toHaveLength(2);
    streams.last().handlers.onError();
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(streams.streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(streams.streams).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(RIDES_REFRESH_MS);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(2);
  });

  it('closes the stream at log-out and opens no other', async () => {
    const { store, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(authActions.logoutRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MAX_WAIT);
    expect(streams.streams).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shares a trip and keeps its link for the row', async () => {
    const { store, api } = liveStore();
    api.services.share.mockResolvedValue({
      token: 't',
      url: 'http://localhost/history?token=t',
      expires_at: null,
    });
    store.dispatch(ridesActions.shareRequested(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.share).toHaveBeenCalledWith(100);
    expect(store.getState().rides.shares[100]).toEqual({
      status: 'loaded',
      url: 'http://localhost/history?token=t',
      error: null,
    });
  });
});

const LIVE_RETRY_MAX_WAIT = 5 * 60_000;

describe('shared trip (no session)', () => {
  fakeTimersInEachTest();

  it('shows the trip of a token and follows its own stream until closed', async () => {
    const streams = fakeStreams();
    const { store, api } = makeTestStore({ openEventStream: streams.open });
    api.services.shared.mockResolvedValue({ service: makeRide({ id: 5, status_code: 3 }) });
    store.dispatch(ridesActions.sharedTripRequested('a'.repeat(43)));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.shared).toHaveBeenCalledWith('a'.repeat(43));
    expect(store.getState().rides.sharedTrip).toMatchObject({ status: 'loaded' });
    expect(streams.last()).toMatchObject({
      path: 'services/shared/events',
      query: { token: 'a'.repeat(43) },
    });
    streams.push({ type: 'service', service: makeRide({ id: 5, status_code: 10 }) });
    expect(store.getState().rides.sharedTrip.ride?.status_code).toBe(10);

    store.dispatch(ridesActions.sharedTripClosed());
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.last().closed).toBe(true);
    expect(store.getState().rides.sharedTrip.ride).toBeNull();
  });

  it('keeps the action types the root saga watches without the slice', () => {
    expect(ridesActions.sharedTripRequested.type).toBe(SHARED_TRIP_ACTIONS.requested);
    expect(ridesActions.sharedTripFailed('x').type).toBe(SHARED_TRIP_ACTIONS.failed);
  });

  it('says why a dead link shows nothing', async () => {
    const { store, api } = makeTestStore();
    api.services.shared.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(ridesActions.sharedTripRequested('b'.repeat(43)));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().rides.sharedTrip).toMatchObject({
      status: 'failed',
      error: 'Not Found',
    });
  });
});

describe('parseRideEvent', () => {
  it('reads core events only', () => {
    expect(parseRideEvent(JSON.stringify({ type: 'service', service: makeRide() }))).toEqual({
      type: 'service',
      service: makeRide(),
    });
    expect(parseRideEvent('{"type":"service"}')).toBeNull();
    expect(parseRideEvent('')).toBeNull();
  });
});

describe('documents', () => {
  it('saves a ride receipt and a monthly statement under their names', async () => {
    const { store, api, saveFile } = loggedInStore();
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    api.services.receipt.mockResolvedValue(pdf);
    api.services.statement.mockResolvedValue(pdf);
    store.dispatch(documentFlows.receipt.trigger(42));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.services.receipt).toHaveBeenCalledWith(42);
    expect(saveFile).toHaveBeenCalledWith(pdf, 'receipt-42.pdf');
    store.dispatch(documentFlows.statement.trigger({ month: '2026-10', format: 'csv' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.services.statement).toHaveBeenCalledWith('2026-10', 'csv');
    expect(saveFile).toHaveBeenCalledWith(pdf, 'statement-2026-10.csv');
    expect(documentFlows.receipt.select(store.getState()).status).toBe('succeeded');
    expect(documentFlows.statement.select(store.getState()).status).toBe('succeeded');
  });

  it('keeps the reason a download failed', async () => {
    const { store, api } = loggedInStore();
    api.services.receipt.mockRejectedValue(new ApiError('No receipt for this ride', 404));
    store.dispatch(documentFlows.receipt.trigger(42));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(documentFlows.receipt.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { id: 42, ok: false, message: 'No receipt for this ride', code: 404 },
    });
  });
});
