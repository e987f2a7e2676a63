import type { ApiClient } from '../../api/client';
import type { DomainConfiguration } from './schemas';

export const configApi = (client: ApiClient) => ({
  /** GET configuration/domain?search= with the site_domain route parameter, else the hostname. */
  byDomain: (search: string) =>
    client.get<DomainConfiguration>('configuration/domain', { query: { search }, silent: true }),
});
