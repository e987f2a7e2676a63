import type { AuthState } from '../auth/slice';
import type { ConfigState } from '../config/slice';

/**
 * The grouping a ride is created in (spec §5): the user's exclusive agrupation, else the
 * one the domain configuration stored. Null means the agurpation_faile dialog.
 */
export const selectRideAgrupationId = (state: {
  auth: AuthState;
  config: ConfigState;
}): number | null =>
  state.auth.exclusiveAgrupation?.id ?? state.config.configuration?.agrupacion_id ?? null;
