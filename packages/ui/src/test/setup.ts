import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeToasts } from '../widgets/toaster';

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store that outlives a render, and the files of a worker
  // share their modules (vitest.config.ts): one test's toast must not show in the next.
  removeToasts();
});
