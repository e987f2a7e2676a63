import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome, type ActionResult } from '../../store/action-result';
import { PAGE_OFFSET, PAGE_SIZE } from '../config/constants';
import { pageLoaded, type PageAnswer, type LoadStatus } from '../common/load-reducers';
import type { Ticket, TicketCreate, TicketThread } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** A new ticket's result carries its id, so the screen can open its thread. */
export type TicketActionKind = 'create' | 'reply';

export interface TicketsState {
  list: {
    items: Ticket[];
    total: number;
    offset: number;
    limit: number;
    status: LoadStatus;
  };
  thread: {
    id: number | null;
    item: TicketThread | null;
    status: LoadStatus;
    /** Why the thread could not be shown (another user's ticket is a 404 like a missing one). */
    error: string | null;
  };
  creating: boolean;
  replying: boolean;
  result: ActionResult<TicketActionKind> | null;
}

export const initialTicketsState: TicketsState = {
  list: { items: [], total: 0, offset: PAGE_OFFSET, limit: PAGE_SIZE, status: 'idle' },
  thread: { id: null, item: null, status: 'idle', error: null },
  creating: false,
  replying: false,
  result: null,
};

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState: initialTicketsState,
  reducers: {
    /** A page of the caller's tickets, newest first; without an offset the current page again. */
    listRequested: (state, action: PayloadAction<{ offset?: number } | undefined>) => {
      state.list.offset = action.payload?.offset ?? state.list.offset;
      state.list.status = 'pending';
    },
    listLoaded: (state, action: PayloadAction<PageAnswer<Ticket>>) =>
      pageLoaded(state.list, action.payload),
    listFailed: (state) => {
      state.list.status = 'failed';
    },
    threadRequested: (state, action: PayloadAction<number>) => {
      if (state.thread.id !== action.payload) state.thread.item = null;
      state.thread.id = action.payload;
      state.thread.status = 'pending';
      state.thread.error = null;
    },
    threadLoaded: (state, action: PayloadAction<TicketThread>) => {
      if (state.thread.id !== action.payload.id) return;
      state.thread.item = action.payload;
      state.thread.status = 'loaded';
    },
    threadFailed: (state, action: PayloadAction<{ id: number; error: string }>) => {
      if (state.thread.id !== action.payload.id) return;
      state.thread.status = 'failed';
      state.thread.error = action.payload.error;
    },
    createRequested: (state, _action: PayloadAction<TicketCreate>) => {
      state.creating = true;
    },
    ticketCreated: (state, action: PayloadAction<TicketThread>) => {
      const { replies: _replies, ...ticket } = action.payload;
      state.list.items.unshift(ticket);
      state.list.total += 1;
      state.thread = { id: ticket.id, item: action.payload, status: 'loaded', error: null };
    },
    replyRequested: (state, _action: PayloadAction<{ id: number; body: string }>) => {
      state.replying = true;
    },
    actionFinished: (state, action: PayloadAction<ActionOutcome<TicketActionKind>>) => {
      if (action.payload.kind === 'create') state.creating = false;
      else state.replying = false;
      state.result = numbered(state.result, action.payload);
    },
  },
  selectors: {
    selectTicketList: (state) => state.list,
    selectTicketThread: (state) => state.thread,
    selectTickets: (state) => state,
  },
}).injectInto(featureReducer);

export const ticketsActions = ticketsSlice.actions;
export const { selectTicketList, selectTicketThread, selectTickets } = ticketsSlice.selectors;
