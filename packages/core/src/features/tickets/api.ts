import type { ApiClient } from '../../api/client';
import type {
  TicketCreate,
  TicketListQuery,
  TicketListResponse,
  TicketReply,
  TicketReplyCreate,
  TicketThread,
} from './schemas';

/** Support tickets (docs/architecture.md, the API beyond the spec): list, new, the thread, reply. */
export const ticketsApi = (client: ApiClient) => ({
  list: (query: Partial<TicketListQuery> = {}) =>
    client.get<TicketListResponse>('tickets', { query: { ...query } }),
  create: (body: TicketCreate) => client.post<TicketThread>('tickets', body),
  thread: (id: number) => client.get<TicketThread>(`tickets/${id}`),
  reply: (id: number, body: TicketReplyCreate) =>
    client.post<TicketReply>(`tickets/${id}/replies`, body),
});
