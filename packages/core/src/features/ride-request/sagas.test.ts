import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { translate } from '../../i18n/translate';
import {
  makeGrouping,
  makeFare,
  makeRide,
  makeSession,
  makeSiteConfiguration,
  AIRPORT_T1,
  SANTS_STATION,
} from '../../testing/factories';
import { fakeTimersInEachTest, settledStore, signedInStore } from '../../testing/test-store';
import { configActions } from '../config/slice';
import { faresActions } from '../fares/slice';
import { ridesActions } from '../rides/slice';
import { rideRequestActions } from './slice';

const origin = SANTS_STATION;
const destination = AIRPORT_T1;
const grouping = makeGrouping({
  id: 5,
  permalink: 'demo-taxi',
  name: 'Taxi',
  fare: makeFare(31.4, { fare: 'T1', scheduled: 34.4 }),
  max_num_passengers: 4,
  validate_passengers_count: true,
});

async function readyStore(session = makeSession()) {
  const setup = await settledStore(session, {
    answers: (api) => api.groupings.search.mockResolvedValue({ agrupations: [grouping] }),
    asks: [rideRequestActions.addressChosen(origin), rideRequestActions.addressChosen(destination)],
  });
  setup.store.dispatch(faresActions.groupingChosen(grouping));
  return setup;
}

type Ready = Awaited<ReturnType<typeof readyStore>>;

/** Books the ride for tomorrow at 08:30 and sends the form, letting the sagas answer. */
async function submitBookingForTomorrow(store: Ready['store']) {
  store.dispatch(
    rideRequestActions.scheduleChosen({
      fullDate: '2026-11-22 08:30',
      date: '2026-11-22',
      time: '08:30',
    }),
  );
  await vi.advanceTimersByTimeAsync(0);
  store.dispatch(rideRequestActions.submitRequested());
  await vi.advanceTimersByTimeAsync(0);
}

/** Sends the form and checks that nothing reached the server; the submission, to look at. */
async function submitRefused(store: Ready['store'], api: Ready['api']) {
  store.dispatch(rideRequestActions.submitRequested());
  await vi.advanceTimersByTimeAsync(0);
  expect(api.services.create).not.toHaveBeenCalled();
  return store.getState().rideRequest.submission;
}

