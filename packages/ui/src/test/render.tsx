import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { Language } from '@parada/core';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createUiI18n } from '../i18n/ui-i18n';
import { UiProvider } from '../theme/ui-provider';

/** Renders inside the same providers as an app, in English unless told otherwise. */
export function renderUi(
  ui: ReactElement,
  {
    language = 'en',
    route = '/',
    ...options
  }: RenderOptions & { language?: Language; route?: string } = {},
): RenderResult {
  const i18n = createUiI18n(language);
  return render(
    <UiProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
    options,
  );
}
