import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { RIDES_REFRESH_MS } from '../config/constants';
import { selectPermissions } from '../auth/slice';
import { dependencies } from '../../store/dependencies';
import { loadFlow } from '../common/monitored-flow';
import { errorMessage } from '../../store/error-message';
import { languageShown } from '../../store/language-shown';
import type { OperatorMessageEnvelope, OperatorMessageListResponse } from './schemas';
import { messagesActions, selectMessages, type MessagesState } from './slice';

/** List-load errors are only logged (spec §8); the screen offers a retry. */
const loadList = loadFlow('messages load failed', messagesActions.listFailed, function* () {
  const { api } = yield* dependencies();
  const state: MessagesState = yield select(selectMessages);
  const page: OperatorMessageListResponse = yield call(api.messages.list, {
    limit: state.limit,
    offset: state.offset,
  });
  yield put(messagesActions.listLoaded(page));
});

/** Marking read is a background detail: a failure leaves it unread for the next visit. */
function* markRead(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    const answer: OperatorMessageEnvelope = yield call(api.messages.markRead, action.payload);
    yield put(messagesActions.messageRead(answer.message));
  } catch (error) {
    console.warn('message read failed', errorMessage(error));
  }
}

/**
 * The menu's unread badge: counted at sign-in and again on the services' refresh beat, so a
 * message the operator sends shows within a minute on any page. Only for users whose
 * permissions hold the messages route (employees have none, spec §6).
 */
export function* unreadCountLoop() {
  const { api } = yield* dependencies();
  while (true) {
    const permissions: readonly string[] = yield select(selectPermissions);
    if (permissions.includes('messages')) {
      try {
        const page: OperatorMessageListResponse = yield call(api.messages.list, {
          limit: 1,
          offset: 0,
        });
        yield put(messagesActions.unreadCounted(page.unread));
      } catch (error) {
        console.warn('unread count failed', errorMessage(error));
      }
    }
    yield delay(RIDES_REFRESH_MS);
  }
}

/** Runs while a session is open (see store/store.ts). */
export function* messagesSessionSaga() {
  yield all([
    call(unreadCountLoop),
    takeLatest(messagesActions.listRequested.type, loadList),
    takeEvery(messagesActions.readRequested.type, markRead),
    // The operator writes messages per language: a loaded list is read again in the new one.
    takeLatest(languageShown.type, function* () {
      const state: MessagesState = yield select(selectMessages);
      if (state.status === 'loaded')
        yield put(messagesActions.listRequested({ offset: state.offset }));
    }),
  ]);
}
