import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeToasts } from '../widgets/toaster';
import { lateRecipes } from '../theme/base-config';
import * as late from '../theme/late-recipes';

// A lazy piece (the QR scanner's fallback, the menu's dialogs) is a chunk to import; on a
// loaded two-core CI machine that took over findBy*'s default 1 s, as in the apps' tests.
configure({ asyncUtilTimeout: 10_000 });

// The app fetches the recipes no first screen draws with the first piece that needs them;
// a test draws any component at once.
lateRecipes.provide(late);

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store that outlives a render, and the files of a worker
  // share their modules (vitest.config.ts): one test's toast must not show in the next.
  removeToasts();
});
