/**
 * The driver's calls (`/api/driver/*`) on a client that carries the driver's token, never a
 * customer's (DESIGN §4).
 */
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/api-error';
import type {
  Driver,
  DriverEarnings,
  DriverLoginResponse,
  DriverPosition,
  DriverRide,
  DriverRides,
  DriverShiftState,
  DriverShiftSummary,
  DriverVehicle,
} from './schemas';
import type { QueuedStep, SendOutcome } from './step-queue';

const quiet = { silent: true };

/** No answer or a server fault: worth trying again later. Any other refusal is for good. */
export const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

export function createDriverApi(client: ApiClient) {
  return {
    logIn: (username: string, password: string) =>
      client.post<DriverLoginResponse>('driver/authenticate', { username, password }),
    logOut: () => client.post('driver/logout', {}),
    me: () => client.get<Driver>('driver/me', quiet),
    vehicles: () => client.get<{ vehicles: DriverVehicle[] }>('driver/vehicles', quiet),
    shift: () => client.get<DriverShiftState>('driver/shift', quiet),
    startShift: (vehicleId: number) =>
      client.post<DriverShiftState>('driver/shift', { vehicle_id: vehicleId }),
    endShift: () => client.post<DriverShiftSummary>('driver/shift/end', {}),
    setAvailable: (available: boolean) => client.put<Driver>('driver/availability', { available }),
    rides: () => client.get<DriverRides>('driver/services', quiet),
    earnings: () => client.get<DriverEarnings>('driver/earnings', quiet),
    position: (position: DriverPosition) => client.put('driver/position', position, quiet),
    positions: (positions: DriverPosition[]) =>
      client.post('driver/positions', { positions }, quiet),
    accept: (id: number) => client.put<{ service: DriverRide }>(`driver/services/${id}/accept`, {}),
    cancel: (id: number, reason?: string) =>
      client.put<{ service: DriverRide }>(`driver/services/${id}/cancel`, reason ? { reason } : {}),
    noShow: (id: number) =>
      client.put<{ service: DriverRide }>(`driver/services/${id}/no_show`, {}),
    /** One queued step, with the key it keeps across attempts. */
    async sendStep(step: QueuedStep): Promise<SendOutcome> {
      try {
        await client.put(`driver/services/${step.rideId}/${step.action}`, step.body ?? {}, {
          idempotencyKey: step.key,
          silent: true,
        });
        return { kind: 'done' };
      } catch (error) {
        if (worthRetrying(error)) return { kind: 'unanswered' };
        return { kind: 'refused', message: (error as Error).message };
      }
    },
  };
}

export type DriverApi = ReturnType<typeof createDriverApi>;
