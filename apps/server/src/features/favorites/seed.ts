import type { Language } from '@parada/core';
import type { Db } from '../../db/database';

/** The aliases a user would have typed, in the user's own language. */
const ALIASES = {
  ca: { home: 'Casa', work: 'Feina', airport: 'Aeroport' },
  en: { home: 'Home', work: 'Work', airport: 'Airport' },
  es: { home: 'Casa', work: 'Trabajo', airport: 'Aeropuerto' },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The demo client's saved addresses (README demo accounts): home as the default, work and
 * the airport, so the address box has something to offer on the first visit. They are the
 * user's own words, so they are written in the user's language (the grouping's default
 * language while the user has chosen none).
 */
export async function seedFavorites(db: Db, clientId: number, language: Language): Promise<void> {
  const alias = ALIASES[language];
  await db
    .insertInto('favorites')
    .values([
      {
        user_id: clientId,
        alias: alias.home,
        name: 'Carrer de Verdi 20, Barcelona',
        latitude: 41.4031,
        longitude: 2.1571,
        default_favorite: true,
      },
      {
        user_id: clientId,
        alias: alias.work,
        name: 'Torre Glòries, Avinguda Diagonal 211, Barcelona',
        latitude: 41.4034,
        longitude: 2.1895,
        default_favorite: false,
      },
      {
        user_id: clientId,
        alias: alias.airport,
        name: 'Aeroport de Barcelona-El Prat, Terminal 1',
        latitude: 41.2887,
        longitude: 2.0728,
        default_favorite: false,
      },
    ])
    .execute();
}
