import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PAGE_OFFSET, PAGE_SIZE } from '../config/constants';
import type { LoadStatus } from '../common/load-reducers';
import type { OperatorMessage, OperatorMessageListResponse } from './schemas';
import { featureReducer } from '../../store/root-reducer';

export interface MessagesState {
  items: OperatorMessage[];
  total: number;
  /** Every unread message, not only this page's. */
  unread: number;
  offset: number;
  limit: number;
  status: LoadStatus;
}

export const initialMessagesState: MessagesState = {
  items: [],
  total: 0,
  unread: 0,
  offset: PAGE_OFFSET,
  limit: PAGE_SIZE,
  status: 'idle',
};

export const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState,
  reducers: {
    /** A page of the operator's messages, newest first; without an offset the current page. */
    listRequested: (state, action: PayloadAction<{ offset?: number } | undefined>) => {
      state.offset = action.payload?.offset ?? state.offset;
      state.status = 'pending';
    },
    listLoaded: (state, action: PayloadAction<OperatorMessageListResponse>) => {
      state.items = action.payload.messages;
      state.total = action.payload.total;
      state.unread = action.payload.unread;
      state.status = 'loaded';
    },
    listFailed: (state) => {
      state.status = 'failed';
    },
    /** The unread count alone, for the menu badge (see messagesSessionSaga). */
    unreadCounted: (state, action: PayloadAction<number>) => {
      state.unread = action.payload;
    },
    /** The user opened an unread message. */
    readRequested: (_state, _action: PayloadAction<number>) => {},
    messageRead: (state, action: PayloadAction<OperatorMessage>) => {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index < 0) return;
      if (!state.items[index]!.read && action.payload.read)
        state.unread = Math.max(0, state.unread - 1);
      state.items[index] = action.payload;
    },
  },
  selectors: {
    selectMessages: (state) => state,
  },
}).injectInto(featureReducer);

export const messagesActions = messagesSlice.actions;
export const { selectMessages } = messagesSlice.selectors;
