import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession } from '../../testing/factories';
import { fakeTimersInEachTest, settledStore, type TestStore } from '../../testing/test-store';
import { authActions } from '../auth/slice';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '../config/constants';
import { rideRequestActions } from '../ride-request/slice';
import { favoriteFlow } from './favorite-flow';
import type { Favorite } from './schemas';
import { addressSearchActions, selectSuggestionsFor } from './slice';

const favorite = (id: number, alias: string, name: string, default_favorite = false): Favorite => ({
  id,
  alias,
  default_favorite,
  address: { name, latitude: 41.38 + id / 1000, longitude: 2.17 },
});

const FAVORITES = [
  favorite(1, 'Casa', 'Carrer de Provença, 250'),
  favorite(2, 'Oficina', 'Plaça de Catalunya, 9', true),
  favorite(3, 'Gimnàs', 'Carrer de Pau Claris, 100'),
  favorite(4, 'Mare', 'Passeig de Gràcia, 43'),
];

const RESULTS = [
  { name: 'Plaça de Catalunya, Barcelona', latitude: 41.387, longitude: 2.17 },
  { name: 'Plaça de Catalunya, Sabadell', latitude: 41.548, longitude: 2.107 },
  { name: 'Plaça Catalunya, Manresa', latitude: 41.725, longitude: 1.826 },
  { name: 'Plaça de Catalunya, Girona', latitude: 41.983, longitude: 2.824 },
];

const sessionStore = () =>
  settledStore(makeSession(), {
    answers: (api) => api.addresses.listFavorites.mockResolvedValue(FAVORITES),
  });

const type = (
  store: TestStore['store'],
  query: string,
  field: 'origin' | 'destination' = 'origin',
) => store.dispatch(addressSearchActions.queryChanged({ field, query }));

