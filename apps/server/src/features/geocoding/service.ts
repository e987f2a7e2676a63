import type { GeocodeSearchRequest, Language } from '@parada/core';
import type { Db } from '../../db/database';
import { cached } from '../../db/read-cache';
import type { Zone } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { distanceKm, type Position } from '../dispatch/geo';
import * as favoritesRepo from '../favorites/repository';
import * as groupingsRepo from '../groupings/repository';
import { rootOf } from '../groupings/service';
import type { GeocodedPlace } from './gazetteer';
import type { Geocoder } from './geocoder';
import { queryTokens, tokenize, wordScore } from './text';

/** The answer holds at most this many places, favorites included (the apps show up to 3 + 5). */
export const RESULTS_LIMIT = 10;
/** Favorites that match go first, this many at most (spec §9). */
const FAVORITES_FIRST = 3;
/** A favorite and a result this close are one place; the favorite's name is kept. */
const SAME_PLACE_KM = 0.03;

/** The centre of a grouping's service zone, to rank its own city first. */
export function zoneCenter(zone: Zone | null): Position | undefined {
  if (!zone) return undefined;
  if (zone.type === 'circle') return zone.center;
  if (zone.points.length === 0) return undefined;
  const sum = zone.points.reduce(
    (total, [latitude, longitude]) => ({
      latitude: total.latitude + latitude,
      longitude: total.longitude + longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  return {
    latitude: sum.latitude / zone.points.length,
    longitude: sum.longitude / zone.points.length,
  };
}

/**
 * The grouping a search is made for, if the caller belongs to it: the same operator's
 * tree as the caller's own grouping. Another operator's grouping, like a missing one, is
 * a 404 (docs/architecture.md, wire conventions).
 */
async function groupingOf(db: Db, user: AuthUser, groupingId: number) {
  // Most searches name the caller's own grouping: one read and one walk up then, not two
  // (this runs on every keystroke of the address box).
  const same = groupingId === user.agrupation_id;
  const [asked, own] = await Promise.all([
    groupingsRepo.findById(db, groupingId),
    same ? null : groupingsRepo.findById(db, user.agrupation_id),
  ]);
  if (!asked || (!same && !own)) throw notFound();
  const askedRoot = await rootOf(db, asked);
  const ownRoot = same ? askedRoot : await rootOf(db, own!);
  if (askedRoot.id !== ownRoot.id) throw notFound();
  return { asked, root: askedRoot };
}

/**
 * A favorite's words, its alias's then its address's. The list is read from the cache, the
 * same frozen rows for every keystroke within its second: each row is split into words once.
 */
const favoriteWords = new WeakMap<favoritesRepo.FavoriteRow, readonly string[]>();
export function wordsOfFavorite(favorite: favoritesRepo.FavoriteRow): readonly string[] {
  let words = favoriteWords.get(favorite);
  if (words === undefined) {
    words = [...tokenize(favorite.alias), ...tokenize(favorite.name)];
    favoriteWords.set(favorite, words);
  }
  return words;
}

/** How well a favorite's alias or address matches the typed words, 0 when it does not. */
function favoriteScore(words: readonly string[], favorite: favoritesRepo.FavoriteRow): number {
  const own = wordsOfFavorite(favorite);
  let total = 0;
  for (const word of words) {
    let best = 0;
    for (const candidate of own) best = Math.max(best, wordScore(word, candidate));
    if (best === 0) return 0;
    total += best;
  }
  return total / words.length;
}

/**
 * POST geocode/search: the caller's matching favorites first (default first among equals),
 * then what the geocoder finds, near `near` when given, else near the grouping's city.
 */
export async function search(
  db: Db,
  geocoder: Geocoder,
  user: AuthUser,
  request: GeocodeSearchRequest,
  language: Language,
): Promise<GeocodedPlace[]> {
  const words = queryTokens(request.address);
  // The favorites need not wait for the grouping check: both reads go out together.
  const [{ asked, root }, saved] = await Promise.all([
    groupingOf(db, user, request.agrupacion_id),
    words.length === 0
      ? []
      : // Asked at every keystroke; a favorite saved through another instance shows within 1 s.
        cached(db, `favorites:${user.id}`, ['favorites'], 1000, () =>
          favoritesRepo.listForUser(db, user.id),
        ),
  ]);
  const favorites = saved
    .map((favorite) => ({ favorite, score: favoriteScore(words, favorite) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.favorite.default_favorite) - Number(a.favorite.default_favorite),
    )
    .slice(0, FAVORITES_FIRST)
    .map(({ favorite }) => ({
      name: favorite.name,
      latitude: favorite.latitude,
      longitude: favorite.longitude,
    }));
  const found = await geocoder.search(request.address, {
    near: request.near,
    bias: zoneCenter(asked.zone) ?? zoneCenter(root.zone),
    limit: RESULTS_LIMIT,
    language,
  });
  const rest = found.filter(
    (place) => !favorites.some((favorite) => distanceKm(favorite, place) < SAME_PLACE_KM),
  );
  return [...favorites, ...rest].slice(0, RESULTS_LIMIT);
}

/** POST geocode/reverse: the name of where the user is (the map pin, the GPS fix). */
export async function reverse(
  geocoder: Geocoder,
  position: Position,
  language: Language,
): Promise<GeocodedPlace[]> {
  return [await geocoder.reverse(position, language)];
}
