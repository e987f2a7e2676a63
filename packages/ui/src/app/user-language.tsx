import { useContext, useEffect } from 'react';
import { isLanguage, type Language } from '@parada/core';
import { accountActions, STORAGE_KEYS } from '@parada/core/store';
import { AppContext, useAppContext } from './app-context';
import { useLanguage } from '../i18n/ui-i18n';

/**
 * A signed-in user's language is kept on their account (what the server emails and
 * texts them follows it) and remembered per user in this browser too, so two people sharing
 * a hotel desk or a family computer each get theirs back at sign-in, even offline.
 */
export const userLanguageKey = (userId: number | string) =>
  `${STORAGE_KEYS.language}.user.${userId}`;

/** The switch for signed-in users: shows the language now and remembers it for `userId`. */
export function useUserLanguage(userId: number | string | null | undefined) {
  const { parada, setLanguage } = useAppContext();
  const language = useLanguage();
  const choose = (next: Language) => {
    if (userId != null) {
      parada.storage.setItem(userLanguageKey(userId), next);
      parada.store.dispatch(accountActions.languageChosen(next));
    }
    setLanguage(next);
  };
  return { language, choose };
}

/** Whether the app's providers are there (a layout in a story or a unit test has none). */
export const useHasAppContext = (): boolean => useContext(AppContext) !== null;

/**
 * At sign-in, switches to the language this user chose last time: the account's (chosen
 * in any app or browser), else the one this browser remembers for them.
 */
export function useRestoreUserLanguage(
  userId: number | string | null | undefined,
  accountLanguage: Language | null | undefined = null,
) {
  const context = useContext(AppContext);
  const language = useLanguage();
  useEffect(() => {
    if (userId == null || !context) return;
    const { parada, setLanguage } = context;
    const stored = accountLanguage ?? parada.storage.getItem(userLanguageKey(userId));
    if (isLanguage(stored) && stored !== language) setLanguage(stored);
    // Only when the user changes: a later switch is the user's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}
