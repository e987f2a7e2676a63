import { useCallback } from 'react';
import { PANEL_NAMESPACE } from '../../i18n/panel-resources';
import { usePanelTranslation } from '../../i18n/panel-i18n';

const NAMESPACES = [PANEL_NAMESPACE, 'translation'];

/**
 * `t` over this area's texts and core's (route titles, validation, the spec's toasts):
 * a key is looked up in the panel namespace first, then in core's.
 */
export function useCompanyTranslation() {
  const { t: panelT, i18n } = usePanelTranslation();
  const t = useCallback(
    (key: string, params: Record<string, string | number> = {}): string =>
      panelT(key, { ...params, ns: NAMESPACES }) as string,
    [panelT],
  );
  return { t, i18n };
}
