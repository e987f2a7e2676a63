import type { PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome, type ActionResult } from '../../store/action-result';

/**
 * A list whose rows each take actions (an employee's, a service type's): the rows with a call
 * under way, so their buttons wait, and the last action's numbered outcome for its one toast.
 */
export interface RowActions<Kind extends string> {
  /** The action under way per row id; the blank new row, which has no id yet, is `NEW_ROW`. */
  busy: Record<number, Kind>;
  result: ActionResult<Kind> | null;
}

/** The busy key of the blank new row (a create), which has no id yet. */
export const NEW_ROW = 0;

/** An action on a row ended: the row's buttons are free again and the outcome is told once. */
export function rowActionFinished<Kind extends string>(
  state: RowActions<Kind>,
  outcome: ActionOutcome<Kind>,
) {
  delete state.busy[outcome.id ?? NEW_ROW];
  state.result = numbered(state.result, outcome);
}

/**
 * The row the server answered replaces the one with its id; a new row goes `first` (the
 * newest on top) or `last` (the list's own order) as the screen lists them.
 */
export function upsertRow<Row extends { id: number }>(
  items: Row[],
  row: Row,
  newRowGoes: 'first' | 'last',
) {
  const index = items.findIndex((item) => item.id === row.id);
  if (index >= 0) items[index] = row;
  else if (newRowGoes === 'first') items.unshift(row);
  else items.push(row);
}

/**
 * The request reducers of a list's row actions: each marks the row its payload names as busy
 * with that action until `rowActionFinished`. Curried on the list's kinds so each kind is
 * checked: `const busy = rowBusy<EmployeeActionKind>();`, then `busy.onRow('delete')`.
 */
export function rowBusy<Kind extends string>() {
  const mark =
    <Payload>(rowOf: (payload: Payload) => number | null) =>
    (kind: Kind) =>
    (state: RowActions<Kind>, action: PayloadAction<Payload>) => {
      state.busy[rowOf(action.payload) ?? NEW_ROW] = kind;
    };
  return {
    /** A payload that is the row's id. */
    onRow: mark((id: number) => id),
    /** A payload that carries the row's `id` with what to do to it. */
    onRowOf: <Payload extends { id: number }>(kind: Kind) => mark(({ id }: Payload) => id)(kind),
    /** A create's payload: its row has no id yet and is the blank new row. */
    onNewRow: <Payload>(kind: Kind) => mark((_payload: Payload) => null)(kind),
  };
}
