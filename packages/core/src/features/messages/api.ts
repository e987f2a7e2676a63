import type { ApiClient } from '../../api/client';
import type {
  OperatorMessageEnvelope,
  OperatorMessageListQuery,
  OperatorMessageListResponse,
} from './schemas';

/** The operator's messages to the user (docs/architecture.md, the API beyond the spec), with read state. */
export const messagesApi = (client: ApiClient) => ({
  list: (query: Partial<OperatorMessageListQuery> = {}) =>
    client.get<OperatorMessageListResponse>('messages', { query: { ...query } }),
  markRead: (id: number) => client.put<OperatorMessageEnvelope>(`messages/${id}/read`),
});
