import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { type ContentKey } from '@parada/core';
import {
  accountActions,
  contentActions,
  selectEmailCheck,
  selectContentPage,
  type AccountState,
  type ContentState,
} from '@parada/core/store';
import { useLanguage } from '../i18n/ui-i18n';

/** A content page in the current language, asked for on mount and on a language change. */
export function useContentPage(key: ContentKey) {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const request = { key, language };
  const state = useAppSelector((root: { content: ContentState }) =>
    selectContentPage(root, request),
  );
  useEffect(() => {
    dispatch(contentActions.pageRequested({ key, language }));
  }, [dispatch, key, language]);
  return { state, retry: () => dispatch(contentActions.pageRequested({ key, language })) };
}

/**
 * Sign-up's email check: `onEmailLeft` asks the server when the field is left (once
 * per address), and `takenEmail` is the address it said is registered, for the form's
 * message.
 */
export function useEmailAvailability() {
  const dispatch = useAppDispatch();
  const check = useAppSelector((root: { account: AccountState }) => selectEmailCheck(root));
  return {
    takenEmail: check?.available === false ? check.email : null,
    onEmailLeft: (email: string) => {
      if (email !== check?.email) dispatch(accountActions.emailCheckRequested(email));
    },
  };
}
