import type { ApiClient } from '../../api/client';
import type {
  AdminDomain,
  AdminGrouping,
  AdminUser,
  DomainClaim,
  DomainCreate,
  GroupingUpdate,
} from '../admin/schemas';
import type { ApiMessageResponse } from '../common/schemas';
import type { Content, ContentKey, ContentUpdate } from '../content/schemas';
import type { OperatorMessageCreate } from '../messages/schemas';
import type {
  TicketListQuery,
  TicketListResponse,
  TicketState,
  TicketThread,
} from '../tickets/schemas';

/**
 * The console's back office on `/api/admin/*`: the operator's brand (groupings, logo,
 * content pages), its domains and their claims, and support (tickets, messages).
 */
export const backOfficeApi = (client: ApiClient) => ({
  groupings: () => client.get<AdminGrouping[]>('admin/agrupations'),
  updateGrouping: (id: number, body: GroupingUpdate) =>
    client.put<AdminGrouping>(`admin/agrupations/${id}`, body),
  uploadLogo: (id: number, file: Blob) => {
    const form = new FormData();
    form.append('image', file, file instanceof File ? file.name : 'logo');
    return client.upload<AdminGrouping>(`admin/agrupations/${id}/logo`, form);
  },
  content: (key: ContentKey, groupingId: number) =>
    client.get<Content[]>(`admin/content/${key}`, { query: { agrupation_id: groupingId } }),
  putContent: (key: ContentKey, groupingId: number, body: ContentUpdate) =>
    client.put<Content>(`admin/content/${key}`, body, { query: { agrupation_id: groupingId } }),
  domains: () => client.get<AdminDomain[]>('admin/domains'),
  claims: () => client.get<DomainClaim[]>('admin/domains/claims'),
  /** A platform operator's host is added at once; anyone else's answers a claim to prove. */
  addDomain: (body: DomainCreate) => client.post<AdminDomain | DomainClaim>('admin/domains', body),
  verifyClaim: (id: number) => client.post<AdminDomain>(`admin/domains/claims/${id}/verify`, {}),
  removeClaim: (id: number) => client.delete<ApiMessageResponse>(`admin/domains/claims/${id}`),
  removeDomain: (id: number) => client.delete<ApiMessageResponse>(`admin/domains/${id}`),
  tickets: (query: Partial<TicketListQuery> = {}) =>
    client.get<TicketListResponse>('admin/tickets', { query: { ...query } }),
  /** Opening a ticket marks it read for the operator's people. */
  ticket: (id: number) => client.get<TicketThread>(`admin/tickets/${id}`),
  setTicketState: (id: number, state: TicketState, reply?: string) =>
    client.put<TicketThread>(`admin/tickets/${id}`, reply ? { state, reply } : { state }),
  users: () => client.get<AdminUser[]>('admin/users'),
  sendMessage: (body: OperatorMessageCreate) =>
    client.post<{ sent: number }>('admin/messages', body),
});
