import { describe, expect, it, vi } from 'vitest';
import { makeRide, makeSession, makeUser } from '../../testing/factories';
import { fakeTimersInEachTest, makeTestStore, settledStore } from '../../testing/test-store';
import { authActions } from '../auth/slice';
import { memoryStorage } from '../../store/storage';
import { rideRequestActions } from '../ride-request/slice';
import { HOTEL_HISTORY_REFRESH_MS } from '../config/constants';
import { ApiError } from '../../api/api-error';
import { HOTEL_LIVE_REFRESH_MS, KIOSK_RESULT_MS } from './hotel-rules';
import {
  KIOSK_QUEUE_MAX_AGE_MS,
  KIOSK_QUEUE_RETRY_MS,
  KIOSK_QUEUE_STORAGE_KEY,
  serializeQueuedRide,
} from './kiosk-queue';
import type { HotelSettings } from './schemas';
import type { Ride } from '../rides/schemas';
import { NEW_GUEST_TOKEN, hotelSettingsFlow } from './settings-flow';
import { hotelActions, selectHotelSettings, selectKiosk } from './slice';

const settings: HotelSettings = {
  agrupacion_id: 7,
  name: 'Hotel Demo',
  opening_hours: null,
  time_zone: 'Europe/Madrid',
  pickup: { name: 'Passeig de Gràcia 68', latitude: 41.3926, longitude: 2.1639 },
  guest_token: 'tok',
  guest_domain: 'guest.localhost',
};

const hotelStore = (storage = memoryStorage()) =>
  settledStore(makeSession({ user: makeUser({ id: 5, account_kind: 'hotel_staff' }) }), {
    storage,
    answers: (api) => api.hotel.settings.mockResolvedValue(settings),
    asks: [hotelActions.settingsRequested()],
  });

