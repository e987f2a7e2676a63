import { describe, expect, it } from 'vitest';
import type { FavoriteRow } from '../favorites/repository';
import { wordsOfFavorite } from './service';
import { tokenize } from './text';

const row = (alias: string, name: string): FavoriteRow => ({
  id: 1,
  user_id: 1,
  alias,
  name,
  latitude: 41.4,
  longitude: 2.17,
  default_favorite: false,
  created_at: new Date(0),
});

describe('a favorite’s words', () => {
  it('are its alias’s then its address’s, as tokenize splits them, once per row', () => {
    for (const [alias, name] of [
      ['Home', 'Carrer de Verdi 20, Barcelona'],
      ['Work', 'Torre Glòries, Avinguda Diagonal 211, Barcelona'],
      ['Cal Pep·lu', 'Plaça de les Olles 8'],
      ['', 'Aeroport de Barcelona-El Prat, Terminal 1'],
    ] as const) {
      const favorite = Object.freeze(row(alias, name));
      const words = wordsOfFavorite(favorite);
      expect(words).toEqual([...tokenize(alias), ...tokenize(name)]);
      expect(wordsOfFavorite(favorite)).toBe(words);
    }
  });
});
