import { authApi } from '../features/auth/api';
import { configApi } from '../features/config/api';
import { servicesApi } from '../features/services/api';
import type { ApiClient } from './client';

/** Every typed call of spec §7 and DESIGN §4, grouped by feature, on one client. */
export const createApi = (client: ApiClient) => ({
  auth: authApi(client),
  config: configApi(client),
  services: servicesApi(client),
});

export type Api = ReturnType<typeof createApi>;