describe('hotel sagas', () => {
  fakeTimersInEachTest();

  it('saves a settings change or a new card token, showing the settings the server answers', async () => {
    const { store, api } = await hotelStore();
    api.hotel.updateSettings.mockResolvedValue({ ...settings, opening_hours: null });
    store.dispatch(hotelSettingsFlow.trigger({ weekly_hours: null, opening_hours: null }));
    expect(hotelSettingsFlow.select(store.getState()).status).toBe('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.hotel.updateSettings).toHaveBeenCalledWith({
      weekly_hours: null,
      opening_hours: null,
    });
    expect(hotelSettingsFlow.select(store.getState()).status).toBe('succeeded');

    api.hotel.regenerateGuestToken.mockResolvedValue({ ...settings, guest_token: 'new' });
    store.dispatch(hotelSettingsFlow.trigger(NEW_GUEST_TOKEN));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectHotelSettings(store.getState())?.guest_token).toBe('new');

    api.hotel.updateSettings.mockRejectedValue(new ApiError('Not allowed', 403));
    store.dispatch(hotelSettingsFlow.trigger({ pickup: settings.pickup }));
    await vi.advanceTimersByTimeAsync(0);
    expect(hotelSettingsFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { message: 'Not allowed', code: 403 },
    });
  });

  it('sends a ride now from the door, the door standing in for the destination', async () => {
    const { store, api } = await hotelStore();
    api.services.create.mockResolvedValue({ service: makeRide({ id: 40 }) });
    store.dispatch(rideRequestActions.travelerChanged({ name: 'Room 214', phone: '+34600111222' }));
    store.dispatch(hotelActions.rideRequested({ variant: 'now' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).toHaveBeenCalledOnce();
    const [payload] = api.services.create.mock.calls[0]!;
    expect(payload.direccion.nombre).toBe('Passeig de Gràcia 68');
    expect(payload.destination_address).toBe('Passeig de Gràcia 68');
    expect(payload.viajero).toEqual({ nombre: 'Room 214', telefono_aviso: '+34600111222' });
    expect(payload.agrupacion_id).toBe(7);
    expect(store.getState().hotel.ride.status).toBe('sent');
  });

  it('a ride to a destination needs one', async () => {
    const { store, api } = await hotelStore();
    store.dispatch(rideRequestActions.travelerChanged({ name: 'Room 214' }));
    store.dispatch(hotelActions.rideRequested({ variant: 'destination' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).not.toHaveBeenCalled();
    expect(store.getState().hotel.ride.message).toBe('ride.destination_required');
  });

  it('refuses a hotel ride without a room or guest name', async () => {
    const { store, api } = await hotelStore();
    store.dispatch(hotelActions.rideRequested({ variant: 'now' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).not.toHaveBeenCalled();
    expect(store.getState().hotel.ride.message).toBe('ride.guest_name_required');
  });

  it("a visit opened at the hotel's home asks for its settings and today's finished rides at once", async () => {
    const setup = makeTestStore();
    const { store, api } = setup;
    api.hotel.settings.mockResolvedValue(settings);
    api.services.listInProcess.mockResolvedValue([]);
    api.services.listScheduled.mockResolvedValue([]);
    const ended = makeRide({ id: 11, status_code: 8 });
    api.services.listProcessed.mockResolvedValue({ services: [ended], total: 1 });
    store.dispatch(authActions.appStarted({ route: 'hotel_home' }));
    store.dispatch(authActions.sessionValidated(makeSession()));
    await vi.advanceTimersByTimeAsync(0);
    // Before any page has mounted: what the server draws the home from.
    expect(selectHotelSettings(store.getState())).toEqual(settings);
    expect(store.getState().hotel.finishedToday).toEqual([ended]);
    expect(api.services.listProcessed.mock.calls[0]![0]).toMatchObject({ offset: 0 });
  });

  it('a visit opened elsewhere leaves them to the screens that show them', async () => {
    const { store, api } = makeTestStore();
    api.services.listInProcess.mockResolvedValue([]);
    api.services.listScheduled.mockResolvedValue([]);
    store.dispatch(authActions.appStarted({ route: 'hotel_history' }));
    store.dispatch(authActions.sessionValidated(makeSession()));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.hotel.settings).not.toHaveBeenCalled();
    expect(api.services.listProcessed).not.toHaveBeenCalled();
  });

  it('re-reads the rides while a hotel screen is open, and stops when it closes', async () => {
    const { store, api } = await hotelStore();
    api.services.listInProcess.mockResolvedValue([]);
    api.services.listScheduled.mockResolvedValue([]);
    const ended = makeRide({ id: 9, status_code: 8 });
    api.services.listProcessed.mockResolvedValue({ services: [ended], total: 1 });
    store.dispatch(hotelActions.liveOpened());
    await vi.advanceTimersByTimeAsync(HOTEL_LIVE_REFRESH_MS * 2);
    const calls = api.services.listInProcess.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    // Today's ended rides come once at first, then at the history's pace.
    expect(api.services.listProcessed).toHaveBeenCalledOnce();
    expect(api.services.listProcessed.mock.calls[0]![0]).toMatchObject({ offset: 0 });
    expect(store.getState().hotel.finishedToday).toEqual([ended]);
    store.dispatch(hotelActions.liveClosed());
    await vi.advanceTimersByTimeAsync(HOTEL_LIVE_REFRESH_MS * 2);
    // Only the session's own 60 s poll may still read them.
    expect(api.services.listInProcess.mock.calls.length).toBe(calls);
  });

  it("reads today's finished rides again as soon as a ride leaves the in-process list", async () => {
    const { store, api } = await hotelStore();
    const running = makeRide({ id: 12, status_code: 7 });
    api.services.listInProcess.mockResolvedValue([running]);
    api.services.listScheduled.mockResolvedValue([]);
    api.services.listProcessed.mockResolvedValue({ services: [], total: 0 });
    store.dispatch(hotelActions.liveOpened());
    await vi.advanceTimersByTimeAsync(HOTEL_LIVE_REFRESH_MS);
    expect(api.services.listProcessed).toHaveBeenCalledOnce();

    const ended = { ...running, status_code: 8, fare: 31.4 };
    api.services.listInProcess.mockResolvedValue([]);
    // The finished read answers late: until then the ride stays as it was last seen, so
    // it never leaves today's list (nor a dialog following it) for that round trip.
    let answer: (page: { services: Ride[]; total: number }) => void = () => undefined;
    api.services.listProcessed.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    // What a screen renders: React reads the store after the dispatches of one task.
    const shown: number[][] = [];
    const unsubscribe = store.subscribe(() =>
      queueMicrotask(() => {
        const { hotel, rides } = store.getState();
        shown.push([...rides.inProcess, ...hotel.finishedToday].map((ride) => ride.id));
      }),
    );
    await vi.advanceTimersByTimeAsync(HOTEL_LIVE_REFRESH_MS);
    expect(api.services.listProcessed).toHaveBeenCalledTimes(2);
    expect(store.getState().hotel.finishedToday).toEqual([running]);
    answer({ services: [ended], total: 1 });
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    expect(store.getState().hotel.finishedToday).toEqual([ended]);
    expect(shown.filter((ids) => !ids.includes(12))).toEqual([]);
    store.dispatch(hotelActions.liveClosed());
  });

  it('reloads the history every 40 s while it is open', async () => {
    const { store, api } = await hotelStore();
    api.services.listProcessed.mockResolvedValue({ services: [], total: 0 });
    store.dispatch(hotelActions.historyOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.listProcessed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOTEL_HISTORY_REFRESH_MS);
    expect(api.services.listProcessed).toHaveBeenCalledTimes(2);
    store.dispatch(hotelActions.historyClosed());
    await vi.advanceTimersByTimeAsync(HOTEL_HISTORY_REFRESH_MS * 2);
    expect(api.services.listProcessed).toHaveBeenCalledTimes(2);
  });

  it('the kiosk books in one tap, follows the car until pickup, then goes idle', async () => {
    const { store, api } = await hotelStore();
    const searching = makeRide({ id: 41, status_code: 2 });
    api.services.create.mockResolvedValue({ service: searching });
    api.services.listInProcess.mockResolvedValue([{ ...searching, status_code: 3 }]);
    store.dispatch(hotelActions.kioskRoomChanged('214'));
    store.dispatch(hotelActions.kioskBookRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create.mock.calls[0]![0].viajero.nombre).toBe('214');
    expect(selectKiosk(store.getState()).status).toBe('following');

    await vi.advanceTimersByTimeAsync(HOTEL_LIVE_REFRESH_MS);
    expect(selectKiosk(store.getState()).ride?.status_code).toBe(3);

    api.services.listInProcess.mockResolvedValue([{ ...searching, status_code: 7 }]);
    await vi.advanceTimersByTimeAsync(HOTEL_LIVE_REFRESH_MS);
    expect(selectKiosk(store.getState()).status).toBe('ended');
    await vi.advanceTimersByTimeAsync(KIOSK_RESULT_MS);
    expect(selectKiosk(store.getState())).toMatchObject({
      status: 'idle',
      room: '',
      ride: null,
    });
  });

  it('the kiosk asks for a room before booking', async () => {
    const { store, api } = await hotelStore();
    store.dispatch(hotelActions.kioskBookRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).not.toHaveBeenCalled();
    expect(selectKiosk(store.getState())).toMatchObject({
      status: 'failed',
      error: 'ride.guest_name_required',
    });
  });

  describe('offline kiosk', () => {
    const offline = () => Promise.reject(new ApiError('Error', 0));

    it('queues a tap made offline with its key, and sends it once when the connection is back', async () => {
      const { store, api, storage } = await hotelStore();
      store.dispatch(hotelActions.kioskConnectionChanged(false));
      store.dispatch(hotelActions.kioskRoomChanged('214'));
      store.dispatch(hotelActions.kioskBookRequested());
      await vi.advanceTimersByTimeAsync(0);
      // Offline, the kiosk does not even try: the guest sees the queued state at once.
      expect(api.services.create).not.toHaveBeenCalled();
      const kiosk = selectKiosk(store.getState());
      expect(kiosk.status).toBe('queued');
      const key = kiosk.queued!.key;
      expect(JSON.parse(storage.getItem(KIOSK_QUEUE_STORAGE_KEY)!)).toMatchObject({
        key,
        room: '214',
      });

      api.services.create.mockResolvedValue({ service: makeRide({ id: 77, status_code: 2 }) });
      store.dispatch(hotelActions.kioskConnectionChanged(true));
      await vi.advanceTimersByTimeAsync(0);
      expect(api.services.create).toHaveBeenCalledOnce();
      expect(api.services.create.mock.calls[0]![1]).toBe(key);
      expect(selectKiosk(store.getState())).toMatchObject({ status: 'following', queued: null });
      expect(storage.getItem(KIOSK_QUEUE_STORAGE_KEY)).toBeNull();
      // Another "online" event does not send it again.
      store.dispatch(hotelActions.kioskConnectionChanged(true));
      await vi.advanceTimersByTimeAsync(0);
      expect(api.services.create).toHaveBeenCalledOnce();
    });

    it('queues a tap whose request got no answer, and retries it with the same key', async () => {
      const { store, api } = await hotelStore();
      api.services.create.mockImplementation(offline);
      store.dispatch(hotelActions.kioskRoomChanged('301'));
      store.dispatch(hotelActions.kioskBookRequested());
      await vi.advanceTimersByTimeAsync(0);
      expect(selectKiosk(store.getState())).toMatchObject({ status: 'queued', online: true });
      const key = api.services.create.mock.calls[0]![1];

      // The Wi-Fi may look up while the server is unreachable: the kiosk retries by itself.
      api.services.create.mockResolvedValue({ service: makeRide({ id: 78, status_code: 2 }) });
      await vi.advanceTimersByTimeAsync(KIOSK_QUEUE_RETRY_MS);
      expect(api.services.create).toHaveBeenCalledTimes(2);
      expect(api.services.create.mock.calls[1]![1]).toBe(key);
      expect(selectKiosk(store.getState()).status).toBe('following');
    });

    it('resumes a ride queued before a reload, with its stored key', async () => {
      const queued = {
        key: 'stored-key-1234',
        room: '118',
        userId: 5,
        groupingId: 7,
        door: settings.pickup!,
        queuedAt: new Date().toISOString(),
      };
      const storage = memoryStorage({ [KIOSK_QUEUE_STORAGE_KEY]: serializeQueuedRide(queued) });
      const { store, api } = await hotelStore(storage);
      api.services.create.mockResolvedValue({ service: makeRide({ id: 79, status_code: 2 }) });
      store.dispatch(hotelActions.kioskOpened());
      await vi.advanceTimersByTimeAsync(0);
      expect(api.services.create).toHaveBeenCalledOnce();
      expect(api.services.create.mock.calls[0]![1]).toBe('stored-key-1234');
      expect(api.services.create.mock.calls[0]![0].viajero.nombre).toBe('118');
      expect(storage.getItem(KIOSK_QUEUE_STORAGE_KEY)).toBeNull();
    });

    it('forgets a queued ride the guest cancels, or one left too long, without sending it', async () => {
      const { store, api, storage } = await hotelStore();
      store.dispatch(hotelActions.kioskConnectionChanged(false));
      store.dispatch(hotelActions.kioskRoomChanged('214'));
      store.dispatch(hotelActions.kioskBookRequested());
      await vi.advanceTimersByTimeAsync(0);
      store.dispatch(hotelActions.kioskQueueCancelled());
      await vi.advanceTimersByTimeAsync(0);
      expect(storage.getItem(KIOSK_QUEUE_STORAGE_KEY)).toBeNull();
      expect(selectKiosk(store.getState())).toMatchObject({ status: 'idle', online: false });
      store.dispatch(hotelActions.kioskConnectionChanged(true));
      await vi.advanceTimersByTimeAsync(KIOSK_QUEUE_RETRY_MS);
      expect(api.services.create).not.toHaveBeenCalled();

      store.dispatch(hotelActions.kioskConnectionChanged(false));
      store.dispatch(hotelActions.kioskRoomChanged('215'));
      store.dispatch(hotelActions.kioskBookRequested());
      await vi.advanceTimersByTimeAsync(KIOSK_QUEUE_MAX_AGE_MS + KIOSK_QUEUE_RETRY_MS);
      expect(api.services.create).not.toHaveBeenCalled();
      expect(storage.getItem(KIOSK_QUEUE_STORAGE_KEY)).toBeNull();
      expect(selectKiosk(store.getState()).status).toBe('idle');
    });

    it('a refusal after the connection is back ends the queue with its message', async () => {
      const { store, api, storage } = await hotelStore();
      store.dispatch(hotelActions.kioskConnectionChanged(false));
      store.dispatch(hotelActions.kioskRoomChanged('214'));
      store.dispatch(hotelActions.kioskBookRequested());
      await vi.advanceTimersByTimeAsync(0);
      api.services.create.mockRejectedValue(new ApiError('No hay taxis disponibles', 422));
      store.dispatch(hotelActions.kioskConnectionChanged(true));
      await vi.advanceTimersByTimeAsync(0);
      expect(selectKiosk(store.getState())).toMatchObject({
        status: 'failed',
        error: 'No hay taxis disponibles',
      });
      expect(storage.getItem(KIOSK_QUEUE_STORAGE_KEY)).toBeNull();
    });
  });
});
