import type { BenchEndpoint } from './endpoints';

/** How the bench talks to the API as the demo's clients do: their headers, log-in, a booking. */

export const headersFor = (endpoint: Pick<BenchEndpoint, 'token' | 'method'>) => ({
  authorization: `Token ${endpoint.token}`,
  'app-agrupation': 'demo',
  'accept-language': 'en',
  ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
});

export async function login(base: string, username: string) {
  const response = await fetch(`${base}/api/authenticate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-agrupation': 'demo' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const valid = await fetch(`${base}/api/token/valid/`, {
    headers: { authorization: `Token ${token}`, 'app-agrupation': 'demo' },
  });
  const { user } = (await valid.json()) as { user: { id: number } };
  return { token, id: user.id };
}

export const ORIGIN = { latitude: 41.387, longitude: 2.1701 };
export const DESTINATION = { latitude: 41.4036, longitude: 2.1744 };

/** The spec's creation payload (§3), Plaça de Catalunya to Sagrada Família, booked now. */
export const ridePayload = (userId: number, demo: number) => ({
  usuario_id: userId,
  agrupacion_id: demo,
  tipo_aplicacion_cliente_id: 26,
  direccion: {
    nombre: 'Plaça de Catalunya, Barcelona',
    latitud: ORIGIN.latitude,
    longitud: ORIGIN.longitude,
  },
  destination: {
    destination_latitude: DESTINATION.latitude,
    destination_longitude: DESTINATION.longitude,
  },
  destination_address: 'Sagrada Família, Barcelona',
  destination_latitude: DESTINATION.latitude,
  destination_longitude: DESTINATION.longitude,
  passengers: 1,
  estado: 1,
  viajero: { nombre: 'Clara', telefono_aviso: '+34600000001' },
  fare: 0.01,
  tip: 0,
});
