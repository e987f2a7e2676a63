import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import {
  FIRST_PAINT_COLORS_ID,
  resolvePalette,
  type GroupingColors,
  type Palette,
} from '@parada/core';
import { createGroupingSystem } from './create-theme';
import { useDocumentBranding, type DocumentBranding } from './branding';
import { AppToaster } from '../widgets/toaster';

const PaletteContext = createContext<Palette>(resolvePalette());

/** The resolved colours, for the few places CSS tokens cannot reach (map markers, canvas). */
export const usePalette = (): Palette => useContext(PaletteContext);

export interface UiProviderProps {
  /** The grouping's colours from the domain configuration; defaults of spec §9 when absent. */
  colors?: GroupingColors | null;
  /** Title and favicon of the configuration, applied to the document. */
  branding?: DocumentBranding;
  /** The app's i18next instance (`loadAppI18n`), or ui's for Storybook and tests (`createUiI18n`). */
  i18n: I18n;
  children: ReactNode;
}

/** Everything a Parada screen needs around it: theme, translations, toasts, branding. */
export function UiProvider({ colors, branding, i18n, children }: UiProviderProps) {
  // Keyed by the colours' values: a new object with the same colours (each configuration
  // fetch) must not rebuild the whole styled system.
  const key = JSON.stringify(colors ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const system = useMemo(() => createGroupingSystem(colors ?? {}), [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const palette = useMemo(() => resolvePalette(colors ?? {}), [key]);
  useDocumentBranding(branding ?? {});
  // The server paints a prerendered screen in the host's colours (unlayered CSS variables,
  // stronger than the theme's). Once the theme has the configuration's own colours, it is
  // the one to follow: a site_domain in the path may name another grouping than the host.
  useLayoutEffect(() => {
    if (colors) document.getElementById(FIRST_PAINT_COLORS_ID)?.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, colors == null]);
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <PaletteContext.Provider value={palette}>
          {children}
          <AppToaster />
        </PaletteContext.Provider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
