import type { AuthState } from '../auth/slice';
import type { ConfigState } from '../config/slice';
import { resolveGroupingId } from './grouping-rule';

/**
 * The grouping a ride is created in (spec §5): the user's exclusive grouping, else the
 * one the domain configuration stored. Null means the agurpation_faile dialog.
 */
export const selectRideGroupingId = (state: {
  auth: AuthState;
  config: ConfigState;
}): number | null =>
  resolveGroupingId(state.auth.exclusiveGrouping, state.config.configuration?.agrupacion_id);
