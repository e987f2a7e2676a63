import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { RIDES_PDF_FILENAME } from '../rides/api';
import { loadFlow, monitoredFlow, noId, payloadId, payloadRowId } from '../common/monitored-flow';
import type {
  Employee,
  EmployeeCreate,
  EmployeeList,
  EmployeePasswordForm,
  EmployeeUpdate,
} from './schemas';
import { employeesActions } from './slice';

/** List-load errors are only logged (spec §8); the screen offers a retry. */
const loadList = loadFlow('employees load failed', employeesActions.listFailed, function* () {
  const { api } = yield* dependencies();
  const list: EmployeeList = yield call(api.employees.list);
  yield put(employeesActions.listLoaded(list));
});

const loadClosed = loadFlow(
  'closed employees load failed',
  employeesActions.closedFailed,
  function* () {
    const { api } = yield* dependencies();
    const list: EmployeeList = yield call(api.employees.listClosed);
    yield put(employeesActions.closedLoaded(list));
  },
);

const action = monitoredFlow(employeesActions.actionFinished);

const create = action('create', noId, function* (request: PayloadAction<EmployeeCreate>) {
  const { api } = yield* dependencies();
  const employee: Employee = yield call(api.employees.create, request.payload);
  yield put(employeesActions.employeeSaved(employee));
  return { key: 'success.employee_created', params: { name: employee.name } };
});

const update = action(
  'update',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; changes: EmployeeUpdate }>) {
    const { api } = yield* dependencies();
    const { id, changes } = request.payload;
    const employee: Employee = yield call(api.employees.update, id, changes);
    yield put(employeesActions.employeeSaved(employee));
    return { key: 'success.employee_updated', params: { name: employee.name } };
  },
);

const toggleActive = action(
  'activate',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; active: boolean }>) {
    const { api } = yield* dependencies();
    const { id, active } = request.payload;
    const employee: Employee = yield call(api.employees.update, id, { active });
    yield put(employeesActions.employeeSaved(employee));
    return {
      key: employee.active ? 'success.employee_activated' : 'success.employee_deactivated',
      params: { name: employee.name },
    };
  },
);

const setPassword = action(
  'password',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; form: EmployeePasswordForm }>) {
    const { api } = yield* dependencies();
    const { id, form } = request.payload;
    // Both blank: the server generates a password and emails it (spec §5).
    const generate = form.password === '';
    const employee: Employee = yield call(
      api.employees.update,
      id,
      generate ? { password: '' } : form,
    );
    yield put(employeesActions.employeeSaved(employee));
    return { key: generate ? 'success.new_password_sent' : 'success.employee_password' };
  },
);

const resetPassword = action(
  'reset_password',
  payloadId,
  function* (request: PayloadAction<number>) {
    const { api } = yield* dependencies();
    yield call(api.employees.resetPassword, request.payload);
    return { key: 'success.new_password_sent' };
  },
);

/**
 * Closing (spec §4): the employee's services are exported as PDF first, and only once the
 * file is saved is the account closed, so a failed export never loses the record.
 */
const closeEmployee = action('close', payloadId, function* (request: PayloadAction<number>) {
  const { api, saveFile } = yield* dependencies();
  const id = request.payload;
  const pdf: Blob = yield call(api.services.downloadPdf, { employee_id: id });
  yield call(saveFile, pdf, RIDES_PDF_FILENAME);
  yield call(api.employees.close, id);
  yield put(employeesActions.employeeClosed(id));
  return { key: 'success.action' };
});

const deleteEmployee = action('delete', payloadId, function* (request: PayloadAction<number>) {
  const { api } = yield* dependencies();
  yield call(api.employees.remove, request.payload);
  yield put(employeesActions.employeeDeleted(request.payload));
  return { key: 'success.action' };
});

/** Runs while a session is open (see store/store.ts). */
export function* employeesSessionSaga() {
  yield all([
    takeLatest(employeesActions.listRequested.type, loadList),
    takeLatest(employeesActions.closedRequested.type, loadClosed),
    takeEvery(employeesActions.createRequested.type, create),
    takeEvery(employeesActions.updateRequested.type, update),
    takeEvery(employeesActions.activeToggled.type, toggleActive),
    takeEvery(employeesActions.passwordRequested.type, setPassword),
    takeEvery(employeesActions.resetPasswordRequested.type, resetPassword),
    takeEvery(employeesActions.closeRequested.type, closeEmployee),
    takeEvery(employeesActions.deleteRequested.type, deleteEmployee),
  ]);
}
