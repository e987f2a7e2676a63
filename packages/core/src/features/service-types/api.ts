import type { ApiClient } from '../../api/client';
import type { ApiMessageResponse } from '../common/schemas';
import { PAGE_OFFSET, SERVICE_TYPES_LIMIT } from '../config/constants';
import type {
  ServiceTypeCreateInput,
  ServiceTypeEnvelope,
  ServiceTypeListResponse,
  ServiceTypeUpdate,
} from './schemas';

/** A company's service types (spec §7); the list asks for 100 from 0. */
export const serviceTypesApi = (client: ApiClient) => ({
  list: (query: { limit?: number; offset?: number; active?: boolean } = {}) =>
    client.get<ServiceTypeListResponse>('service_types', {
      query: { limit: SERVICE_TYPES_LIMIT, offset: PAGE_OFFSET, ...query },
    }),
  create: (body: ServiceTypeCreateInput) => client.post<ServiceTypeEnvelope>('service_types', body),
  update: (id: number, body: ServiceTypeUpdate) =>
    client.put<ServiceTypeEnvelope>(`service_types/${id}`, body),
  remove: (id: number) => client.delete<ApiMessageResponse>(`service_types/${id}`),
});
