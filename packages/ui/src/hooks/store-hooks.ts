import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@parada/core/store';

/**
 * The only way screens reach the store: typed once here, so a selector's state and a
 * dispatched thunk or action are checked against core's store (lint bans the untyped pair).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
