import type { Db } from '../../db/database';

/**
 * The demo client's saved addresses (README demo accounts): home as the default, work and
 * the airport, so the address box has something to offer on the first visit.
 */
export async function seedFavorites(db: Db, clientId: number): Promise<void> {
  await db
    .insertInto('favorites')
    .values([
      {
        user_id: clientId,
        alias: 'Home',
        name: 'Carrer de Verdi 20, Barcelona',
        latitude: 41.4031,
        longitude: 2.1571,
        default_favorite: true,
      },
      {
        user_id: clientId,
        alias: 'Work',
        name: 'Torre Glòries, Avinguda Diagonal 211, Barcelona',
        latitude: 41.4034,
        longitude: 2.1895,
        default_favorite: false,
      },
      {
        user_id: clientId,
        alias: 'Airport',
        name: 'Aeroport de Barcelona-El Prat, Terminal 1',
        latitude: 41.2887,
        longitude: 2.0728,
        default_favorite: false,
      },
    ])
    .execute();
}
