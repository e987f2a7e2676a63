import { useState } from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLive } from '../app/start-app';
import { SCREEN_LIVE_EVENT } from '@parada/core';
import { BUSY_ATTRIBUTE, SETTLED_AFTER_LOAD_MS, appLoader, holdFirstScreen } from './first-screen';

/** A controlled log-in form, as the first screens draw theirs. */
function LogIn({ onLogIn }: { onLogIn: (username: string) => void }) {
  const [username, setUsername] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onLogIn(username);
      }}
    >
      <input
        name="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <button type="submit">Log in</button>
      <ScreenLive />
    </form>
  );
}

/**
 * Terms to tick before sending, through a control that passes its change on from a
 * microtask, outside React's event, as Ark's checkbox machine does.
 */
function Terms({ onSend }: { onSend: (accepted: boolean) => void }) {
  const [accepted, setAccepted] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(accepted);
      }}
    >
      <input
        type="checkbox"
        checked={accepted}
        onChange={(event) => {
          const { checked } = event.target;
          queueMicrotask(() => setAccepted(checked));
        }}
      />
      <button type="submit">Send</button>
      <ScreenLive />
    </form>
  );
}

const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((step) => step());
  cleanup = [];
});

/**
 * The prerendered page: the server's markup in #root, the first script listening.
 * `signedIn`: a signed-in screen the server drew (its record's `data-session`).
 */
function prerendered(draws: boolean, signedIn = false) {
  const root = document.createElement('div');
  root.id = 'root';
  if (signedIn) {
    Object.assign(root.dataset, {
      prerendered: 'signed-in',
      language: 'ca',
      pattern: '^/history/?$',
      session: '',
    });
  }
  const onLogIn = vi.fn();
  root.innerHTML = renderToString(<LogIn onLogIn={onLogIn} />);
  document.body.append(root);
  const loadApp = vi.fn();
  const release = holdFirstScreen({ document, loadApp, drawsThisVisit: () => draws });
  let reactRoot: Root | undefined;
  cleanup.push(
    release,
    () => act(() => reactRoot?.unmount()),
    () => root.remove(),
  );
  const hydrate = () =>
    act(async () => {
      reactRoot = hydrateRoot(root, <LogIn onLogIn={onLogIn} />);
    });
  return { root, onLogIn, loadApp, hydrate };
}

describe('a prerendered first screen', () => {
  it('loads the app at once when the page does not draw this visit, inert until it is live', async () => {
    const { root, loadApp, hydrate } = prerendered(false);
    await vi.waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1));
    expect(root.hasAttribute('inert')).toBe(true);
    await hydrate();
    await vi.waitFor(() => expect(root.hasAttribute('inert')).toBe(false));
  });

  it('waits for the first interaction, then loads the app once', () => {
    const { root, loadApp } = prerendered(true);
    expect(loadApp).not.toHaveBeenCalled();
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    root.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('holds a log-in pressed before hydration and replays it with what was typed', async () => {
    const { root, onLogIn, loadApp, hydrate } = prerendered(true);
    const input = root.querySelector('input')!;
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    cleanup.push(() => document.removeEventListener('submit', submitted));
    inputValue.call(input, 'ann');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')!.click();
    expect(loadApp).toHaveBeenCalledTimes(1);
    // Nothing submitted natively; nothing reached the page below the document.
    expect(submitted).not.toHaveBeenCalled();
    expect(onLogIn).not.toHaveBeenCalled();

    await hydrate();
    await vi.waitFor(() => expect(onLogIn).toHaveBeenCalledWith('ann'));
    expect(root.hasAttribute('data-live')).toBe(true);
    expect(input.value).toBe('ann');
  });

  it('shows the held log-in working until the app has it', async () => {
    const { root, onLogIn, hydrate } = prerendered(true);
    const button = root.querySelector('button')!;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute(BUSY_ATTRIBUTE)).toBe(true);
    await hydrate();
    await vi.waitFor(() => expect(onLogIn).toHaveBeenCalledWith(''));
    expect(root.querySelector(`[${BUSY_ATTRIBUTE}]`)).toBeNull();
  });

  it('sends a held log-in, with what was typed, even when the app draws the page afresh', async () => {
    const { root, onLogIn } = prerendered(true);
    const input = root.querySelector('input')!;
    inputValue.call(input, 'bea');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')!.click();
    // Not a hydration: the app's first render replaces every node the page drew.
    let fresh: Root | undefined;
    await act(async () => {
      root.replaceChildren();
      fresh = createRoot(root);
      fresh.render(<LogIn onLogIn={onLogIn} />);
    });
    cleanup.unshift(() => act(() => fresh?.unmount()));
    await vi.waitFor(() => expect(onLogIn).toHaveBeenCalledWith('bea'));
    expect(input.isConnected).toBe(false);
  });

  /** The terms page drawn and held; `hydrate` brings the app in over it. */
  function holdTerms() {
    const root = document.createElement('div');
    root.id = 'root';
    const onSend = vi.fn();
    root.innerHTML = renderToString(<Terms onSend={onSend} />);
    document.body.append(root);
    const release = holdFirstScreen({ document, loadApp: () => {}, drawsThisVisit: () => true });
    let reactRoot: Root | undefined;
    cleanup.push(
      release,
      () => act(() => reactRoot?.unmount()),
      () => root.remove(),
    );
    const hydrate = () =>
      act(async () => {
        reactRoot = hydrateRoot(root, <Terms onSend={onSend} />);
      });
    return { root, onSend, hydrate };
  }

  it('replays a held submit only once what the click before it set off has rendered', async () => {
    const { root, onSend, hydrate } = holdTerms();
    root.querySelector('input')!.click();
    root.querySelector('button')!.click();
    await hydrate();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith(true);
  });

  it('queues a click made while held ones are still being handed over behind them', async () => {
    const { root, onSend, hydrate } = holdTerms();
    // The visitor presses Send as the app goes live, before the held tick is handed over.
    const pressSend = () => root.querySelector('button')!.click();
    document.addEventListener(SCREEN_LIVE_EVENT, pressSend, { once: true });
    cleanup.push(() => document.removeEventListener(SCREEN_LIVE_EVENT, pressSend));
    root.querySelector('input')!.click();
    await hydrate();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith(true);
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

describe('a signed-in screen the server drew', () => {
  afterEach(() => vi.useRealTimers());

  it('starts its app by itself once the loaded page has settled, to keep its lists live', async () => {
    vi.useFakeTimers();
    const { loadApp, root } = prerendered(true, true);
    await vi.advanceTimersByTimeAsync(SETTLED_AFTER_LOAD_MS - 1);
    expect(loadApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTLED_AFTER_LOAD_MS + 1);
    expect(loadApp).toHaveBeenCalledTimes(1);
    // Still usable meanwhile: a touch is held and replayed as on any first screen.
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('starts it at once on a first touch before that', async () => {
    vi.useFakeTimers();
    const { loadApp, root } = prerendered(true, true);
    await vi.advanceTimersByTimeAsync(10);
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loadApp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * SETTLED_AFTER_LOAD_MS);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});

describe("the kiosk's worker from a first screen", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('installs once the loaded page has settled, not in the middle of its first paint', async () => {
    vi.useFakeTimers();
    const register = vi.fn(async () => ({}));
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { serviceWorker: { register } }),
    );
    const script = document.createElement('script');
    script.dataset.worker = '/sw.js';
    appLoader(script);
    await vi.advanceTimersByTimeAsync(SETTLED_AFTER_LOAD_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTLED_AFTER_LOAD_MS + 1);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });
});
