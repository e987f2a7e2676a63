import { addressesApi } from '../features/addresses/api';
import { authApi } from '../features/auth/api';
import { clubApi } from '../features/club/api';
import { configApi } from '../features/config/api';
import { consoleApi } from '../features/console/api';
import { backOfficeApi } from '../features/console/back-office-api';
import { contentApi } from '../features/content/api';
import { employeesApi } from '../features/employees/api';
import { groupingsApi } from '../features/groupings/api';
import { hotelApi } from '../features/hotel/api';
import { messagesApi } from '../features/messages/api';
import { paymentsApi } from '../features/payments/api';
import { adminPricingApi } from '../features/pricing/api';
import { pursesApi } from '../features/purses/api';
import { roomsApi } from '../features/rooms/api';
import { rideTypesApi } from '../features/ride-types/api';
import { ridesApi } from '../features/rides/api';
import { ticketsApi } from '../features/tickets/api';
import type { ApiClient } from './client';

/** Every typed call of spec §7 and docs/architecture.md, the API beyond the spec, grouped by feature, on one client. */
export const createApi = (client: ApiClient) => ({
  auth: authApi(client),
  config: configApi(client),
  services: ridesApi(client),
  rideTypes: rideTypesApi(client),
  employees: employeesApi(client),
  payments: paymentsApi(client),
  addresses: addressesApi(client),
  groupings: groupingsApi(client),
  tickets: ticketsApi(client),
  messages: messagesApi(client),
  purses: pursesApi(client),
  content: contentApi(client),
  club: clubApi(client),
  hotel: hotelApi(client),
  rooms: roomsApi(client),
  adminPricing: adminPricingApi(client),
  console: consoleApi(client),
  backOffice: backOfficeApi(client),
});

export type Api = ReturnType<typeof createApi>;
