import { call } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow } from '../common/monitored-flow';
import {
  RIDES_PDF_FILENAME,
  receiptFileName,
  statementFileName,
  type StatementFormat,
} from './api';

/**
 * The files a user downloads from the rides' screens; each is saved under its spec name
 * once it has arrived. A new request replaces one still on its way.
 */
export const documentFlows = {
  /** services.pdf: the user's (or a company's employee's) rides. */
  pdf: createFlow(
    'rides/pdf',
    function* (params: { employee_id?: number } | undefined) {
      const { api, saveFile } = yield* dependencies();
      const pdf: Blob = yield call(api.services.downloadPdf, params ?? {});
      yield call(saveFile, pdf, RIDES_PDF_FILENAME);
    },
    { take: 'latest' },
  ),
  /** One ride's receipt. */
  receipt: createFlow(
    'rides/receipt',
    function* (id: number) {
      const { api, saveFile } = yield* dependencies();
      const pdf: Blob = yield call(api.services.receipt, id);
      yield call(saveFile, pdf, receiptFileName(id));
    },
    { take: 'latest', idOf: (id) => id },
  ),
  /** A company's monthly statement, as PDF or CSV. */
  statement: createFlow(
    'rides/statement',
    function* ({ month, format }: { month: string; format: StatementFormat }) {
      const { api, saveFile } = yield* dependencies();
      const file: Blob = yield call(api.services.statement, month, format);
      yield call(saveFile, file, statementFileName(month, format));
    },
    { take: 'latest' },
  ),
};
