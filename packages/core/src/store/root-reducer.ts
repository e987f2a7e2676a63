import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '../features/auth/account-slice';
import { authSlice } from '../features/auth/slice';
import { configSlice } from '../features/config/slice';
import { contentSlice } from '../features/content/slice';
import { flowsSlice } from '../features/common/monitored-flow';

/**
 * The store's reducer: what every first screen needs is here from the start;
 * each other feature's slice joins it when its module loads (`slice.injectInto(
 * featureReducer)` in the slice's own file), so a logged-out first screen carries no
 * ride, wallet or hotel slice. Selectors of an injected slice answer its initial state
 * until its reducer first runs, so reading one before the next action is safe.
 */
export const featureReducer = combineSlices(
  authSlice,
  configSlice,
  contentSlice,
  accountSlice,
  flowsSlice,
);
