import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { loadFlow, monitoredFlow, noId, payloadId, payloadRowId } from '../common/monitored-flow';
import { dependencies } from '../../store/dependencies';
import type {
  ServiceTypeCreate,
  ServiceTypeEnvelope,
  ServiceTypeListResponse,
  ServiceTypeUpdate,
} from './schemas';
import { serviceTypesActions } from './slice';

/** The list asks for 100 from 0 (spec §9); load errors are only logged (spec §8). */
const loadList = loadFlow(
  'service types load failed',
  serviceTypesActions.listFailed,
  function* () {
    const { api } = yield* dependencies();
    const page: ServiceTypeListResponse = yield call(api.serviceTypes.list);
    yield put(serviceTypesActions.listLoaded(page.service_types));
  },
);

const action = monitoredFlow(serviceTypesActions.actionFinished);

const create = action('create', noId, function* (request: PayloadAction<ServiceTypeCreate>) {
  const { api } = yield* dependencies();
  const created: ServiceTypeEnvelope = yield call(api.serviceTypes.create, request.payload);
  yield put(serviceTypesActions.serviceTypeSaved(created.service_type));
  return { key: 'success.service_type_created' };
});

const update = action(
  'update',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; changes: ServiceTypeUpdate }>) {
    const { api } = yield* dependencies();
    const { id, changes } = request.payload;
    const updated: ServiceTypeEnvelope = yield call(api.serviceTypes.update, id, changes);
    yield put(serviceTypesActions.serviceTypeSaved(updated.service_type));
    return { key: 'success.service_type_updated' };
  },
);

const remove = action('delete', payloadId, function* (request: PayloadAction<number>) {
  const { api } = yield* dependencies();
  yield call(api.serviceTypes.remove, request.payload);
  yield put(serviceTypesActions.serviceTypeDeleted(request.payload));
  return { key: 'success.action' };
});

/** Runs while a session is open (see store/store.ts). */
export function* serviceTypesSessionSaga() {
  yield all([
    takeLatest(serviceTypesActions.listRequested.type, loadList),
    takeEvery(serviceTypesActions.createRequested.type, create),
    takeEvery(serviceTypesActions.updateRequested.type, update),
    takeEvery(serviceTypesActions.deleteRequested.type, remove),
  ]);
}
