import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import type { Content } from './schemas';
import { contentActions, type ContentPageRequest } from './slice';

/**
 * The page comes in the language of Accept-Language, which the client reads from the
 * app's current language: the request names that language so the answer is filed under it.
 */
function* loadPage({ payload }: PayloadAction<ContentPageRequest>) {
  const { api } = yield* dependencies();
  try {
    const page: Content = yield call(api.content.get, payload.key);
    yield put(contentActions.pageLoaded({ request: payload, page }));
  } catch (error) {
    yield put(contentActions.pageFailed({ request: payload, error: errorMessage(error) }));
  }
}

/** Public pages: visitors read them before signing up, so this runs outside the session. */
export function* contentSaga() {
  yield takeEvery(contentActions.pageRequested.type, loadPage);
}
