import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { lateRecipes } from '../../packages/ui/src/theme/base-config';
import * as late from '../../packages/ui/src/theme/late-recipes';

// A route's screen is a lazy chunk; on a loaded two-core CI machine importing it took over
// the default 1 s wait of findBy*, and a test failed on timing rather than on what it shows.
configure({ asyncUtilTimeout: 10_000 });

// The app fetches the recipes no first screen draws with the first piece that needs them;
// a test draws any component at once.
lateRecipes.provide(late);

afterEach(() => cleanup());
