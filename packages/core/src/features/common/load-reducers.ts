import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { FlowStatus } from './monitored-flow';

/** A load a screen waits on: a flow's status, and `loaded` once the data is in the state. */
export type LoadStatus = FlowStatus | 'loaded';

export interface LoadOptions {
  /**
   * Data once loaded stays on screen: a reload neither shows pending nor fails the screen
   * (the profile, the hotel's settings, the wallet).
   */
  keepLoaded?: boolean;
}

type LoadReducers<S, Name extends string, V> = Record<
  `${Name}Requested` | `${Name}Failed`,
  (state: Draft<S>) => void
> &
  Record<`${Name}Loaded`, (state: Draft<S>, action: PayloadAction<V>) => void>;

/**
 * The three reducers of a load, named after it (`listRequested`, `listLoaded`,
 * `listFailed`): the request sets the status field to pending, the answer stores the data
 * and sets it to loaded, a failure to failed. Curried on the slice's state so the rest is
 * inferred: `const load = loadReducers<EmployeesState>();`.
 */
export function loadReducers<S>({ keepLoaded = false }: LoadOptions = {}) {
  return <Name extends string, V>(
    name: Name,
    status: { [K in keyof S]: S[K] extends LoadStatus ? K : never }[keyof S],
    store: (state: Draft<S>, value: V) => void,
  ): LoadReducers<S, Name, V> => {
    const fields = (state: Draft<S>) => state as unknown as Record<string, LoadStatus>;
    const key = status as string;
    const settle = (state: Draft<S>, next: 'pending' | 'failed') => {
      if (!keepLoaded || fields(state)[key] !== 'loaded') fields(state)[key] = next;
    };
    return {
      [`${name}Requested`]: (state: Draft<S>) => settle(state, 'pending'),
      [`${name}Loaded`]: (state: Draft<S>, action: PayloadAction<V>) => {
        store(state, action.payload);
        fields(state)[key] = 'loaded';
      },
      [`${name}Failed`]: (state: Draft<S>) => settle(state, 'failed'),
    } as LoadReducers<S, Name, V>;
  };
}

/** A page of a list as the server answers it: its rows and how many there are in all. */
export interface PageAnswer<T> {
  items: T[];
  total: number;
}

/** A page of a list arrived: its rows and the list's total are kept, and it is loaded. */
export function pageLoaded<T>(
  page: PageAnswer<T> & { status: LoadStatus },
  answer: PageAnswer<NoInfer<T>>,
) {
  page.items = answer.items;
  page.total = answer.total;
  page.status = 'loaded';
}
