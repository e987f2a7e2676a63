import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { loadReducers, pageLoaded, type LoadStatus } from './load-reducers';

interface State {
  items: string[];
  status: LoadStatus;
}

const load = loadReducers<State>();
const loadKept = loadReducers<State>({ keepLoaded: true });
const initial: State = { items: [], status: 'idle' };

const plain = createSlice({
  name: 'plain',
  initialState: initial,
  reducers: load('list', 'status', (state, items: string[]) => {
    state.items = items;
  }),
});
const kept = createSlice({
  name: 'kept',
  initialState: initial,
  reducers: loadKept('list', 'status', (state, items: string[]) => {
    state.items = items;
  }),
});

describe('loadReducers', () => {
  it('names the three actions after the load and walks pending → loaded → failed', () => {
    const { listRequested, listLoaded, listFailed } = plain.actions;
    expect(listLoaded(['a']).type).toBe('plain/listLoaded');
    let state = plain.reducer(initial, listRequested());
    expect(state.status).toBe('pending');
    state = plain.reducer(state, listLoaded(['a', 'b']));
    expect(state).toEqual({ items: ['a', 'b'], status: 'loaded' });
    expect(plain.reducer(state, listRequested()).status).toBe('pending');
    expect(plain.reducer(state, listFailed())).toEqual({ items: ['a', 'b'], status: 'failed' });
  });

  it('keeps loaded data on screen through a reload when asked to', () => {
    const { listRequested, listLoaded, listFailed } = kept.actions;
    expect(kept.reducer(initial, listRequested()).status).toBe('pending');
    expect(kept.reducer(initial, listFailed()).status).toBe('failed');
    const loaded = kept.reducer(initial, listLoaded(['a']));
    expect(kept.reducer(loaded, listRequested()).status).toBe('loaded');
    expect(kept.reducer(loaded, listFailed())).toEqual({ items: ['a'], status: 'loaded' });
  });
});

describe('pageLoaded', () => {
  it("keeps a page's rows and the list's total, and marks the page loaded", () => {
    const page = { items: ['old'], total: 1, offset: 20, status: 'pending' as LoadStatus };
    pageLoaded(page, { items: ['a', 'b'], total: 42 });
    expect(page).toEqual({ items: ['a', 'b'], total: 42, offset: 20, status: 'loaded' });
  });
});
