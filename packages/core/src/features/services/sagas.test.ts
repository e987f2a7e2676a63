import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeService, makeSession } from '../../testing/factories';
import { makeTestStore } from '../../testing/test-store';
import { authActions } from '../auth/slice';
import { SERVICES_REFRESH_MS } from '../config/constants';
import type { EventStreamHandlers, OpenEventStream } from '../../store/dependencies';
import { LIVE_RETRY_MIN_MS, parseServiceEvent } from './sagas';
import { selectPendingCount, selectScheduledCount, servicesActions } from './slice';

function loggedInStore() {
  const setup = makeTestStore();
  setup.api.services.listInProcess.mockResolvedValue([makeService()]);
  setup.api.services.listScheduled.mockResolvedValue([makeService({ id: 200, status_code: 13 })]);
  setup.api.auth.logout.mockResolvedValue({ message: 'ok' });
  setup.store.dispatch(authActions.sessionValidated(makeSession()));
  return setup;
}

describe('services sagas', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes in-process and scheduled services every 60 s while logged in', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(1);
    expect(api.services.listScheduled).toHaveBeenCalledTimes(1);
    expect(store.getState().services.listsStatus).toBe('loaded');

    await vi.advanceTimersByTimeAsync(SERVICES_REFRESH_MS - 1);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SERVICES_REFRESH_MS);
    expect(api.services.listScheduled).toHaveBeenCalledTimes(3);
  });

  it('log-out stops every timer', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(authActions.logoutRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().auth.session).toBe('anonymous');
    await vi.advanceTimersByTimeAsync(SERVICES_REFRESH_MS * 5);
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
    await vi.advanceTimersByTimeAsync(SERVICES_REFRESH_MS);
    expect(store.getState().services.inProcess).toHaveLength(1);
    expect(store.getState().services.listsStatus).toBe('loaded');
    expect(warn).toHaveBeenCalled();
  });

  it('counts the badges: in progress (7) is not pending', async () => {
    const { store } = loggedInStore();
    store.dispatch(
      servicesActions.listsLoaded({
        inProcess: [
          makeService({ id: 1, status_code: 2 }),
          makeService({ id: 2, status_code: 7 }),
          makeService({ id: 3, status_code: 3 }),
        ],
        scheduled: [makeService({ id: 4, status_code: 13 })],
      }),
    );
    expect(selectPendingCount(store.getState())).toBe(2);
    expect(selectScheduledCount(store.getState())).toBe(1);
  });

  it('cancelling an in-process service marks it 4 and moves it to the end', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(
      servicesActions.listsLoaded({
        inProcess: [makeService({ id: 1 }), makeService({ id: 2 })],
        scheduled: [],
      }),
    );
    api.services.cancel.mockResolvedValue({ service: makeService({ id: 1, status_code: 4 }) });
    store.dispatch(servicesActions.cancelRequested(1));
    expect(store.getState().services.actions[1]).toEqual({ status: 'pending', error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.cancel).toHaveBeenCalledWith(1);
    expect(store.getState().services.inProcess.map((s) => [s.id, s.status_code])).toEqual([
      [2, 2],
      [1, 4],
    ]);
    expect(store.getState().services.actions[1]).toBeUndefined();
  });

  it('cancelling a scheduled service takes it out of the scheduled list', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.services.cancel.mockResolvedValue({ service: makeService({ id: 200, status_code: 4 }) });
    store.dispatch(servicesActions.cancelRequested(200));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().services.scheduled).toEqual([]);
  });

  it('a refused cancel keeps the service and shows the message', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.services.cancel.mockRejectedValue(new ApiError('Action failed', 422));
    store.dispatch(servicesActions.cancelRequested(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().services.inProcess[0]?.status_code).toBe(2);
    expect(store.getState().services.actions[100]).toEqual({
      status: 'failed',
      error: 'Action failed',
    });
  });

  it('resend cancels a live service first, then creates the same trip with estado 1', async () => {
    const { store, api } = loggedInStore();
    await vi.advanceTimersByTimeAsync(0);
    api.services.cancel.mockResolvedValue({ service: makeService({ status_code: 4 }) });
    api.services.create.mockResolvedValue({ service: makeService({ id: 101, status_code: 1 }) });
    store.dispatch(servicesActions.resendRequested(makeService({ id: 100, status_code: 3 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.cancel).toHaveBeenCalledWith(100);
    const [payload, key] = api.services.create.mock.calls[0] ?? [];
    expect(payload).toMatchObject({
      usuario_id: 1,
      agrupacion_id: 3,
      tipo_aplicacion_cliente_id: 26,
      estado: 1,
      tip: 0,
      passengers: 2,
      direccion: {
        nombre: 'Plaça de Catalunya, 1',
        latitud: 41.387,
        longitud: 2.17,
        datos_extra: 'Door B',
      },
      destination_address: 'Aeroport del Prat T1',
    });
    expect(payload).not.toHaveProperty('fecha_servicio_diferido');
    expect(typeof key).toBe('string');
    expect(store.getState().services.inProcess.map((s) => [s.id, s.status_code])).toEqual([
      [101, 1],
      [100, 4],
    ]);
  });

  it.each([8, 9, 4, 5])(
    'resend of a final service (%i) creates without cancelling',
    async (status_code) => {
      const { store, api } = loggedInStore();
      await vi.advanceTimersByTimeAsync(0);
      api.services.create.mockResolvedValue({ service: makeService({ id: 101, status_code: 1 }) });
      store.dispatch(servicesActions.resendRequested(makeService({ id: 100, status_code })));
      await vi.advanceTimersByTimeAsync(0);
      expect(api.services.cancel).not.toHaveBeenCalled();
      expect(api.services.create).toHaveBeenCalledOnce();
    },
  );

  it('loads the history 10 at a time with its filters', async () => {
    const { store, api } = loggedInStore();
    api.services.listProcessed.mockResolvedValue({
      services: [makeService({ status_code: 8 })],
      total: 23,
    });
    store.dispatch(
      servicesActions.historyRequested({ filters: { start_date: '2026-11-01', status: 8 } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).toHaveBeenLastCalledWith({
      start_date: '2026-11-01',
      status: 8,
      limit: 10,
      offset: 0,
    });
    expect(store.getState().services.history).toMatchObject({ total: 23, status: 'loaded' });

    store.dispatch(servicesActions.historyRequested({ offset: 10 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).toHaveBeenLastCalledWith({
      start_date: '2026-11-01',
      status: 8,
      limit: 10,
      offset: 10,
    });
  });

  it('downloads services.pdf and hands it to the browser', async () => {
    const { store, api, saveFile } = loggedInStore();
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    api.services.downloadPdf.mockResolvedValue(pdf);
    store.dispatch(servicesActions.pdfRequested({ employee_id: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.downloadPdf).toHaveBeenCalledWith({ employee_id: 7 });
    expect(saveFile).toHaveBeenCalledWith(pdf, 'services.pdf');
    expect(store.getState().services.pdf.status).toBe('idle');
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
  const setup = makeTestStore({ openEventStream: streams.open });
  setup.api.services.listInProcess.mockResolvedValue([makeService()]);
  setup.api.services.listScheduled.mockResolvedValue([makeService({ id: 200, status_code: 13 })]);
  setup.api.services.streamTicket.mockResolvedValue({ ticket: 'ticket-1', expires_in: 60 });
  setup.api.auth.logout.mockResolvedValue({ message: 'ok' });
  setup.store.dispatch(authActions.sessionValidated(makeSession()));
  return { ...setup, streams };
}

describe('live updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the stream with a one-use ticket and applies what it pushes at once', async () => {
    const { store, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.last()).toMatchObject({
      path: 'services/events',
      query: { ticket: 'ticket-1' },
    });
    streams.last().handlers.onOpen();
    expect(store.getState().services.live).toBe('open');

    streams.push({ type: 'service', service: makeService({ id: 100, status_code: 3 }) });
    expect(store.getState().services.inProcess[0]?.status_code).toBe(3);
    // A booking entering dispatch moves from bookings to the in-process list.
    streams.push({ type: 'service', service: makeService({ id: 200, status_code: 1 }) });
    expect(store.getState().services.inProcess.map((s) => s.id)).toEqual([200, 100]);
    expect(store.getState().services.scheduled).toEqual([]);
  });

  it('moves the car of a ride and ignores lines it does not understand', async () => {
    const { store, streams } = liveStore();
    await vi.advanceTimersByTimeAsync(0);
    streams.push({
      type: 'service',
      service: makeService({
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
    expect(store.getState().services.inProcess[0]?.taxi).toMatchObject({
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
    expect(store.getState().services.live).toBe('off');

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
    await vi.advanceTimersByTimeAsync(SERVICES_REFRESH_MS);
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
    store.dispatch(servicesActions.shareRequested(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.share).toHaveBeenCalledWith(100);
    expect(store.getState().services.shares[100]).toEqual({
      status: 'loaded',
      url: 'http://localhost/history?token=t',
      error: null,
    });
  });
});

const LIVE_RETRY_MAX_WAIT = 5 * 60_000;

describe('shared trip (no session)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the trip of a token and follows its own stream until closed', async () => {
    const streams = fakeStreams();
    const { store, api } = makeTestStore({ openEventStream: streams.open });
    api.services.shared.mockResolvedValue({ service: makeService({ id: 5, status_code: 3 }) });
    store.dispatch(servicesActions.sharedTripRequested('a'.repeat(43)));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.shared).toHaveBeenCalledWith('a'.repeat(43));
    expect(store.getState().services.sharedTrip).toMatchObject({ status: 'loaded' });
    expect(streams.last()).toMatchObject({
      path: 'services/shared/events',
      query: { token: 'a'.repeat(43) },
    });
    streams.push({ type: 'service', service: makeService({ id: 5, status_code: 10 }) });
    expect(store.getState().services.sharedTrip.service?.status_code).toBe(10);

    store.dispatch(servicesActions.sharedTripClosed());
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.last().closed).toBe(true);
    expect(store.getState().services.sharedTrip.service).toBeNull();
  });

  it('says why a dead link shows nothing', async () => {
    const { store, api } = makeTestStore();
    api.services.shared.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(servicesActions.sharedTripRequested('b'.repeat(43)));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().services.sharedTrip).toMatchObject({
      status: 'failed',
      error: 'Not Found',
    });
  });
});

describe('parseServiceEvent', () => {
  it('reads core events only', () => {
    expect(parseServiceEvent(JSON.stringify({ type: 'service', service: makeService() }))).toEqual({
      type: 'service',
      service: makeService(),
    });
    expect(parseServiceEvent('{"type":"service"}')).toBeNull();
    expect(parseServiceEvent('')).toBeNull();
  });
});
