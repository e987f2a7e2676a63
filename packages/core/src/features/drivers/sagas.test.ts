import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { memoryStorage } from '../../store/storage';
import {
  makeDriverRide,
  startDriverStandIn,
  STAND_IN_TOKEN,
  type DriverStandIn,
} from './driver-api-stand-in';
import type { OpenSocket, SocketLike } from './position-socket';
import { DRIVER_STORAGE, type PositionReading } from './sagas';
import { driversActions as actions, selectDriverRide, selectShownReceipt } from './slice';
import { createDriverParada, type DriverStore } from './store';

/** Every socket the phones opened, as the phone holds it. */
let phoneSockets: SocketLike[] = [];
const openWs: OpenSocket = (url, protocols) => {
  const socket = new WebSocket(url, protocols) as unknown as SocketLike;
  phoneSockets.push(socket);
  return socket;
};
const OPEN = 1;

/** Waits for what the sockets and timers bring, with room for a loaded machine. */
const soon = <T>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

let standIn: DriverStandIn;
let stores: DriverStore[] = [];

beforeEach(async () => {
  phoneSockets = [];
  standIn = await startDriverStandIn();
});

afterEach(async () => {
  for (const store of stores) store.sagaTask.cancel();
  stores = [];
  await standIn.close();
});

/** A driver's phone on the stand-in: its signal, position and clock in the test's hands. */
function phone({ signedIn = true, socket = true } = {}) {
  const storage = memoryStorage(signedIn ? { [DRIVER_STORAGE.token]: STAND_IN_TOKEN } : {});
  const controls = {
    storage,
    clock: 1_800_000_000_000,
    alert: vi.fn(),
    signal: (_up: boolean) => {},
    read: (_reading: PositionReading) => {},
  };
  let keys = 0;
  const { store } = createDriverParada({
    baseUrl: standIn.baseUrl,
    storage,
    getLanguage: () => 'ca',
    newKey: () => `step-${(keys += 1)}`,
    now: () => controls.clock,
    alertOffer: controls.alert,
    watchOnline: (onChange) => {
      controls.signal = onChange;
      return () => {};
    },
    watchPosition: (onReading) => {
      controls.read = onReading;
      return () => {};
    },
    locationPermission: () => Promise.resolve('granted'),
    ...(socket ? { openSocket: openWs } : {}),
  });
  stores.push(store);
  const drivers = () => store.getState().drivers;
  return { store, drivers, controls };
}

const stepCalls = () =>
  standIn.seen.filter((seen) =>
    /^\/api\/driver\/services\/\d+\/(arrive|start|finish)\/$/.test(seen.path),
  );

