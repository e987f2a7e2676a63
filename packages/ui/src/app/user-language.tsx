import { useContext, useEffect } from 'react';
import { isLanguage, STORAGE_KEYS, type Language } from '@parada/core';
import { AppContext, useAppContext } from './app-context';
import { useLanguage } from '../i18n/ui-i18n';

/**
 * A signed-in user's language is remembered per user in this browser: the server's users
 * have no language field (docs/decisions.md, #14), and two people sharing a hotel desk or a
 * family computer should each get theirs back at sign-in.
 */
export const userLanguageKey = (userId: number | string) =>
  `${STORAGE_KEYS.language}.user.${userId}`;

/** The switch for signed-in users: shows the language now and remembers it for `userId`. */
export function useUserLanguage(userId: number | string | null | undefined) {
  const { parada, setLanguage } = useAppContext();
  const language = useLanguage();
  const choose = (next: Language) => {
    if (userId != null) parada.storage.setItem(userLanguageKey(userId), next);
    setLanguage(next);
  };
  return { language, choose };
}

/** Whether the app's providers are there (a layout in a story or a unit test has none). */
export const useHasAppContext = (): boolean => useContext(AppContext) !== null;

/** At sign-in, switches to the language this user chose last time (if any). */
export function useRestoreUserLanguage(userId: number | string | null | undefined) {
  const context = useContext(AppContext);
  const language = useLanguage();
  useEffect(() => {
    if (userId == null || !context) return;
    const { parada, setLanguage } = context;
    const stored = parada.storage.getItem(userLanguageKey(userId));
    if (isLanguage(stored) && stored !== language) setLanguage(stored);
    // Only when the user changes: a later switch is the user's own choice.
  }, [userId]);
}
