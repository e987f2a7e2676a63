import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../config/constants';
import type { ContentKey } from '../roles/routes';
import type { Content } from './schemas';

export interface ContentPageState {
  status: 'pending' | 'loaded' | 'failed';
  page: Content | null;
  error: string | null;
}

/** Pages by key and language: switching language shows the other text, not a stale one. */
export interface ContentState {
  pages: Record<string, ContentPageState>;
}

export const initialContentState: ContentState = { pages: {} };

export interface ContentPageRequest {
  key: ContentKey;
  language: Language;
}

export const contentPageId = ({ key, language }: ContentPageRequest) => `${key}:${language}`;

export const contentSlice = createSlice({
  name: 'content',
  initialState: initialContentState,
  reducers: {
    /** A page already loaded is shown at once and refreshed quietly. */
    pageRequested: (state, action: PayloadAction<ContentPageRequest>) => {
      const id = contentPageId(action.payload);
      const current = state.pages[id];
      if (!current || current.status === 'failed') {
        state.pages[id] = { status: 'pending', page: current?.page ?? null, error: null };
      }
    },
    pageLoaded: (state, action: PayloadAction<{ request: ContentPageRequest; page: Content }>) => {
      state.pages[contentPageId(action.payload.request)] = {
        status: 'loaded',
        page: action.payload.page,
        error: null,
      };
    },
    pageFailed: (state, action: PayloadAction<{ request: ContentPageRequest; error: string }>) => {
      const id = contentPageId(action.payload.request);
      const current = state.pages[id];
      // A failed refresh keeps the text the user is reading.
      if (current?.status === 'loaded') return;
      state.pages[id] = { status: 'failed', page: null, error: action.payload.error };
    },
  },
});

export const contentActions = contentSlice.actions;

const NOT_REQUESTED: ContentPageState = { status: 'pending', page: null, error: null };

/** A page's state; one never asked for reads as pending (the screen asks on mount). */
export const selectContentPage = (state: { content: ContentState }, request: ContentPageRequest) =>
  state.content.pages[contentPageId(request)] ?? NOT_REQUESTED;
