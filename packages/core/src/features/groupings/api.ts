import type { ApiClient } from '../../api/client';
import type { GroupingSearchRequest, GroupingSearchResponse } from './schemas';

export const groupingsApi = (client: ApiClient) => ({
  /** POST /agrupations/search: the groupings and fares the user may choose for a ride. */
  search: (body: GroupingSearchRequest) =>
    client.post<GroupingSearchResponse>('agrupations/search', body),
});
