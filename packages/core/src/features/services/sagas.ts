import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import { newIdempotencyKey } from '../../store/idempotency';
import { SERVICES_REFRESH_MS } from '../config/constants';
import { selectRideAgrupationId } from '../rides/selectors';
import { selectUser } from '../auth/slice';
import type { User } from '../auth/schemas';
import { SERVICES_PDF_FILENAME } from './api';
import {
  buildServiceCreationPayload,
  type ProcessedServicesResponse,
  type Service,
  type ServiceEnvelope,
  type ServiceList,
  type ServiceUpdateFields,
} from './schemas';
import { planResend } from './service-rules';
import { selectHistory, servicesActions, type ServicesState } from './slice';

function* refreshLists() {
  const { api } = yield* dependencies();
  try {
    const [inProcess, scheduled]: [ServiceList, ServiceList] = yield all([
      call(api.services.listInProcess),
      call(api.services.listScheduled),
    ]);
    yield put(servicesActions.listsLoaded({ inProcess, scheduled }));
  } catch (error) {
    console.warn('services refresh failed', errorMessage(error));
    yield put(servicesActions.listsFailed());
  }
}

/** In-process and scheduled lists every 60 s while logged in; cancelled at log-out. */
export function* pollServiceLists() {
  while (true) {
    yield call(refreshLists);
    yield delay(SERVICES_REFRESH_MS);
  }
}

function* cancelService(action: PayloadAction<number>) {
  const { api } = yield* dependencies();
  try {
    yield call(api.services.cancel, action.payload);
    yield put(servicesActions.cancelSucceeded(action.payload));
  } catch (error) {
    yield put(servicesActions.cancelFailed({ id: action.payload, error: errorMessage(error) }));
  }
}

/** Resend (spec §4): cancel the old one unless final, then the same trip again with estado 1. */
function* resendService(action: PayloadAction<Service>) {
  const { api } = yield* dependencies();
  const previous = action.payload;
  try {
    const user: User | null = yield select(selectUser);
    const agrupationId: number | null = yield select(selectRideAgrupationId);
    if (!user || !agrupationId || !previous.destination) throw new Error('cannot resend');
    const plan = planResend(previous);
    if (plan.cancelServiceId !== null) yield call(api.services.cancel, plan.cancelServiceId);
    const payload = buildServiceCreationPayload({
      userId: user.id,
      agrupationId,
      origin: {
        name: previous.direccion.calle,
        latitude: previous.direccion.latitude,
        longitude: previous.direccion.longitude,
        extraData: previous.direccion.datos_extra,
      },
      destination: {
        name: previous.destination_address ?? '',
        latitude: previous.destination.latitude,
        longitude: previous.destination.longitude,
      },
      passengers: previous.passengers,
      travelerName: previous.viajero.name,
      fare: previous.fare,
    });
    const created: ServiceEnvelope = yield call(api.services.create, payload, newIdempotencyKey());
    yield put(
      servicesActions.resendSucceeded({ previousId: previous.id, service: created.service }),
    );
  } catch (error) {
    yield put(servicesActions.resendFailed({ id: previous.id, error: errorMessage(error) }));
  }
}

function* updateService(action: PayloadAction<{ id: number; changes: ServiceUpdateFields }>) {
  const { api } = yield* dependencies();
  const { id, changes } = action.payload;
  try {
    const updated: ServiceEnvelope = yield call(api.services.update, id, { service: changes });
    yield put(servicesActions.updateSucceeded(updated.service));
  } catch (error) {
    yield put(servicesActions.updateFailed({ id, error: errorMessage(error) }));
  }
}

/** My trips: processed services, paged by 10. */
function* loadHistory() {
  const { api } = yield* dependencies();
  const history: ServicesState['history'] = yield select(selectHistory);
  try {
    const page: ProcessedServicesResponse = yield call(api.services.listProcessed, {
      ...history.filters,
      limit: history.limit,
      offset: history.offset,
    });
    yield put(servicesActions.historyLoaded({ items: page.services, total: page.total }));
  } catch (error) {
    console.warn('history load failed', errorMessage(error));
    yield put(servicesActions.historyFailed());
  }
}

function* downloadPdf(action: PayloadAction<{ employee_id?: number } | undefined>) {
  const { api, saveFile } = yield* dependencies();
  try {
    const pdf: Blob = yield call(api.services.downloadPdf, action.payload ?? {});
    yield call(saveFile, pdf, SERVICES_PDF_FILENAME);
    yield put(servicesActions.pdfSaved());
  } catch (error) {
    yield put(servicesActions.pdfFailed(errorMessage(error)));
  }
}

/** Runs while a session is open (see store/root-saga). */
export function* servicesSessionSaga() {
  yield all([
    call(pollServiceLists),
    takeEvery(servicesActions.refreshRequested.type, refreshLists),
    takeEvery(servicesActions.cancelRequested.type, cancelService),
    takeEvery(servicesActions.resendRequested.type, resendService),
    takeEvery(servicesActions.updateRequested.type, updateService),
    takeLatest(servicesActions.historyRequested.type, loadHistory),
    takeLatest(servicesActions.pdfRequested.type, downloadPdf),
  ]);
}