describe('ride request saga', () => {
  fakeTimersInEachTest('2026-11-21T10:00:00Z');

  it('creates the ride with the spec payload and starts a fresh form', async () => {
    const { store, api } = await readyStore();
    api.services.create.mockResolvedValue({ service: makeRide({ id: 900, status_code: 1 }) });
    store.dispatch(rideRequestActions.passengersChanged(2));
    store.dispatch(rideRequestActions.travelerChanged({ name: 'Marta', phone: '+34 600 111 222' }));
    store.dispatch(rideRequestActions.extraDataChanged('Two suitcases'));
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);

    const [payload, key] = api.services.create.mock.calls[0] ?? [];
    expect(payload).toEqual({
      usuario_id: 1,
      agrupacion_id: 5,
      tipo_aplicacion_cliente_id: 26,
      direccion: {
        nombre: 'Estació de Sants',
        longitud: 2.14,
        datos_extra: 'Two suitcases',
        latitud: 41.379,
      },
      destination: { destination_longitude: 2.073, destination_latitude: 41.289 },
      destination_address: 'Aeroport T1',
      destination_latitude: 41.289,
      destination_longitude: 2.073,
      passengers: 2,
      estado: 1,
      viajero: { nombre: 'Marta', telefono_aviso: '+34 600 111 222' },
      fare: 31.4,
      tip: 0,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().rideRequest.origin).toBeNull();
    expect(store.getState().rideRequest.lastCreated?.id).toBe(900);
    expect(api.services.listInProcess).toHaveBeenCalledTimes(2);
  });

  it('sends the discount code the fares were searched with, so the server prices the same', async () => {
    const { store, api } = await readyStore();
    api.services.create.mockResolvedValue({ service: makeRide() });
    store.dispatch(faresActions.locatorEntered('PARADA10'));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(faresActions.groupingChosen(grouping));
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create.mock.calls[0]?.[0]).toMatchObject({ locator: 'PARADA10' });
  });

  it('a booking sends fecha_servicio_diferido and the scheduled price', async () => {
    const { store, api } = await readyStore();
    api.services.create.mockResolvedValue({ service: makeRide({ status_code: 13 }) });
    await submitBookingForTomorrow(store);
    expect(api.services.create.mock.calls[0]?.[0]).toMatchObject({
      fecha_servicio_diferido: '2026-11-22 08:30',
      fare: 34.4,
    });
  });

  it('a booking without a valid date says "Must select date and time"', async () => {
    const { store, api } = await readyStore();
    store.dispatch(rideRequestActions.scheduleChosen({ fullDate: '', date: '', time: '' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await submitRefused(store, api)).toMatchObject({
      status: 'failed',
      message: 'ride.date_time_required',
    });
  });

  it('a typed traveler phone that is not a phone is shown on its field, not sent', async () => {
    const { store, api } = await readyStore();
    store.dispatch(rideRequestActions.travelerChanged({ name: 'Anna', phone: '12ab' }));
    expect(await submitRefused(store, api)).toMatchObject({
      status: 'failed',
      dialog: null,
      message: 'validation.phone',
      errors: [{ field: 'traveler_phone', message: 'validation.phone' }],
    });
  });

  it('sends the extra stops in order as destination waypoints', async () => {
    const { store, api } = await readyStore();
    api.services.create.mockResolvedValue({ service: makeRide({ id: 77 }) });
    const stop = { name: 'Plaça de Catalunya', latitude: 41.387, longitude: 2.17 };
    store.dispatch(rideRequestActions.stopAdded({ ...stop, alias: null, favorite: false }));
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).toHaveBeenCalledWith(
      expect.objectContaining({
        destination_waypoints: [
          { nombre: stop.name, latitud: stop.latitude, longitud: stop.longitude },
        ],
      }),
      expect.any(String),
    );
  });

  it('without a grouping chosen it asks to select a grouping or rate', async () => {
    const { store, api } = await readyStore();
    store.dispatch(rideRequestActions.addressCleared('destination'));
    store.dispatch(rideRequestActions.addressChosen(destination));
    expect((await submitRefused(store, api)).errors).toContainEqual({
      field: 'grouping',
      message: 'ride.grouping_required',
    });
  });

  it('choosing a fare after the refusal clears the "choose a fare" under it', async () => {
    const { store, api } = await readyStore();
    store.dispatch(rideRequestActions.addressCleared('destination'));
    store.dispatch(rideRequestActions.addressChosen(destination));
    await submitRefused(store, api);
    store.dispatch(faresActions.groupingChosen(makeGrouping({ id: 9, fare: makeFare(12) })));
    expect(store.getState().rideRequest.submission).toMatchObject({ status: 'idle', errors: [] });
    expect(translate('en', 'ride.grouping_required')).toBe('Choose a fare to make the request');
  });

  it('without any grouping it shows all_request_faile with agurpation_faile', async () => {
    const { store, api } = await readyStore(makeSession({ exclusive_agrupation: null }));
    expect(await submitRefused(store, api)).toMatchObject({
      dialog: 'agurpation_faile',
      message: 'ride.agurpation_faile',
    });
  });

  it('uses the configured grouping id when the user has no exclusive grouping', async () => {
    const { store, api } = await readyStore(makeSession({ exclusive_agrupation: null }));
    store.dispatch(configActions.loaded(makeSiteConfiguration()));
    api.services.create.mockResolvedValue({ service: makeRide() });
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).toHaveBeenCalledOnce();
  });

  it('an origin without a name shows edit_address_', async () => {
    const { store, api } = await readyStore();
    store.dispatch(rideRequestActions.focusChanged('origin'));
    store.dispatch(rideRequestActions.addressChosen({ ...origin, name: '  ' }));
    expect(await submitRefused(store, api)).toMatchObject({
      dialog: 'edit_address_',
      message: 'ride.edit_address_',
    });
  });

  it('shows the server 422 list in all_request_faile, and a retry reuses the idempotency key', async () => {
    const { store, api } = await readyStore();
    api.services.create.mockRejectedValueOnce(
      new ApiError('Sorry, there is no service in this zone', 422, [
        { field: 'direccion', message: 'Sorry, there is no service in this zone' },
      ]),
    );
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().rideRequest.submission).toMatchObject({
      status: 'failed',
      dialog: 'all_request_faile',
      message: 'Sorry, there is no service in this zone',
      errors: [{ field: 'direccion', message: 'Sorry, there is no service in this zone' }],
    });
    api.services.create.mockResolvedValueOnce({ service: makeRide() });
    store.dispatch(rideRequestActions.failureDismissed());
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);
    const keys = api.services.create.mock.calls.map((call) => call[1]);
    expect(keys[0]).toBe(keys[1]);
  });

  it('another booking on top of an existing one asks for confirmation first', async () => {
    const { store, api } = await readyStore();
    store.dispatch(
      ridesActions.listsLoaded({
        inProcess: [],
        scheduled: [makeRide({ id: 7, status_code: 13 })],
      }),
    );
    await submitBookingForTomorrow(store);
    expect(store.getState().rideRequest.submission.status).toBe('confirming');
    expect(api.services.create).not.toHaveBeenCalled();
    api.services.create.mockResolvedValue({ service: makeRide({ status_code: 13 }) });
    store.dispatch(rideRequestActions.submitRequested({ confirmed: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).toHaveBeenCalledOnce();
  });

  it('a double submit sends one request', async () => {
    const { store, api } = await readyStore();
    store.dispatch(rideRequestActions.submitRequested());
    store.dispatch(rideRequestActions.submitRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.services.create).toHaveBeenCalledOnce();
  });

  it('names the browser position with the reverse geocoder and fills the box', async () => {
    const { store, api } = await readyStore();
    api.addresses.reverse.mockResolvedValue({
      addresses: [
        { name: 'Casa Batlló, Passeig de Gràcia, Barcelona', latitude: 41.3916, longitude: 2.165 },
      ],
    });
    store.dispatch(rideRequestActions.addressCleared('origin'));
    store.dispatch(
      rideRequestActions.positionLocated({
        field: 'origin',
        latitude: 41.39161,
        longitude: 2.16498,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(api.addresses.reverse).toHaveBeenCalledWith({
      position: { latitude: 41.39161, longitude: 2.16498 },
    });
    expect(store.getState().rideRequest).toMatchObject({
      origin: {
        name: 'Casa Batlló, Passeig de Gràcia, Barcelona',
        latitude: 41.39161,
        longitude: 2.16498,
      },
      locating: null,
    });
  });

  it('keeps the box empty and says why when the position cannot be named', async () => {
    const { store, api } = await readyStore();
    api.addresses.reverse.mockRejectedValue(
      new ApiError('Something went wrong! Please try again.', 500),
    );
    store.dispatch(rideRequestActions.addressCleared('destination'));
    store.dispatch(
      rideRequestActions.positionLocated({ field: 'destination', latitude: 41.4, longitude: 2.1 }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().rideRequest.destination).toBeNull();
    expect(store.getState().rideRequest.locating).toEqual({
      field: 'destination',
      status: 'failed',
      error: 'Something went wrong! Please try again.',
    });
  });

  it('with nothing chosen it lists what is missing instead of a dialog', async () => {
    const { store, api } = signedInStore();
    expect(await submitRefused(store, api)).toMatchObject({
      status: 'failed',
      dialog: null,
      message: 'ride.origin_required',
      errors: [
        { field: 'origin', message: 'ride.origin_required' },
        { field: 'destination', message: 'ride.destination_required' },
        { field: 'grouping', message: 'ride.grouping_required' },
      ],
    });
  });
});
