import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { STORAGE_KEYS } from '../../store/storage';
import type { DomainConfiguration } from './schemas';
import { configActions, type ConfigRequest } from './slice';

function* loadConfiguration(action: PayloadAction<ConfigRequest>) {
  const { api, storage } = yield* dependencies();
  const search = action.payload.siteDomain || action.payload.hostname;
  try {
    const configuration: DomainConfiguration = yield call(api.config.byDomain, search);
    // A site domain the visitor named (not the hostname, which finds the site anyway) is
    // remembered for log-out, which lands with it (withSiteDomain).
    if (action.payload.siteDomain) storage.setItem(STORAGE_KEYS.siteDomain, search);
    storage.setItem(STORAGE_KEYS.grouping, configuration.permalink);
    yield put(configActions.loaded(configuration));
  } catch {
    yield put(configActions.failed());
  }
}

export function* configSaga() {
  yield takeLatest(configActions.requested.type, loadConfiguration);
}
