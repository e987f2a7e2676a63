import type { ApiClient } from '../../api/client';
import type {
  RoomRequest,
  RoomRequestApprove,
  RoomRequestList,
  StayDetail,
  StayList,
  StayRegister,
  StaysQuery,
} from './schemas';

/** The hotel's stays on the room account, for its staff. */
export const roomsApi = (client: ApiClient) => ({
  stays: (query: Partial<StaysQuery>) =>
    client.get<StayList>('hotel/stays', { query: { ...query } }),
  stay: (id: number) => client.get<StayDetail>(`hotel/stays/${id}`),
  settle: (id: number) => client.post<StayDetail>(`hotel/stays/${id}/settle`),
  register: (body: StayRegister) => client.post<StayDetail>('hotel/stays', body),
  requests: () => client.get<RoomRequestList>('hotel/room_requests', { silent: true }),
  approve: (id: number, body: RoomRequestApprove) =>
    client.post<RoomRequest>(`hotel/room_requests/${id}/approve`, body),
  refuse: (id: number) => client.post<RoomRequest>(`hotel/room_requests/${id}/refuse`),
  statement: (id: number, format: 'pdf' | 'csv') =>
    client.download(`hotel/stays/${id}/statement`, { query: { format } }),
});

/** The stay statement's file name, as the server names it. */
export const stayStatementFileName = (stayId: number, format: 'pdf' | 'csv') =>
  `stay-${stayId}.${format}`;
