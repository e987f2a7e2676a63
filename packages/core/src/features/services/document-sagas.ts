import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { errorMessage } from '../../store/error-message';
import {
  SERVICES_PDF_FILENAME,
  receiptFileName,
  statementFileName,
  type StatementFormat,
} from './api';
import { servicesActions } from './slice';

export function* downloadPdf(action: PayloadAction<{ employee_id?: number } | undefined>) {
  const { api, saveFile } = yield* dependencies();
  try {
    const pdf: Blob = yield call(api.services.downloadPdf, action.payload ?? {});
    yield call(saveFile, pdf, SERVICES_PDF_FILENAME);
    yield put(servicesActions.pdfSaved());
  } catch (error) {
    yield put(servicesActions.pdfFailed(errorMessage(error)));
  }
}

export function* downloadReceipt(action: PayloadAction<number>) {
  const { api, saveFile } = yield* dependencies();
  try {
    const pdf: Blob = yield call(api.services.receipt, action.payload);
    yield call(saveFile, pdf, receiptFileName(action.payload));
    yield put(servicesActions.documentSaved());
  } catch (error) {
    yield put(servicesActions.documentFailed(errorMessage(error)));
  }
}

export function* downloadStatement(
  action: PayloadAction<{ month: string; format: StatementFormat }>,
) {
  const { api, saveFile } = yield* dependencies();
  const { month, format } = action.payload;
  try {
    const file: Blob = yield call(api.services.statement, month, format);
    yield call(saveFile, file, statementFileName(month, format));
    yield put(servicesActions.documentSaved());
  } catch (error) {
    yield put(servicesActions.documentFailed(errorMessage(error)));
  }
}
