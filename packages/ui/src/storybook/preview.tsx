import type { Decorator, Preview } from '@storybook/react-vite';
import { LANGUAGES, type Language } from '@parada/core';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { createUiI18n } from '../i18n/ui-i18n';
import { UiProvider } from '../theme/ui-provider';
import { removeToasts } from '../widgets/toaster';
import { lateRecipes } from '../theme/base-config';
import * as late from '../theme/late-recipes';
import { GROUPINGS } from './fixtures';

type GroupingKey = keyof typeof GROUPINGS;

// Stories draw any component at once; the app fetches these with what needs them.
lateRecipes.provide(late);

/** Every story inside the app's providers, with the toolbar's language and grouping. */
const WithProviders: Decorator = (Story, context) => {
  const language = (context.globals.language ?? 'es') as Language;
  const grouping =
    GROUPINGS[(context.globals.grouping ?? 'parada') as GroupingKey] ?? GROUPINGS.parada;
  const i18n = useMemo(() => createUiI18n(language), [language]);
  return (
    <UiProvider colors={grouping.colors} i18n={i18n} branding={{ title: grouping.name }}>
      <MemoryRouter initialEntries={[context.parameters.route ?? '/request']}>
        <Story />
      </MemoryRouter>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [WithProviders],
  // Toasts live in a module-level store that outlives a story: without this, one story's
  // toasts would show in the next (clicking through Storybook, and in the story run, which
  // renders story after story in the same page).
  beforeEach: () => () => removeToasts(),
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
    grouping: {
      description: "Grouping's colours",
      toolbar: {
        title: 'Grouping',
        icon: 'paintbrush',
        items: Object.entries(GROUPINGS).map(([value, grouping]) => ({
          value,
          title: grouping.name,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'es', grouping: 'parada' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    options: { storySort: { order: ['Theme', 'Widgets', 'Dialogs', 'Ride', 'Layouts'] } },
  },
};

export default preview;
