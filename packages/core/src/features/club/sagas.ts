import { call, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { languageShown } from '../../store/language-shown';
import { readFlow } from '../common/monitored-flow';
import type { CommerceList } from './schemas';
import { clubActions, selectClub } from './slice';

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
  // The offers are the operator's texts in the reader's language: a loaded club is re-read.
  yield takeLatest(languageShown.type, function* () {
    const { status }: { status: string } = yield select(selectClub);
    if (status === 'loaded') yield put(clubActions.requested());
  });
}
