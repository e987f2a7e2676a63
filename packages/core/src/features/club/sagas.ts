import { call, put, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import type { CommerceList } from './schemas';
import { clubActions } from './slice';

function* loadClub() {
  const { api } = yield* dependencies();
  try {
    const commerces: CommerceList = yield call(api.club.list);
    yield put(clubActions.loaded(commerces));
  } catch (error) {
    yield put(clubActions.failed(errorMessage(error)));
  }
}

/** The club is public (the guest app shows it before log-in), so this runs outside sessions. */
export function* clubSaga() {
  yield takeLatest(clubActions.requested.type, loadClub);
}
