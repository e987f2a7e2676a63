import type { ApiClient } from '../../api/client';
import type {
  Purse,
  PurseMovementsQuery,
  PurseMovementsResponse,
  PurseOperationResponse,
  PurseRecharge,
  PurseRecipient,
  PurseRechargePending,
  PurseRechargeStatus,
  PurseTransferInput,
} from './schemas';

/** The wallet (docs/architecture.md, the API beyond the spec). Money moves carry an idempotency key: a retry moves it once. */
export const pursesApi = (client: ApiClient) => ({
  get: () => client.get<Purse>('purses'),
  movements: (query: Partial<PurseMovementsQuery> = {}) =>
    client.get<PurseMovementsResponse>('purses/movements', { query: { ...query } }),
  /** The display name of whom a transfer would reach; 422 when it could not go there. */
  recipient: (to: string) =>
    client.get<PurseRecipient>('purses/recipient', { query: { to: to.trim() } }),
  transfer: (body: PurseTransferInput, idempotencyKey: string) =>
    client.post<PurseOperationResponse>('purses/transfer', body, { idempotencyKey }),
  /** 200 with the credited purse, or 202 when the bank asks for a second step. */
  recharge: (body: PurseRecharge, idempotencyKey: string) =>
    client.post<PurseOperationResponse | PurseRechargePending>('purses/recharge', body, {
      idempotencyKey,
    }),
  /** A recharge's payment, asked again from the card provider (back from its bank page). */
  rechargeStatus: (reference: string) =>
    client.get<{ status: PurseRechargeStatus }>(`purses/recharge/${encodeURIComponent(reference)}`),
  /**
   * The sandbox gateway's second step (its stand-in for the bank's 3-D Secure page). A real
   * gateway sends the customer to its own page instead.
   */
  confirmSandboxStep: (reference: string) =>
    client.post<{ status: PurseRechargeStatus }>(
      `gateway/sandbox/${encodeURIComponent(reference)}/confirm`,
    ),
});
