import type { ApiClient } from '../../api/client';
import type {
  Purse,
  PurseMovementsQuery,
  PurseMovementsResponse,
  PurseOperationResponse,
  PurseRecharge,
  PurseTransferInput,
} from './schemas';

/** The wallet (DESIGN §4). Money moves carry an idempotency key: a retry moves it once. */
export const pursesApi = (client: ApiClient) => ({
  get: () => client.get<Purse>('purses'),
  movements: (query: Partial<PurseMovementsQuery> = {}) =>
    client.get<PurseMovementsResponse>('purses/movements', { query: { ...query } }),
  transfer: (body: PurseTransferInput, idempotencyKey: string) =>
    client.post<PurseOperationResponse>('purses/transfer', body, { idempotencyKey }),
  recharge: (body: PurseRecharge, idempotencyKey: string) =>
    client.post<PurseOperationResponse>('purses/recharge', body, { idempotencyKey }),
});
