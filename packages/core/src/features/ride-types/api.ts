import type { ApiClient } from '../../api/client';
import type { ApiMessageResponse } from '../common/schemas';
import { PAGE_OFFSET, RIDE_TYPES_LIMIT } from '../config/constants';
import type {
  RideTypeCreateInput,
  RideTypeEnvelope,
  RideTypeListResponse,
  RideTypeUpdate,
} from './schemas';

/** A company's service types (spec §7); the list asks for 100 from 0. */
export const rideTypesApi = (client: ApiClient) => ({
  list: (query: { limit?: number; offset?: number; active?: boolean } = {}) =>
    client.get<RideTypeListResponse>('service_types', {
      query: { limit: RIDE_TYPES_LIMIT, offset: PAGE_OFFSET, ...query },
    }),
  create: (body: RideTypeCreateInput) => client.post<RideTypeEnvelope>('service_types', body),
  update: (id: number, body: RideTypeUpdate) =>
    client.put<RideTypeEnvelope>(`service_types/${id}`, body),
  remove: (id: number) => client.delete<ApiMessageResponse>(`service_types/${id}`),
});
