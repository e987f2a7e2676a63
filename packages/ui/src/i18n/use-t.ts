import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './ui-i18n';

/**
 * ui's `t`: its own texts, then core's. Not exported from the package: each app has its
 * own `useT`, which looks in the app's texts first.
 */
export function useT() {
  return useTranslation(UI_NAMESPACE);
}
