import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createStepQueue,
  shouldSendFix,
  storageStepStore,
  type Driver,
  type DriverPosition,
  type DriverRide,
  type DriverShiftState,
  type DriverShiftSummary,
  type DriverVehicle,
  type Fix,
  type QueuedAction,
  type QueuedStep,
} from '@parada/core';
import { isApiError } from '@parada/core/client';
import { alertOffer } from './alerts';
import type { DriverApi } from './driver-api';

/** The poll while the event stream is not open, and the safety poll while it is. */
const POLL_MS = 2_000;
const STREAMING_POLL_MS = 20_000;
/** How long after a stream ends or fails the next one is tried. */
const STREAM_RETRY_MS = 3_000;
const MAX_KEPT_POSITIONS = 120;
const AFTER_STEP: Record<QueuedAction, number> = { arrive: 10, start: 7, finish: 8 };

export type Phase = 'loading' | 'login' | 'vehicle' | 'shift' | 'summary';
export type LocationState = 'ask' | 'on' | 'refused' | 'unavailable';

export interface Refusal {
  step: QueuedStep;
  message: string;
}

/** The ride as the phone knows it: the server's last word with the steps still queued. */
export function withQueuedSteps(ride: DriverRide | null, steps: readonly QueuedStep[]) {
  if (!ride) return null;
  let status = ride.status_code;
  for (const step of steps) if (step.rideId === ride.id) status = AFTER_STEP[step.action];
  return status === ride.status_code ? ride : { ...ride, status_code: status };
}

/**
 * A position worth keeping for later: the call got no answer or a server fault. A refusal
 * (the shift is over, the account suspended) would be refused again.
 */
const keepAfter = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The driver's session on the phone: the shift, the offers and ride (polled), the steps
 * queued while there is no signal, and the position from the Geolocation API.
 */
