import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A route's screen is a lazy chunk; on a loaded two-core CI machine importing it took over
// the default 1 s wait of findBy*, and a test failed on timing rather than on what it shows.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
