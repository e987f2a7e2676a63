import { lazyModule } from '../../store/lazy-module';
import type * as Schemas from './schemas';

export type AuthSchemas = typeof Schemas;

/**
 * The account requests' schemas as a chunk of their own: the login screen and the sagas
 * that run before anyone logs in keep zod out of the first route's script.
 */
export const authSchemas = lazyModule<AuthSchemas>(() => import('./schemas'));

export const loadAuthSchemas = authSchemas.load;