describe("the driver's store", () => {
  it('signs in, keeps the token on the phone and opens the shift', async () => {
    const { store, drivers, controls } = phone({ signedIn: false });
    expect(drivers().phase).toBe('login');
    store.dispatch(
      actions.logInRequested({ username: 'driver@example.com', password: 'demo1234' }),
    );
    await soon(() => expect(drivers().phase).toBe('shift'));
    expect(controls.storage.getItem(DRIVER_STORAGE.token)).toBe(STAND_IN_TOKEN);
    expect(drivers().driver?.name).toBe('Irene Castells');
    expect(standIn.seen[0]?.body).toEqual({ username: 'driver@example.com', password: 'demo1234' });
  });

  it('keeps steps taken without signal and sends them in order, each once with its key', async () => {
    standIn.rides = { offer: null, current: makeDriverRide({ id: 70, status_code: 3 }) };
    const { store, drivers, controls } = phone();
    await soon(() => expect(drivers().current?.id).toBe(70));

    standIn.offline = true;
    store.dispatch(actions.stepTaken({ action: 'arrive' }));
    await soon(() => expect(drivers().online).toBe(false));
    store.dispatch(actions.stepTaken({ action: 'start' }));
    store.dispatch(actions.stepTaken({ action: 'finish', body: { payment_method: 'card' } }));
    await soon(() => expect(drivers().pending).toHaveLength(3));
    expect(stepCalls()).toEqual([]);
    // The phone shows the ride as the driver left it, and the receipt at once.
    expect(selectDriverRide(store.getState())?.status_code).toBe(8);
    expect(selectShownReceipt(store.getState())).toMatchObject({
      id: 70,
      fare: 12.5,
      payment_method: 'card',
    });
    // The steps outlive the page: they are in the phone's storage.
    expect(JSON.parse(controls.storage.getItem(DRIVER_STORAGE.steps)!)).toHaveLength(3);

    // The server forgets a finished ride at once.
    standIn.rides = { offer: null, current: null };
    standIn.offline = false;
    controls.signal(true);
    await soon(() => expect(drivers().pending).toEqual([]));
    expect(stepCalls().map((seen) => [seen.path, seen.idempotencyKey])).toEqual([
      ['/api/driver/services/70/arrive/', 'step-1'],
      ['/api/driver/services/70/start/', 'step-2'],
      ['/api/driver/services/70/finish/', 'step-3'],
    ]);
    expect(stepCalls()[2]?.body).toEqual({ payment_method: 'card' });
    expect(drivers().online).toBe(true);
    expect(drivers().refusals).toEqual([]);

    // The receipt stays until the driver closes it, whatever the server now says.
    store.dispatch(actions.refreshRequested());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(selectShownReceipt(store.getState())?.id).toBe(70);
    store.dispatch(actions.receiptClosed());
    expect(selectShownReceipt(store.getState())).toBeNull();
    expect(drivers().current).toBeNull();
    expect(stepCalls()).toHaveLength(3);
  });

  it("explains a step the server refuses, and drops that ride's later steps", async () => {
    standIn.rides = { offer: null, current: makeDriverRide({ id: 70, status_code: 3 }) };
    const { store, drivers, controls } = phone();
    await soon(() => expect(drivers().current?.id).toBe(70));
    standIn.offline = true;
    store.dispatch(actions.stepTaken({ action: 'arrive' }));
    await soon(() => expect(drivers().online).toBe(false));
    store.dispatch(actions.stepTaken({ action: 'start' }));
    // The rider cancelled meanwhile.
    standIn.replies.set('PUT /api/driver/services/70/arrive/', {
      status: 409,
      body: { error: 'error.status_transition' },
    });
    standIn.offline = false;
    controls.signal(true);
    await soon(() => expect(drivers().refusals).toHaveLength(2));
    expect(drivers().refusals.map((item) => [item.step.action, item.message])).toEqual([
      ['arrive', 'error.status_transition'],
      ['start', 'error.status_transition'],
    ]);
    expect(drivers().pending).toEqual([]);
    // Tried once, never again; the later step never sent.
    expect(stepCalls().map((seen) => seen.path)).toEqual(['/api/driver/services/70/arrive/']);
    store.dispatch(actions.refusalDismissed(drivers().refusals[0]!.step.key));
    expect(drivers().refusals).toHaveLength(1);
  });

  it('alerts once for an offer however often it is read, and again for the next one', async () => {
    standIn.rides = { offer: makeDriverRide({ id: 71, status_code: 2 }), current: null };
    const { store, drivers, controls } = phone();
    await soon(() => expect(drivers().offer?.id).toBe(71));
    store.dispatch(actions.refreshRequested());
    store.dispatch(actions.refreshRequested());
    await soon(() =>
      expect(
        standIn.seen.filter((seen) => seen.path === '/api/driver/services/').length,
      ).toBeGreaterThanOrEqual(3),
    );
    expect(controls.alert).toHaveBeenCalledOnce();
    standIn.rides = { offer: makeDriverRide({ id: 72, status_code: 2 }), current: null };
    store.dispatch(actions.refreshRequested());
    await soon(() => expect(drivers().offer?.id).toBe(72));
    expect(controls.alert).toHaveBeenCalledTimes(2);
    store.dispatch(actions.acceptRequested(72));
    await soon(() => expect(drivers().offer).toBeNull());
    expect(standIn.seen.at(-1)?.path).toBe('/api/driver/services/72/accept/');
  });

  it('sends positions over the live socket while it is open, and by HTTP when it is not', async () => {
    const { drivers, controls } = phone();
    await soon(() => expect(drivers().location).toBe('on'));
    await soon(() => expect(standIn.sockets()).toHaveLength(1));
    // Open on the phone too: the server's side opens before the phone hears of it.
    await soon(() => expect(phoneSockets.at(-1)?.readyState).toBe(OPEN));
    const move = (latitude: number, speed: number | null = null) => {
      // Far enough and late enough that the cadence lets each through.
      controls.clock += 6_000;
      controls.read({ latitude, longitude: 2.17, heading: 90, speed });
    };
    move(41.38, 10);
    await soon(() => expect(standIn.frames).toHaveLength(1));
    expect(standIn.frames[0]).toEqual({
      seq: 1,
      latitude: 41.38,
      longitude: 2.17,
      heading: 90,
      speed: 36,
    });
    expect(standIn.seen.filter((seen) => seen.path === '/api/driver/position/')).toEqual([]);

    // The socket is refused from now on: the next position goes by PUT.
    standIn.refuseSockets = true;
    standIn.socketAnswer = () => 'silent';
    move(41.39);
    await soon(() => expect(standIn.frames).toHaveLength(2));
    for (const client of standIn.sockets()) client.terminate();
    // Closed on the phone too: its next try (1 s later) is refused.
    await soon(() => expect(standIn.offered).toHaveLength(2));
    move(41.4);
    await soon(() =>
      expect(standIn.seen.filter((seen) => seen.path === '/api/driver/position/')).toHaveLength(1),
    );
    expect(standIn.seen.find((seen) => seen.path === '/api/driver/position/')?.body).toEqual({
      latitude: 41.4,
      longitude: 2.17,
      heading: 90,
    });
    // The one the socket took but never acknowledged is kept, and sent with the next read.
    await soon(() =>
      expect(standIn.seen.find((seen) => seen.path === '/api/driver/positions/')?.body).toEqual({
        positions: [{ latitude: 41.39, longitude: 2.17, heading: 90 }],
      }),
    );
  });

  it('keeps positions without signal and sends them in one call when it returns', async () => {
    const { drivers, controls } = phone({ socket: false });
    await soon(() => expect(drivers().location).toBe('on'));
    await soon(() => expect(drivers().phase).toBe('shift'));
    standIn.offline = true;
    for (const latitude of [41.38, 41.39]) {
      controls.clock += 6_000;
      controls.read({ latitude, longitude: 2.17 });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    standIn.offline = false;
    controls.signal(true);
    await soon(() =>
      expect(standIn.seen.find((seen) => seen.path === '/api/driver/positions/')?.body).toEqual({
        positions: [
          { latitude: 41.38, longitude: 2.17 },
          { latitude: 41.39, longitude: 2.17 },
        ],
      }),
    );
  });

  it('signs the driver out when the socket says the token is no longer live', async () => {
    const { drivers, controls } = phone();
    await soon(() => expect(standIn.sockets()).toHaveLength(1));
    for (const client of standIn.sockets()) client.close(4401);
    await soon(() => expect(drivers().phase).toBe('login'));
    expect(controls.storage.getItem(DRIVER_STORAGE.token)).toBeNull();
  });
});
