import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@parada/core';
import { memoryStorage, STORAGE_KEYS } from '@parada/core/store';
import { withSessionCookie } from './parada';

const sessionCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1) ?? null;

describe("the session's cookie beside the stored token", () => {
  afterEach(() => {
    document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0`;
  });

  it('follows the token as it is stored and removed, and nothing else', () => {
    const storage = withSessionCookie(memoryStorage());
    storage.setItem(STORAGE_KEYS.language, 'ca');
    expect(sessionCookie()).toBeNull();
    storage.setItem(STORAGE_KEYS.token, 'a+b/c=');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('a+b/c=');
    expect(decodeURIComponent(sessionCookie()!)).toBe('a+b/c=');
    storage.removeItem(STORAGE_KEYS.language);
    expect(sessionCookie()).not.toBeNull();
    storage.removeItem(STORAGE_KEYS.token);
    expect(sessionCookie()).toBeNull();
  });

  it('clears a cookie left without its token', () => {
    document.cookie = `${SESSION_COOKIE}=stale; path=/`;
    withSessionCookie(memoryStorage());
    expect(sessionCookie()).toBeNull();
    document.cookie = `${SESSION_COOKIE}=kept; path=/`;
    withSessionCookie(memoryStorage({ [STORAGE_KEYS.token]: 'kept' }));
    expect(sessionCookie()).toBe('kept');
  });
});
