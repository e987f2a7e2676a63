import { call, put, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { readFlow } from '../common/monitored-flow';
import type { CommerceList } from './schemas';
import { clubActions } from './slice';

const loadClub = readFlow(
  (error) => clubActions.failed(error),
  function* () {
    const { api } = yield* dependencies();
    const commerces: CommerceList = yield call(api.club.list);
    yield put(clubActions.loaded(commerces));
  },
);

/** The club is public (the guest app shows it before log-in), so this runs outside sessions. */
export function* clubSaga() {
  yield takeLatest(clubActions.requested.type, loadClub);
}
