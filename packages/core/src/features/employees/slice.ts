import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActionOutcome } from '../../store/action-result';
import { loadReducers, type LoadStatus } from '../common/load-reducers';
import { rowActionFinished, rowBusy, upsertRow, type RowActions } from '../common/row-actions';
import type { Employee, EmployeeCreate, EmployeePasswordForm, EmployeeUpdate } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** What a company does to an employee row; each ends in one toast or one notification. */
export type EmployeeActionKind =
  'create' | 'update' | 'activate' | 'password' | 'reset_password' | 'close' | 'delete';

export interface EmployeesState extends RowActions<EmployeeActionKind> {
  items: Employee[];
  status: LoadStatus;
  closed: Employee[];
  closedStatus: LoadStatus;
}

export const initialEmployeesState: EmployeesState = {
  items: [],
  status: 'idle',
  closed: [],
  closedStatus: 'idle',
  busy: {},
  result: null,
};

const load = loadReducers<EmployeesState>();
const busy = rowBusy<EmployeeActionKind>();

export const employeesSlice = createSlice({
  name: 'employees',
  initialState: initialEmployeesState,
  reducers: {
    ...load('list', 'status', (state, items: Employee[]) => {
      state.items = items;
    }),
    ...load('closed', 'closedStatus', (state, closed: Employee[]) => {
      state.closed = closed;
    }),
    createRequested: busy.onNewRow<EmployeeCreate>('create'),
    /** The edit form's fields. */
    updateRequested: busy.onRowOf<{ id: number; changes: EmployeeUpdate }>('update'),
    /** The switch, after the company confirmed the question naming the employee. */
    activeToggled: busy.onRowOf<{ id: number; active: boolean }>('activate'),
    /** The password form; both blank asks the server to generate one and email it. */
    passwordRequested: busy.onRowOf<{ id: number; form: EmployeePasswordForm }>('password'),
    resetPasswordRequested: busy.onRow('reset_password'),
    /** Exports the employee's services as PDF, then closes the account. */
    closeRequested: busy.onRow('close'),
    deleteRequested: busy.onRow('delete'),
    employeeSaved: (state, action: PayloadAction<Employee>) => {
      upsertRow(state.items, action.payload, 'first');
    },
    employeeClosed: (state, action: PayloadAction<number>) => {
      const employee = state.items.find((item) => item.id === action.payload);
      state.items = state.items.filter((item) => item.id !== action.payload);
      if (employee) state.closed.unshift({ ...employee, status: 'closed', active: false });
    },
    employeeDeleted: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
      state.closed = state.closed.filter((item) => item.id !== action.payload);
    },
    actionFinished: (state, action: PayloadAction<ActionOutcome<EmployeeActionKind>>) =>
      rowActionFinished(state, action.payload),
  },
  selectors: {
    selectEmployees: (state) => state,
  },
}).injectInto(featureReducer);

export const employeesActions = employeesSlice.actions;
export const { selectEmployees } = employeesSlice.selectors;
