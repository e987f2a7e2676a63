import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { loadFlow, monitoredFlow, noId, payloadId, payloadRowId } from '../common/monitored-flow';
import { dependencies } from '../../store/dependencies';
import type {
  RideTypeCreate,
  RideTypeEnvelope,
  RideTypeListResponse,
  RideTypeUpdate,
} from './schemas';
import { rideTypesActions } from './slice';

/** The list asks for 100 from 0 (spec §9); load errors are only logged (spec §8). */
const loadList = loadFlow('service types load failed', rideTypesActions.listFailed, function* () {
  const { api } = yield* dependencies();
  const page: RideTypeListResponse = yield call(api.rideTypes.list);
  yield put(rideTypesActions.listLoaded(page.service_types));
});

const action = monitoredFlow(rideTypesActions.actionFinished);

const create = action('create', noId, function* (request: PayloadAction<RideTypeCreate>) {
  const { api } = yield* dependencies();
  const created: RideTypeEnvelope = yield call(api.rideTypes.create, request.payload);
  yield put(rideTypesActions.rideTypeSaved(created.service_type));
  return { key: 'success.service_type_created' };
});

const update = action(
  'update',
  payloadRowId,
  function* (request: PayloadAction<{ id: number; changes: RideTypeUpdate }>) {
    const { api } = yield* dependencies();
    const { id, changes } = request.payload;
    const updated: RideTypeEnvelope = yield call(api.rideTypes.update, id, changes);
    yield put(rideTypesActions.rideTypeSaved(updated.service_type));
    return { key: 'success.service_type_updated' };
  },
);

const remove = action('delete', payloadId, function* (request: PayloadAction<number>) {
  const { api } = yield* dependencies();
  yield call(api.rideTypes.remove, request.payload);
  yield put(rideTypesActions.rideTypeDeleted(request.payload));
  return { key: 'success.action' };
});

/** Runs while a session is open (see store/store.ts). */
export function* rideTypesSessionSaga() {
  yield all([
    takeLatest(rideTypesActions.listRequested.type, loadList),
    takeEvery(rideTypesActions.createRequested.type, create),
    takeEvery(rideTypesActions.updateRequested.type, update),
    takeEvery(rideTypesActions.deleteRequested.type, remove),
  ]);
}
