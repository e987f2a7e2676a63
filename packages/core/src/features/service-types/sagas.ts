import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { failed, succeeded } from '../../store/action-result';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import type {
  ServiceTypeCreate,
  ServiceTypeEnvelope,
  ServiceTypeListResponse,
  ServiceTypeUpdate,
} from './schemas';
import { serviceTypesActions } from './slice';

/** The list asks for 100 from 0 (spec §9); load errors are only logged (spec §8). */
function* loadList() {
  const { api } = yield* dependencies();
  try {
    const page: ServiceTypeListResponse = yield call(api.serviceTypes.list);
    yield put(serviceTypesActions.listLoaded(page.service_types));
  } catch (error) {
    console.warn('service types load failed', errorMessage(error));
    yield put(serviceTypesActions.listFailed());
  }
}

function* create(action: PayloadAction<ServiceTypeCreate>) {
  const { api } = yield* dependencies();
  try {
    const created: ServiceTypeEnvelope = yield call(api.serviceTypes.create, action.payload);
    yield put(serviceTypesActions.serviceTypeSaved(created.service_type));
    yield put(
      serviceTypesActions.actionFinished(succeeded('create', null, 'success.service_type_created')),
    );
  } catch (error) {
    yield put(serviceTypesActions.actionFinished(failed('create', null, error)));
  }
}

function* update(action: PayloadAction<{ id: number; changes: ServiceTypeUpdate }>) {
  const { api } = yield* dependencies();
  const { id, changes } = action.payload;
  try {
    const updated: ServiceTypeEnvelope = yield call(api.serviceTypes.update, id, changes);
    yield put(serviceTypesActions.serviceTypeSaved(updated.service_type));
    yield put(
      serviceTypesActions.actionFinished(succeeded('update', id, 'success.service_type_updated')),
    );
  } catch (error) {
    yield put(serviceTypesActions.actionFinished(failed('update', id, error)));
  }
}

function* remove(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  const id = action.payload;
  try {
    yield call(api.serviceTypes.remove, id);
    yield put(serviceTypesActions.serviceTypeDeleted(id));
    yield put(serviceTypesActions.actionFinished(succeeded('delete', id, 'success.action')));
  } catch (error) {
    yield put(serviceTypesActions.actionFinished(failed('delete', id, error)));
  }
}

/** Runs while a session is open (see store/store.ts). */
export function* serviceTypesSessionSaga() {
  yield all([
    takeLatest(serviceTypesActions.listRequested.type, loadList),
    takeEvery(serviceTypesActions.createRequested.type, create),
    takeEvery(serviceTypesActions.updateRequested.type, update),
    takeEvery(serviceTypesActions.deleteRequested.type, remove),
  ]);
}
