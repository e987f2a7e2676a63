import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { numbered, type ActionOutcome, type ActionResult } from '../../store/action-result';
import type { FlowStatus } from '../common/monitored-flow';
import { loadReducers } from '../common/load-reducers';
import type { Employee, EmployeeCreate, EmployeePasswordForm, EmployeeUpdate } from './schemas';
import { featureReducer } from '../../store/root-reducer';

/** What a company does to an employee row; each ends in one toast or one notification. */
export type EmployeeActionKind =
  'create' | 'update' | 'activate' | 'password' | 'reset_password' | 'close' | 'delete';

export interface EmployeesState {
  items: Employee[];
  status: FlowStatus | 'loaded';
  closed: Employee[];
  closedStatus: FlowStatus | 'loaded';
  /** Rows with a call under way (the new row is `null`'s key 0), so their buttons wait. */
  busy: Record<number, EmployeeActionKind>;
  result: ActionResult<EmployeeActionKind> | null;
}

export const initialEmployeesState: EmployeesState = {
  items: [],
  status: 'idle',
  closed: [],
  closedStatus: 'idle',
  busy: {},
  result: null,
};

/** The busy key of the blank new row, which has no id yet. */
export const NEW_EMPLOYEE_ROW = 0;

const upsert = (items: Employee[], employee: Employee) => {
  const index = items.findIndex((item) => item.id === employee.id);
  if (index >= 0) items[index] = employee;
  else items.unshift(employee);
};

const load = loadReducers<EmployeesState>();

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
    createRequested: (state, _action: PayloadAction<EmployeeCreate>) => {
      state.busy[NEW_EMPLOYEE_ROW] = 'create';
    },
    /** The edit form's fields. */
    updateRequested: (state, action: PayloadAction<{ id: number; changes: EmployeeUpdate }>) => {
      state.busy[action.payload.id] = 'update';
    },
    /** The switch, after the company confirmed the question naming the employee. */
    activeToggled: (state, action: PayloadAction<{ id: number; active: boolean }>) => {
      state.busy[action.payload.id] = 'activate';
    },
    /** The password form; both blank asks the server to generate one and email it. */
    passwordRequested: (
      state,
      action: PayloadAction<{ id: number; form: EmployeePasswordForm }>,
    ) => {
      state.busy[action.payload.id] = 'password';
    },
    resetPasswordRequested: (state, action: PayloadAction<number>) => {
      state.busy[action.payload] = 'reset_password';
    },
    /** Exports the employee's services as PDF, then closes the account. */
    closeRequested: (state, action: PayloadAction<number>) => {
      state.busy[action.payload] = 'close';
    },
    deleteRequested: (state, action: PayloadAction<number>) => {
      state.busy[action.payload] = 'delete';
    },
    employeeSaved: (state, action: PayloadAction<Employee>) => {
      upsert(state.items, action.payload);
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
    actionFinished: (state, action: PayloadAction<ActionOutcome<EmployeeActionKind>>) => {
      delete state.busy[action.payload.id ?? NEW_EMPLOYEE_ROW];
      state.result = numbered(state.result, action.payload);
    },
  },
  selectors: {
    selectEmployees: (state) => state,
  },
}).injectInto(featureReducer);

export const employeesActions = employeesSlice.actions;
export const { selectEmployees } = employeesSlice.selectors;
