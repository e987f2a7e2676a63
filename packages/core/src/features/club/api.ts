import type { ApiClient } from '../../api/client';
import type { Commerce, CommerceList } from './schemas';

/** The grouping's partner commerces (docs/architecture.md, the API beyond the spec). */
export const clubApi = (client: ApiClient) => ({
  list: () => client.get<CommerceList>('club/commerces'),
  get: (id: number) => client.get<Commerce>(`club/commerces/${id}`),
});
