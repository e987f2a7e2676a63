import type { FastifyInstance } from 'fastify';
import { aboutRoutes } from './about/routes';
import { accountRoutes } from './accounts/routes';
import { employeeRoutes } from './employees/routes';
import { rideTypeRoutes } from './ride-types/routes';
import { groupingRoutes } from './groupings/routes';
import { contentRoutes } from './content/routes';
import { messageRoutes } from './messages/routes';
import { ticketRoutes } from './tickets/routes';
import { clubRoutes } from './club/routes';
import { hotelRoutes } from './hotel/routes';
import { roomRoutes } from './rooms/routes';
import { favoriteRoutes } from './favorites/routes';
import { geocodingRoutes } from './geocoding/routes';
import { tileRoutes } from './tiles/routes';
import { adminDomainRoutes } from './admin/domain-routes';
import { adminOperationsRoutes } from './admin/operations-routes';
import { adminRoutes } from './admin/routes';
import { adminFareRoutes } from './fares/admin-routes';
import { reportRoutes } from './reports/routes';
import { rideRoutes } from './rides/routes';
import { fareRoutes } from './fares/routes';
import { driverRoutes } from './drivers/routes';
import { liveRoutes } from './live/routes';
import { walletRoutes } from './wallet/routes';
import { paymentRoutes } from './payments/routes';
import { billingRoutes } from './billing/routes';
import { gatewayRoutes } from './gateway/routes';
import { uploadRoutes } from './uploads/routes';
import { outboxRoutes } from './outbox/routes';
import { consoleRoutes } from './console/routes';

/**
 * Every feature's routes under /api, registered in this order by `buildApp`: a new feature
 * adds its plugin here and nowhere else. The built apps (`web/routes`) sit outside /api.
 */
export const API_ROUTES: readonly ((api: FastifyInstance) => Promise<void>)[] = [
  aboutRoutes,
  accountRoutes,
  employeeRoutes,
  rideTypeRoutes,
  groupingRoutes,
  contentRoutes,
  messageRoutes,
  ticketRoutes,
  clubRoutes,
  hotelRoutes,
  roomRoutes,
  favoriteRoutes,
  geocodingRoutes,
  tileRoutes,
  adminRoutes,
  adminDomainRoutes,
  adminOperationsRoutes,
  adminFareRoutes,
  reportRoutes,
  rideRoutes,
  fareRoutes,
  driverRoutes,
  liveRoutes,
  walletRoutes,
  paymentRoutes,
  billingRoutes,
  gatewayRoutes,
  uploadRoutes,
  outboxRoutes,
  consoleRoutes,
];
