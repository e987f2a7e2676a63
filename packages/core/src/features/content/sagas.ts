import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { readFlow } from '../common/monitored-flow';
import type { Content } from './schemas';
import { contentActions, type ContentPageRequest } from './slice';

/**
 * The page comes in the language of Accept-Language, which the client reads from the
 * app's current language: the request names that language so the answer is filed under it.
 */
const loadPage = readFlow(
  (error, { payload }: PayloadAction<ContentPageRequest>) =>
    contentActions.pageFailed({ request: payload, error }),
  function* ({ payload }) {
    const { api } = yield* dependencies();
    const page: Content = yield call(api.content.get, payload.key);
    yield put(contentActions.pageLoaded({ request: payload, page }));
  },
);

/** Public pages: visitors read them before signing up, so this runs outside the session. */
export function* contentSaga() {
  yield takeEvery(contentActions.pageRequested.type, loadPage);
}
