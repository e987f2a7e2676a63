import type { AuthState } from '../auth/slice';
import type { ConfigState } from '../config/slice';
import { resolveAgrupationId } from './agrupation-rule';

/**
 * The grouping a ride is created in (spec §5): the user's exclusive agrupation, else the
 * one the domain configuration stored. Null means the agurpation_faile dialog.
 */
export const selectRideAgrupationId = (state: {
  auth: AuthState;
  config: ConfigState;
}): number | null =>
  resolveAgrupationId(state.auth.exclusiveAgrupation, state.config.configuration?.agrupacion_id);