export function useDriver(api: DriverApi) {
  const [phase, setPhase] = useState<Phase>(api.hasSession() ? 'loading' : 'login');
  const [driver, setDriver] = useState<Driver | null>(null);
  const [shift, setShift] = useState<DriverShiftState | null>(null);
  const [vehicles, setVehicles] = useState<DriverVehicle[]>([]);
  const [summary, setSummary] = useState<DriverShiftSummary | null>(null);
  const [offer, setOffer] = useState<DriverRide | null>(null);
  const [current, setCurrent] = useState<DriverRide | null>(null);
  const [receipt, setReceipt] = useState<DriverRide | null>(null);
  const [online, setOnline] = useState(navigator.onLine);
  const [pending, setPending] = useState<QueuedStep[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [location, setLocation] = useState<LocationState>('ask');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seenOffer = useRef<number | null>(null);
  const keptPositions = useRef<DriverPosition[]>([]);
  const lastSent = useRef<Fix | null>(null);

  const queue = useMemo(
    () =>
      createStepQueue({
        store: storageStepStore(localStorage, 'parada.driver.steps'),
        send: (step) => api.sendStep(step),
        newKey: () => crypto.randomUUID(),
      }),
    [api],
  );

  const signedOut = useCallback(() => {
    api.forget();
    setPhase('login');
  }, [api]);

  /** A call that failed: no answer means no signal; a 401 means the session is over. */
  const failed = useCallback(
    (caught: unknown) => {
      if (isApiError(caught) && caught.status === 0) setOnline(false);
      else if (isApiError(caught) && caught.status === 401) signedOut();
      else setError(messageOf(caught));
    },
    [signedOut],
  );

  const flush = useCallback(async () => {
    if (queue.pending().length === 0) return;
    const result = await queue.flush();
    // What the server took is the ride's state now, before the next poll confirms it.
    setCurrent((before) => {
      if (!before) return before;
      const taken = result.sent.filter((step) => step.rideId === before.id).at(-1);
      return taken ? { ...before, status_code: AFTER_STEP[taken.action] } : before;
    });
    setPending(queue.pending());
    if (result.refused.length > 0) setRefusals((before) => [...before, ...result.refused]);
    if (result.waiting > 0 && result.sent.length === 0) setOnline(false);
  }, [queue]);

  const sendKeptPositions = useCallback(async () => {
    const kept = keptPositions.current;
    if (kept.length === 0) return;
    keptPositions.current = [];
    await api.positions(kept).catch((caught: unknown) => {
      if (!keepAfter(caught)) return;
      keptPositions.current = [...kept, ...keptPositions.current].slice(-MAX_KEPT_POSITIONS);
      throw caught;
    });
  }, [api]);

  const refresh = useCallback(async () => {
    try {
      const rides = await api.rides();
      setOnline(true);
      await flush();
      await sendKeptPositions();
      setOffer(rides.offer);
      setCurrent((before) => {
        // The server forgets a finished ride at once; the phone shows its receipt.
        if (!rides.current && before && queue.pending().some((step) => step.rideId === before.id)) {
          return before;
        }
        return rides.current;
      });
      if (rides.offer && seenOffer.current !== rides.offer.id) {
        seenOffer.current = rides.offer.id;
        alertOffer();
      }
    } catch (caught) {
      failed(caught);
    }
  }, [api, failed, flush, queue, sendKeptPositions]);

  const load = useCallback(async () => {
    try {
      const [me, state, list] = await Promise.all([api.me(), api.shift(), api.vehicles()]);
      setDriver(me);
      setShift(state);
      setVehicles(list.vehicles);
      setPending(queue.pending());
      setPhase(state.shift ? 'shift' : 'vehicle');
    } catch (caught) {
      if (isApiError(caught) && caught.status === 401) signedOut();
      else if (queue.pending().length > 0 || (isApiError(caught) && caught.status === 0)) {
        // Without signal on opening: the shift goes on with what the phone kept.
        setOnline(false);
        setPhase('shift');
      } else setError(messageOf(caught));
    }
  }, [api, queue, signedOut]);

  useEffect(() => {
    if (phase === 'loading') void load();
  }, [phase, load]);

  // Offers and ride changes arrive by the driver's event stream; the poll is the fallback
  // (every 2 s while the stream is not open, a slow safety net while it is).
  const [streaming, setStreaming] = useState(false);
  // The stream stays open across re-renders: it calls the latest refresh.
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  useEffect(() => {
    if (phase !== 'shift') return;
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      void api
        .follow(
          () => setStreaming(true),
          () => void latestRefresh.current(),
          stop.signal,
        )
        .catch(() => {})
        .finally(() => {
          setStreaming(false);
          if (!stop.signal.aborted) retry = setTimeout(open, STREAM_RETRY_MS);
        });
    };
    open();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, [phase, api]);

  useEffect(() => {
    if (phase !== 'shift') return;
    void refresh();
    const timer = setInterval(() => void refresh(), streaming ? STREAMING_POLL_MS : POLL_MS);
    return () => clearInterval(timer);
  }, [phase, refresh, streaming]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void refresh();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [refresh]);

  // An unreadable position (no fix under a bridge) keeps the watch: the next fix clears it.
  const watching = location === 'on' || location === 'unavailable';
  // The position while the shift is open: about every 5 s moving, less when still, kept
  // while there is no signal and sent in one call when it returns.
  useEffect(() => {
    if (phase !== 'shift' || !watching || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (reading) => {
        const fix: Fix = {
          latitude: reading.coords.latitude,
          longitude: reading.coords.longitude,
          at: Date.now(),
        };
        setLocation('on');
        if (!shouldSendFix(lastSent.current, fix)) return;
        lastSent.current = fix;
        const heading = reading.coords.heading;
        const speed = reading.coords.speed;
        const position: DriverPosition = {
          latitude: fix.latitude,
          longitude: fix.longitude,
          ...(heading != null && Number.isFinite(heading) ? { heading } : {}),
          ...(speed != null && Number.isFinite(speed) ? { speed: Math.min(speed * 3.6, 400) } : {}),
        };
        api.position(position).catch((caught: unknown) => {
          if (!keepAfter(caught)) return;
          keptPositions.current = [...keptPositions.current, position].slice(-MAX_KEPT_POSITIONS);
        });
      },
      (problem) => {
        // A fix late in coming (a car standing still) is no failure: the watch goes on.
        if (problem.code === problem.TIMEOUT) return;
        setLocation(problem.code === problem.PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [api, phase, watching]);

  // A permission already given needs no question.
  useEffect(() => {
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (status.state === 'granted') setLocation('on');
        if (status.state === 'denied') setLocation('refused');
      })
      .catch(() => {});
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };

  const ride = withQueuedSteps(current, pending);

  return {
    phase,
    driver,
    shift,
    vehicles,
    summary,
    offer,
    ride,
    receipt,
    online,
    pending,
    refusals,
    location,
    error,
    busy,
    allowLocation: () => setLocation('on'),
    dismissRefusal: (key: string) =>
      setRefusals((before) => before.filter((item) => item.step.key !== key)),
    logIn: (username: string, password: string) =>
      run(async () => {
        await api.logIn(username, password);
        setPhase('loading');
      }),
    logOut: () =>
      run(async () => {
        await api.logOut();
        setPhase('login');
      }),
    startShift: (vehicleId: number) =>
      run(async () => {
        setShift(await api.startShift(vehicleId));
        setDriver(await api.me());
        setPhase('shift');
      }),
    endShift: () =>
      run(async () => {
        setSummary(await api.endShift());
        setPhase('summary');
      }),
    newShift: () => setPhase('loading'),
    setAvailable: (available: boolean) =>
      run(async () => {
        setDriver(await api.setAvailable(available));
      }),
    accept: (id: number) =>
      run(async () => {
        const { service } = await api.accept(id);
        setOffer(null);
        setCurrent(service);
      }),
    decline: (id: number) =>
      run(async () => {
        await api.cancel(id);
        setOffer(null);
      }),
    cancelRide: (id: number, reason: string) =>
      run(async () => {
        await api.cancel(id, reason);
        setCurrent(null);
      }),
    noShow: (id: number) =>
      run(async () => {
        await api.noShow(id);
        setCurrent(null);
      }),
    /** A step of the ride: queued on the phone first, so no signal loses it. */
    step: async (action: QueuedAction, body?: QueuedStep['body']) => {
      if (!ride) return;
      setError(null);
      queue.enqueue({ rideId: ride.id, action, ...(body ? { body } : {}) });
      setPending(queue.pending());
      if (action === 'finish') {
        setReceipt({
          ...ride,
          status_code: 8,
          fare: ride.fare ?? body?.fare ?? null,
          payment_method: body?.payment_method ?? ride.payment_method,
        });
      }
      await flush();
    },
    closeReceipt: () => {
      setReceipt(null);
      if (current && !queue.pending().some((step) => step.rideId === current.id)) setCurrent(null);
      void refresh();
    },
  };
}

export type DriverSession = ReturnType<typeof useDriver>;
