import type { ApiClient } from '../../api/client';
import type { StayDetail, StayList, StaysQuery } from './schemas';

/** The hotel's stays on the room account, for its staff. */
export const roomsApi = (client: ApiClient) => ({
  stays: (query: Partial<StaysQuery>) =>
    client.get<StayList>('hotel/stays', { query: { ...query } }),
  stay: (id: number) => client.get<StayDetail>(`hotel/stays/${id}`),
  settle: (id: number) => client.post<StayDetail>(`hotel/stays/${id}/settle`),
  statement: (id: number, format: 'pdf' | 'csv') =>
    client.download(`hotel/stays/${id}/statement`, { query: { format } }),
});

/** The stay statement's file name, as the server names it. */
export const stayStatementFileName = (stayId: number, format: 'pdf' | 'csv') =>
  `stay-${stayId}.${format}`;
