import type { ApiClient } from '../../api/client';
import type { ApiMessageResponse } from '../common/schemas';
import type {
  Favorite,
  FavoriteCreateInput,
  FavoriteList,
  FavoriteUpdate,
  GeocodeResponse,
  GeocodeReverseRequest,
  GeocodeSearchRequest,
} from './schemas';

/** Favorites and the geocoder (spec §7). The search is silent: it runs as the user types. */
export const addressesApi = (client: ApiClient) => ({
  listFavorites: () => client.get<FavoriteList>('favorites', { silent: true }),
  createFavorite: (body: FavoriteCreateInput) => client.post<Favorite>('favorites', body),
  updateFavorite: (id: number, body: FavoriteUpdate) =>
    client.put<Favorite>(`favorites/${id}`, body),
  removeFavorite: (id: number) => client.delete<ApiMessageResponse>(`favorites/${id}`),
  search: (body: GeocodeSearchRequest, signal?: AbortSignal) =>
    client.post<GeocodeResponse>('geocode/search', body, {
      silent: true,
      ...(signal ? { signal } : {}),
    }),
  reverse: (body: GeocodeReverseRequest) => client.post<GeocodeResponse>('geocode/reverse', body),
});
