import type { ApiClient } from '../../api/client';
import type { AgrupationSearchRequest, AgrupationSearchResponse } from './schemas';

export const groupingsApi = (client: ApiClient) => ({
  /** POST /agrupations/search: the groupings and fares the user may choose for a ride. */
  search: (body: AgrupationSearchRequest) =>
    client.post<AgrupationSearchResponse>('agrupations/search', body),
});
