import type { ApiClient } from '../../api/client';
import type { Commerce, CommerceList } from './schemas';

/** The grouping's partner commerces (DESIGN §4). */
export const clubApi = (client: ApiClient) => ({
  list: () => client.get<CommerceList>('club/commerces'),
  get: (id: number) => client.get<Commerce>(`club/commerces/${id}`),
});
