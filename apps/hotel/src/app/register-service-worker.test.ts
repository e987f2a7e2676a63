import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AFTER_MS, INSTALL_RETRY_MS, registerServiceWorker } from './register-service-worker';

/** A browser's service worker container with a new version installed and waiting. */
function fakeContainer({ controlled }: { controlled: boolean }) {
  const waiting = { postMessage: vi.fn() };
  const registration: Record<string, unknown> = { waiting, update: vi.fn(async () => undefined) };
  const listeners: Record<string, () => void> = {};
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve(registration),
    register: vi.fn(async () => registration),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return {
    waiting,
    container,
    registration,
    takeOver: () => listeners['controllerchange']?.(),
  };
}

describe('a new version takes over only at an idle moment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits while a request is in flight or the kiosk is busy, and while someone uses it', async () => {
    const { waiting, container, takeOver } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    let busy = true;
    registerServiceWorker(() => busy);
    await vi.advanceTimersByTimeAsync(0);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS * 2);
    expect(waiting.postMessage).not.toHaveBeenCalled();

    busy = false;
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS / 2);
    expect(waiting.postMessage).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS);
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith('skip-waiting');
    takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the first worker takes the page over without a reload', async () => {
    const { waiting, takeOver } = fakeContainer({ controlled: false });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    registerServiceWorker(() => false);
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS * 2);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a first install that failed is tried again, not only at the next page load', async () => {
    const { container, registration } = fakeContainer({ controlled: false });
    registration.waiting = null;
    registerServiceWorker(() => false);
    await vi.advanceTimersByTimeAsync(0);
    expect(container.register).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS - 5_000);
    expect(container.register).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(container.register).toHaveBeenCalledTimes(2);
    // Once a worker is installing, nothing is asked again.
    registration.installing = {};
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS * 3);
    expect(container.register).toHaveBeenCalledTimes(2);
  });

  it.each([
    {
      page: 'a page the first worker did not claim while it loaded',
      controlled: false,
      asks: ['claim'],
    },
    { page: 'a page the worker controls', controlled: true, asks: [] },
  ])('$page asks to be taken over: $asks', async ({ controlled, asks }) => {
    const { registration } = fakeContainer({ controlled });
    const active = { postMessage: vi.fn() };
    registration.active = active;
    registerServiceWorker(() => false);
    await vi.advanceTimersByTimeAsync(0);
    expect(active.postMessage.mock.calls).toEqual(asks.map((message) => [message]));
  });
});
