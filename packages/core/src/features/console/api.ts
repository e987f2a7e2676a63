import type { ApiClient } from '../../api/client';
import type { AdminGrouping } from '../admin/schemas';
import type { ApiMessageResponse } from '../common/schemas';
import type {
  AuditEntry,
  AuditQuery,
  Board,
  ConsoleClient,
  ConsoleClientCreate,
  ConsoleRide,
  DocumentKind,
  DriverDocumentUpdate,
  ExpiringDocument,
  FleetDriver,
  FleetDriverCreate,
  FleetDriverUpdate,
  Vehicle,
  VehicleCreate,
  VehicleUpdate,
} from './schemas';
import type { RideCreation } from '../rides/creation';
import type { Ride } from '../rides/schemas';
import { consoleAccountsApi } from './accounts-api';

/** The operator's console (`/api/console/*`). */
export const consoleApi = (client: ApiClient) => ({
  board: () => client.get<Board>('console/board'),
  ride: (id: number) => client.get<ConsoleRide>(`console/rides/${id}`),
  assign: (id: number, driverId: number) =>
    client.put<ConsoleRide>(`console/rides/${id}/driver`, { driver_id: driverId }),
  cancel: (id: number, reason: string) =>
    client.put<ConsoleRide>(`console/rides/${id}/cancel`, { reason }),
  reoffer: (id: number) => client.put<ConsoleRide>(`console/rides/${id}/reoffer`, {}),
  findClients: (search: string) =>
    client.get<ConsoleClient[]>('console/clients', { query: { search } }),
  createClient: (body: ConsoleClientCreate) => client.post<ConsoleClient>('console/clients', body),
  book: (clientId: number, body: RideCreation) =>
    client.post<{ service: Ride }>(`console/clients/${clientId}/services`, body),
  drivers: () => client.get<FleetDriver[]>('console/drivers'),
  createDriver: (body: FleetDriverCreate) => client.post<FleetDriver>('console/drivers', body),
  updateDriver: (id: number, body: FleetDriverUpdate) =>
    client.put<FleetDriver>(`console/drivers/${id}`, body),
  resetDriverPassword: (id: number, password: string) =>
    client.put<ApiMessageResponse>(`console/drivers/${id}/password`, { password }),
  setDocument: (id: number, kind: DocumentKind, body: DriverDocumentUpdate) =>
    client.put<FleetDriver>(`console/drivers/${id}/documents/${kind}`, body),
  expiring: () => client.get<ExpiringDocument[]>('console/documents/expiring'),
  vehicles: () => client.get<Vehicle[]>('console/vehicles'),
  createVehicle: (body: VehicleCreate) => client.post<Vehicle>('console/vehicles', body),
  updateVehicle: (id: number, body: VehicleUpdate) =>
    client.put<Vehicle>(`console/vehicles/${id}`, body),
  /** The operator's groupings, for the ones a vehicle serves (GET admin/agrupations). */
  groupings: () => client.get<AdminGrouping[]>('admin/agrupations'),
  audit: (query: AuditQuery = {}) =>
    client.get<AuditEntry[]>('console/audit', { query: { ...query } }),
  ...consoleAccountsApi(client),
});
