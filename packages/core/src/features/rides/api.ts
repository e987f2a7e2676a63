import type { ApiClient } from '../../api/client';
import { EMPLOYEE_PDF_LIMIT, PAGE_OFFSET } from '../config/constants';
import type { RideCreation, RideUpdate } from './creation';
import type {
  ProcessedRidesResponse,
  RideEnvelope,
  RideList,
  RideShare,
  StreamTicket,
} from './schemas';

export interface ProcessedRidesParams {
  start_date?: string;
  status?: number;
  limit: number;
  offset: number;
}

export interface RidesPdfParams {
  limit?: number;
  offset?: number;
  employee_id?: number;
}

export const RIDES_PDF_FILENAME = 'services.pdf';

/** The service calls of spec §7. Background list refreshes are silent: no loading bar every minute. */
export const ridesApi = (client: ApiClient) => ({
  listInProcess: () => client.get<RideList>('services/in_process/list', { silent: true }),
  listScheduled: () => client.get<RideList>('services/scheduled', { silent: true }),
  listProcessed: (params: ProcessedRidesParams) =>
    client.get<ProcessedRidesResponse>('v2/services', { query: { ...params } }),
  create: (payload: RideCreation, idempotencyKey: string) =>
    client.post<RideEnvelope>('services', payload, { idempotencyKey }),
  cancel: (id: number) => client.put<RideEnvelope>(`service/${id}/cancel`),
  update: (id: number, body: RideUpdate) => client.put<RideEnvelope>(`service/${id}/update`, body),
  /** A one-use ticket for the live events stream (no token in an EventSource URL). */
  streamTicket: () =>
    client.post<StreamTicket>('services/events/ticket', undefined, { silent: true }),
  /** The read-only share-trip link of one trip, and its revocation. */
  share: (id: number) => client.post<RideShare>(`service/${id}/share`),
  revokeShare: (id: number) => client.delete<null>(`service/${id}/share`),
  /** A shared trip, seen without logging in (spec §2 /history?token=…). */
  shared: (token: string) => client.get<RideEnvelope>('services/shared', { query: { token } }),
  /** services.pdf: the user's services, or one employee's for its company. */
  downloadPdf: ({
    limit = EMPLOYEE_PDF_LIMIT,
    offset = PAGE_OFFSET,
    employee_id,
  }: RidesPdfParams = {}) =>
    client.download('services', { query: { format: 'pdf', limit, offset, employee_id } }),
  /** receipt-{id}.pdf of a charged ride. */
  receipt: (id: number) => client.download(`service/${id}/receipt`),
  /** A company's monthly statement ('YYYY-MM') as PDF or CSV. */
  statement: (month: string, format: StatementFormat) =>
    client.download('customer/statements', { query: { month, format } }),
});

export type StatementFormat = 'pdf' | 'csv';
export const receiptFileName = (id: number) => `receipt-${id}.pdf`;
export const statementFileName = (month: string, format: StatementFormat) =>
  `statement-${month}.${format}`;
