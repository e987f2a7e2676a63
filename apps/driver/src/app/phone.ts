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
  QueuedStep,
  SendOutcome,
} from '@parada/core';
import { createApiClient, isApiError } from '@parada/core/client';

const TOKEN = 'parada.driver.token';

/** The driver's session and calls: a driver token, never a customer's (DESIGN §4). */
export function createDriverApi(baseUrl: string, getLanguage: () => string) {
  const client = createApiClient({
    baseUrl,
    getToken: () => localStorage.getItem(TOKEN),
    getGrouping: () => null,
    getLanguage,
    timeoutMs: 10_000,
  });
  const quiet = { silent: true };
  return {
    hasSession: () => localStorage.getItem(TOKEN) != null,
    async logIn(username: string, password: string) {
      const answer = await client.post<DriverLoginResponse>('driver/authenticate', {
        username,
        password,
      });
      localStorage.setItem(TOKEN, answer.token);
      return answer.driver;
    },
    async logOut() {
      await client.post('driver/logout', {}).catch(() => {});
      localStorage.removeItem(TOKEN);
    },
    forget: () => localStorage.removeItem(TOKEN),
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
    /**
     * The driver's event stream (`GET driver/events`): calls `onRides` at each frame, and
     * resolves when the stream ends or fails. Read with fetch, which sends the token as a
     * header (an EventSource could only put it in the URL).
     */
    async follow(onOpen: () => void, onRides: () => void, signal: AbortSignal): Promise<void> {
      const token = localStorage.getItem(TOKEN);
      if (!token) return;
      const response = await fetch(new URL('driver/events', baseUrl), {
        headers: { authorization: `Token ${token}`, accept: 'text/event-stream' },
        signal,
      });
      if (!response.ok || !response.body) return;
      onOpen();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        pending += value;
        const frames = pending.split('\n\n');
        pending = frames.pop() ?? '';
        if (frames.some((frame) => frame.split('\n').some((line) => line.startsWith('data:')))) {
          onRides();
        }
      }
    },
    /** One queued step, with the key it keeps across attempts. */
    async sendStep(step: QueuedStep): Promise<SendOutcome> {
      try {
        await client.put(`driver/services/${step.rideId}/${step.action}`, step.body ?? {}, {
          idempotencyKey: step.key,
          silent: true,
        });
        return { kind: 'done' };
      } catch (error) {
        // No answer or a server fault: try again later. Any other refusal is for good.
        if (!isApiError(error) || error.status === 0 || error.status >= 500) {
          return { kind: 'unanswered' };
        }
        return { kind: 'refused', message: error.message };
      }
    },
  };
}

export type DriverApi = ReturnType<typeof createDriverApi>;