describe('address search saga', () => {
  fakeTimersInEachTest();

  it('loads the favorites when the session opens', async () => {
    const { store } = await sessionStore();
    expect(store.getState().addressSearch.favorites).toHaveLength(4);
  });

  it('waits 500 ms after the last keystroke and asks once', async () => {
    const { store, api } = await sessionStore();
    api.addresses.search.mockResolvedValue({ addresses: RESULTS });
    type(store, 'pla');
    await vi.advanceTimersByTimeAsync(300);
    type(store, 'plac');
    await vi.advanceTimersByTimeAsync(300);
    type(store, 'placa');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS - 1);
    expect(api.addresses.search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.addresses.search).toHaveBeenCalledOnce();
    expect(api.addresses.search).toHaveBeenCalledWith(
      { address: 'placa', agrupacion_id: 3 },
      expect.any(AbortSignal),
    );
  });

  it('puts matching favorites first, then up to 3 results', async () => {
    const { store, api } = await sessionStore();
    api.addresses.search.mockResolvedValue({ addresses: RESULTS });
    type(store, 'placa');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    const suggestions = store.getState().addressSearch.suggestions;
    expect(suggestions.map((s) => [s.name, s.favorite])).toEqual([
      ['Plaça de Catalunya, 9', true],
      ['Plaça de Catalunya, Barcelona', false],
      ['Plaça de Catalunya, Sabadell', false],
      ['Plaça Catalunya, Manresa', false],
    ]);
  });

  it('does not ask the geocoder under 3 characters', async () => {
    const { store, api } = await sessionStore();
    type(store, 'ma');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
    expect(api.addresses.search).not.toHaveBeenCalled();
    expect(store.getState().addressSearch.suggestions.map((s) => s.alias)).toEqual(['Mare']);
  });

  it('offers the favorites, default first, in an empty box', async () => {
    const { store } = await sessionStore();
    type(store, '');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(store.getState().addressSearch.suggestions.map((s) => s.alias)).toEqual([
      'Oficina',
      'Casa',
      'Gimnàs',
    ]);
  });

  it('ranks destinations near the chosen origin', async () => {
    const { store, api } = await sessionStore();
    api.addresses.search.mockResolvedValue({ addresses: RESULTS });
    store.dispatch(
      rideRequestActions.addressChosen({
        name: 'Sants',
        latitude: 41.379,
        longitude: 2.14,
        alias: null,
        favorite: false,
      }),
    );
    type(store, 'aeroport', 'destination');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(api.addresses.search).toHaveBeenCalledWith(
      { address: 'aeroport', agrupacion_id: 3, near: { latitude: 41.379, longitude: 2.14 } },
      expect.any(AbortSignal),
    );
  });

  it('a failed search still offers the matching favorites', async () => {
    const { store, api } = await sessionStore();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.addresses.search.mockRejectedValue(new Error('offline'));
    type(store, 'oficina');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(store.getState().addressSearch.suggestions.map((s) => s.alias)).toEqual(['Oficina']);
  });

  it('drops the other box list at the first keystroke', async () => {
    const { store, api } = await sessionStore();
    api.addresses.search.mockResolvedValue({ addresses: RESULTS.slice(0, 1) });
    type(store, 'sagrada');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(selectSuggestionsFor(store.getState(), 'origin', 'sagrada')).toHaveLength(1);
    type(store, 'pla', 'destination');
    const state = store.getState().addressSearch;
    expect(state.suggestions).toEqual([]);
    expect(state.status).toBe('pending');
    api.addresses.search.mockResolvedValue({ addresses: RESULTS.slice(1) });
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(
      selectSuggestionsFor(store.getState(), 'destination', 'pla').map((s) => s.name),
    ).toContain('Plaça de Catalunya, Sabadell');
    expect(selectSuggestionsFor(store.getState(), 'origin', 'pla')).toEqual([]);
  });

  it('a late answer for the other box with the same text is dropped', async () => {
    const { store, api } = await sessionStore();
    let answerOrigin: (value: { addresses: typeof RESULTS }) => void = () => {};
    api.addresses.search.mockReturnValueOnce(
      new Promise((resolve) => {
        answerOrigin = resolve;
      }),
    );
    type(store, 'placa');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    type(store, 'placa', 'destination');
    answerOrigin({ addresses: RESULTS.slice(0, 1) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().addressSearch.suggestions).toEqual([]);
    expect(selectSuggestionsFor(store.getState(), 'destination', 'placa')).toEqual([]);
  });

  it('a keystroke aborts the search still on its way for the older text', async () => {
    const { store, api } = await sessionStore();
    api.addresses.search.mockReturnValueOnce(new Promise(() => {}));
    type(store, 'sagrada', 'destination');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    const signal = api.addresses.search.mock.calls[0]![1] as AbortSignal;
    expect(signal.aborted).toBe(false);
    api.addresses.search.mockResolvedValue({ addresses: RESULTS.slice(0, 1) });
    type(store, 'placa', 'destination');
    expect(signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(api.addresses.search).toHaveBeenCalledTimes(2);
    expect(
      selectSuggestionsFor(store.getState(), 'destination', 'placa').map((s) => s.name),
    ).toContain('Plaça de Catalunya, Barcelona');
  });

  it('log-out cancels a pending search', async () => {
    const { store, api } = await sessionStore();
    api.auth.logout.mockResolvedValue({ message: 'ok' });
    type(store, 'placa');
    store.dispatch(authActions.logoutRequested());
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
    expect(api.addresses.search).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('favorite management sagas', () => {
  fakeTimersInEachTest();

  it('adds a default favorite, taking the mark from the old default', async () => {
    const { store, api } = await sessionStore();
    api.addresses.createFavorite.mockResolvedValue(
      favorite(5, 'Aeroport', 'Aeroport del Prat T1', true),
    );
    store.dispatch(
      favoriteFlow.trigger({
        kind: 'create',
        input: {
          favorito: {
            alias: 'Aeroport',
            direccion: 'Aeroport del Prat T1',
            lat: 41.29,
            lng: 2.07,
            default_favorite: true,
          },
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    const state = store.getState().addressSearch;
    expect(favoriteFlow.select(store.getState())).toMatchObject({
      status: 'succeeded',
      outcome: { ok: true, id: 5, key: 'success.data_registered' },
    });
    expect(state.favorites.map((f) => [f.alias, f.default_favorite])).toEqual([
      ['Aeroport', true],
      ['Casa', false],
      ['Gimnàs', false],
      ['Mare', false],
      ['Oficina', false],
    ]);
  });

  it('renames and deletes, and reports a refusal', async () => {
    const { store, api } = await sessionStore();
    api.addresses.updateFavorite.mockResolvedValue(favorite(1, 'Home', 'Carrer de Provença, 250'));
    store.dispatch(favoriteFlow.trigger({ kind: 'update', id: 1, changes: { alias: 'Home' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.addresses.updateFavorite).toHaveBeenCalledWith(1, { alias: 'Home' });
    expect(store.getState().addressSearch.favorites.map((f) => f.alias)).toContain('Home');
    expect(favoriteFlow.select(store.getState()).outcome).toMatchObject({
      ok: true,
      id: 1,
      key: 'success.data_updated',
    });

    api.addresses.removeFavorite.mockResolvedValue({ message: 'The action was successful' });
    store.dispatch(favoriteFlow.trigger({ kind: 'remove', id: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().addressSearch.favorites.map((f) => f.id)).not.toContain(3);
    expect(favoriteFlow.select(store.getState()).outcome).toMatchObject({
      ok: true,
      key: 'success.action',
    });

    api.addresses.removeFavorite.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(favoriteFlow.trigger({ kind: 'remove', id: 99 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(favoriteFlow.select(store.getState())).toMatchObject({
      status: 'failed',
      outcome: { ok: false, id: 99, message: 'Not Found', code: 404 },
    });
  });

  it('names a point chosen on the map, keeping the exact point', async () => {
    const { store, api } = await sessionStore();
    api.addresses.reverse.mockResolvedValue({
      addresses: [{ name: 'Casa Batlló, Barcelona', latitude: 41.3917, longitude: 2.165 }],
    });
    store.dispatch(addressSearchActions.mapPointPicked({ latitude: 41.39165, longitude: 2.16491 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.addresses.reverse).toHaveBeenCalledWith({
      position: { latitude: 41.39165, longitude: 2.16491 },
    });
    expect(store.getState().addressSearch.mapPick).toEqual({
      status: 'loaded',
      place: { name: 'Casa Batlló, Barcelona', latitude: 41.39165, longitude: 2.16491 },
    });
  });
});
