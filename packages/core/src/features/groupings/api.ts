import type { ApiClient } from '../../api/client';
import type {
  DiscountCheckRequest,
  DiscountCheckResponse,
  GroupingSearchRequest,
  GroupingSearchResponse,
} from './schemas';

export const groupingsApi = (client: ApiClient) => ({
  /** POST /agrupations/search: the groupings and fares the user may choose for a ride. */
  search: (body: GroupingSearchRequest) =>
    client.post<GroupingSearchResponse>('agrupations/search', body),
  /** POST /agrupations/discount: the chosen fare priced with a code, or why the code fails. */
  checkDiscount: (body: DiscountCheckRequest) =>
    client.post<DiscountCheckResponse>('agrupations/discount', body),
});
