import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadFlow, monitoredFlow, noId, payloadRowId, readFlow } from '../common/monitored-flow';
import { dependencies } from '../../store/dependencies';
import type { TicketCreate, TicketListResponse, TicketThread } from './schemas';
import { selectTicketList, ticketsActions, type TicketsState } from './slice';

/** List-load errors are only logged (spec §8); the screen offers a retry. */
const loadList = loadFlow('tickets load failed', ticketsActions.listFailed, function* () {
  const { api } = yield* dependencies();
  const list: TicketsState['list'] = yield select(selectTicketList);
  const page: TicketListResponse = yield call(api.tickets.list, {
    limit: list.limit,
    offset: list.offset,
  });
  yield put(ticketsActions.listLoaded({ items: page.tickets, total: page.total }));
});

const loadThread = readFlow(
  (error, { payload: id }: PayloadAction<number>) => ticketsActions.threadFailed({ id, error }),
  function* ({ payload: id }) {
    const { api } = yield* dependencies();
    const thread: TicketThread = yield call(api.tickets.thread, id);
    yield put(ticketsActions.threadLoaded(thread));
  },
);

const action = monitoredFlow(ticketsActions.actionFinished);

const create = action('create', noId, function* (request: PayloadAction<TicketCreate>) {
  const { api } = yield* dependencies();
  const thread: TicketThread = yield call(api.tickets.create, request.payload);
  yield put(ticketsActions.ticketCreated(thread));
  // The screen opens the new ticket's thread by this id.
  return { key: 'success.data_registered', id: thread.id };
});

/**
 * The user's answer. The thread is read again afterwards rather than patched here: the
 * server decides the state a reply leads to (waiting_answer goes back to pending).
 */
const reply = action(
  'reply',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; body: string }>) {
    const { api } = yield* dependencies();
    const { id, body } = request.payload;
    yield call(api.tickets.reply, id, { body });
    const thread: TicketThread = yield call(api.tickets.thread, id);
    yield put(ticketsActions.threadLoaded(thread));
    return { key: 'success.reply_sent' };
  },
);

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
