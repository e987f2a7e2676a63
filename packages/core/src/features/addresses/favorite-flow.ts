import { call, put } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow, type FlowSuccess } from '../common/monitored-flow';
import type { Favorite, FavoriteCreateInput, FavoriteUpdate } from './schemas';
import { addressSearchActions } from './slice';

/** One change to the user's favorites, as the favorites screen asks for it. */
export type FavoriteChange =
  | { kind: 'create'; input: FavoriteCreateInput }
  | { kind: 'update'; id: number; changes: FavoriteUpdate }
  | { kind: 'remove'; id: number };

/**
 * Adding, changing (name, default) or deleting a favorite (spec §2 /favorite). One change at
 * a time (`leading`): a double click saves or deletes once. Each success says itself by the
 * spec's toast for its kind.
 */
export const favoriteFlow = createFlow(
  'addresses/favorite',
  function* (change: FavoriteChange) {
    const { api } = yield* dependencies();
    if (change.kind === 'remove') {
      yield call(api.addresses.removeFavorite, change.id);
      yield put(addressSearchActions.favoriteRemoved(change.id));
      return { key: 'success.action' } satisfies FlowSuccess;
    }
    const saved: Favorite =
      change.kind === 'create'
        ? yield call(api.addresses.createFavorite, change.input)
        : yield call(api.addresses.updateFavorite, change.id, change.changes);
    yield put(addressSearchActions.favoriteSaved(saved));
    return {
      key: change.kind === 'create' ? 'success.data_registered' : 'success.data_updated',
      id: saved.id,
    } satisfies FlowSuccess;
  },
  { idOf: (change) => (change.kind === 'create' ? null : change.id) },
);
