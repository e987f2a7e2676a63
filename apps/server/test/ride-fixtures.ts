import type { Harness } from './helper';

// Fixtures shared by the ride tests.

/** A day after today at 10:30, as 'YYYY-MM-DD HH:mm' (local to the grouping). */
export function tomorrowAt(time = '10:30', days = 1): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date} ${time}`;
}

/** The spec's creation payload (§3) from Plaça de Catalunya to Sagrada Família. */
export function ridePayload(userId: number, agrupationId: number, overrides: object = {}) {
  return {
    usuario_id: userId,
    agrupacion_id: agrupationId,
    tipo_aplicacion_cliente_id: 26,
    direccion: {
      nombre: 'Plaça de Catalunya, Barcelona',
      longitud: 2.1701,
      datos_extra: 'Door 2',
      latitud: 41.387,
    },
    destination: { destination_longitude: 2.1744, destination_latitude: 41.4036 },
    destination_address: 'Sagrada Família, Barcelona',
    destination_latitude: 41.4036,
    destination_longitude: 2.1744,
    passengers: 1,
    estado: 1,
    viajero: { nombre: 'Clara', telefono_aviso: '+34600000001' },
    fare: 0.01,
    tip: 0,
    ...overrides,
  };
}

export async function session(h: Harness, username: string, agrupation = 'demo') {
  const token = await h.login(username, undefined, agrupation);
  const valid = await h.call('GET', '/api/token/valid/', { token, agrupation });
  return { token, id: valid.json().user.id as number };
}

export async function groupingId(h: Harness, permalink: string) {
  const row = await h.db
    .selectFrom('agrupations')
    .select('id')
    .where('permalink', '=', permalink)
    .executeTakeFirstOrThrow();
  return row.id;
}
