import { lazyModule } from '../../store/lazy-module';
import type * as Schemas from './schemas';

/**
 * The guest's sign-up and sign-in schemas as a chunk of their own: the room card's first
 * screen keeps zod out of its script and fetches them on submit.
 */
export const guestSchemas = lazyModule<typeof Schemas>(() => import('./schemas'));

export const loadGuestSchemas = guestSchemas.load;
