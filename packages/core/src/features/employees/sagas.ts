import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { failed, succeeded } from '../../store/action-result';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { SERVICES_PDF_FILENAME } from '../services/api';
import type {
  Employee,
  EmployeeCreate,
  EmployeeList,
  EmployeePasswordForm,
  EmployeeUpdate,
} from './schemas';
import { employeesActions } from './slice';

/** List-load errors are only logged (spec §8); the screen offers a retry. */
function* loadList() {
  const { api } = yield* dependencies();
  try {
    const list: EmployeeList = yield call(api.employees.list);
    yield put(employeesActions.listLoaded(list));
  } catch (error) {
    console.warn('employees load failed', errorMessage(error));
    yield put(employeesActions.listFailed());
  }
}

function* loadClosed() {
  const { api } = yield* dependencies();
  try {
    const list: EmployeeList = yield call(api.employees.listClosed);
    yield put(employeesActions.closedLoaded(list));
  } catch (error) {
    console.warn('closed employees load failed', errorMessage(error));
    yield put(employeesActions.closedFailed());
  }
}

function* create(action: PayloadAction<EmployeeCreate>) {
  const { api } = yield* dependencies();
  try {
    const employee: Employee = yield call(api.employees.create, action.payload);
    yield put(employeesActions.employeeSaved(employee));
    yield put(
      employeesActions.actionFinished(
        succeeded('create', null, 'success.employee_created', { name: employee.name }),
      ),
    );
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('create', null, error)));
  }
}

function* update(action: PayloadAction<{ id: number; changes: EmployeeUpdate }>) {
  const { api } = yield* dependencies();
  const { id, changes } = action.payload;
  try {
    const employee: Employee = yield call(api.employees.update, id, changes);
    yield put(employeesActions.employeeSaved(employee));
    yield put(
      employeesActions.actionFinished(
        succeeded('update', id, 'success.employee_updated', { name: employee.name }),
      ),
    );
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('update', id, error)));
  }
}

function* toggleActive(action: PayloadAction<{ id: number; active: boolean }>) {
  const { api } = yield* dependencies();
  const { id, active } = action.payload;
  try {
    const employee: Employee = yield call(api.employees.update, id, { active });
    yield put(employeesActions.employeeSaved(employee));
    yield put(
      employeesActions.actionFinished(
        succeeded(
          'activate',
          id,
          employee.active ? 'success.employee_activated' : 'success.employee_deactivated',
          { name: employee.name },
        ),
      ),
    );
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('activate', id, error)));
  }
}

function* setPassword(action: PayloadAction<{ id: number; form: EmployeePasswordForm }>) {
  const { api } = yield* dependencies();
  const { id, form } = action.payload;
  // Both blank: the server generates a password and emails it (spec §5).
  const generate = form.password === '';
  try {
    const employee: Employee = yield call(
      api.employees.update,
      id,
      generate ? { password: '' } : form,
    );
    yield put(employeesActions.employeeSaved(employee));
    yield put(
      employeesActions.actionFinished(
        succeeded(
          'password',
          id,
          generate ? 'success.new_password_sent' : 'success.employee_password',
        ),
      ),
    );
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('password', id, error)));
  }
}

function* resetPassword(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    yield call(api.employees.resetPassword, action.payload);
    yield put(
      employeesActions.actionFinished(
        succeeded('reset_password', action.payload, 'success.new_password_sent'),
      ),
    );
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('reset_password', action.payload, error)));
  }
}

/**
 * Closing (spec §4): the employee's services are exported as PDF first, and only once the
 * file is saved is the account closed, so a failed export never loses the record.
 */
function* closeEmployee(action: PayloadAction<number>) {
  const { api, saveFile } = yield* dependencies();
  const id = action.payload;
  try {
    const pdf: Blob = yield call(api.services.downloadPdf, { employee_id: id });
    yield call(saveFile, pdf, SERVICES_PDF_FILENAME);
    yield call(api.employees.close, id);
    yield put(employeesActions.employeeClosed(id));
    yield put(employeesActions.actionFinished(succeeded('close', id, 'success.action')));
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('close', id, error)));
  }
}

function* deleteEmployee(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  const id = action.payload;
  try {
    yield call(api.employees.remove, id);
    yield put(employeesActions.employeeDeleted(id));
    yield put(employeesActions.actionFinished(succeeded('delete', id, 'success.action')));
  } catch (error) {
    yield put(employeesActions.actionFinished(failed('delete', id, error)));
  }
}

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
