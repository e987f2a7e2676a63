import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { failed, succeeded } from '../../store/action-result';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import type { TicketCreate, TicketListResponse, TicketThread } from './schemas';
import { selectTicketList, ticketsActions, type TicketsState } from './slice';

/** List-load errors are only logged (spec §8); the screen offers a retry. */
function* loadList() {
  const { api } = yield* dependencies();
  const list: TicketsState['list'] = yield select(selectTicketList);
  try {
    const page: TicketListResponse = yield call(api.tickets.list, {
      limit: list.limit,
      offset: list.offset,
    });
    yield put(ticketsActions.listLoaded({ items: page.tickets, total: page.total }));
  } catch (error) {
    console.warn('tickets load failed', errorMessage(error));
    yield put(ticketsActions.listFailed());
  }
}

function* loadThread(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    const thread: TicketThread = yield call(api.tickets.thread, action.payload);
    yield put(ticketsActions.threadLoaded(thread));
  } catch (error) {
    yield put(ticketsActions.threadFailed({ id: action.payload, error: errorMessage(error) }));
  }
}

function* create(action: PayloadAction<TicketCreate>) {
  const { api } = yield* dependencies();
  try {
    const thread: TicketThread = yield call(api.tickets.create, action.payload);
    yield put(ticketsActions.ticketCreated(thread));
    yield put(
      ticketsActions.actionFinished(succeeded('create', thread.id, 'success.data_registered')),
    );
  } catch (error) {
    yield put(ticketsActions.actionFinished(failed('create', null, error)));
  }
}

/**
 * The user's answer. The thread is read again afterwards rather than patched here: the
 * server decides the state a reply leads to (waiting_answer goes back to pending).
 */
function* reply(action: PayloadAction<{ id: number; body: string }>) {
  const { api } = yield* dependencies();
  const { id, body } = action.payload;
  try {
    yield call(api.tickets.reply, id, { body });
    const thread: TicketThread = yield call(api.tickets.thread, id);
    yield put(ticketsActions.threadLoaded(thread));
    yield put(ticketsActions.actionFinished(succeeded('reply', id, 'success.data_registered')));
  } catch (error) {
    yield put(ticketsActions.actionFinished(failed('reply', id, error)));
  }
}

/** Runs while a session is open (see store/store.ts). */
export function* ticketsSessionSaga() {
  yield all([
    takeLatest(ticketsActions.listRequested.type, loadList),
    takeLatest(ticketsActions.threadRequested.type, loadThread),
    // A double click files one ticket and sends one reply.
    takeLeading(ticketsActions.createRequested.type, create),
    takeLeading(ticketsActions.replyRequested.type, reply),
  ]);
}
