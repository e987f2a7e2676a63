import type { ApiClient } from '../../api/client';
import type { Content, ContentParams } from './schemas';

/** Help, conditions and privacy, in the language of Accept-Language. */
export const contentApi = (client: ApiClient) => ({
  get: (key: ContentParams['content_key']) => client.get<Content>(`content/${key}`),
});
