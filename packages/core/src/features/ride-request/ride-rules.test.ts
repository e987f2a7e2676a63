import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import {
  type RideRequestDraft,
  MAX_STOPS,
  canAddStop,
  maxPassengers,
  needsScheduledConfirmation,
  resolveGroupingId,
  rideCreationBlock,
  validateRideRequest,
} from './ride-rules';

const zone = 'Europe/Madrid';
const now = DateTime.fromISO('2026-11-21T10:00', { zone });

const makeDraft = (overrides: Partial<RideRequestDraft> = {}): RideRequestDraft => ({
  origin: { name: 'Carrer de Balmes 1', latitude: 41.39, longitude: 2.16 },
  destination: { name: 'Aeroport T1', latitude: 41.29, longitude: 2.07 },
  passengers: 1,
  grouping: { id: 3, max_num_passengers: 4, validate_passengers_count: true },
  schedule: null,
  ...overrides,
});

const keys = (draft: RideRequestDraft) =>
  validateRideRequest(draft, { now, zone }).map((issue) => issue.key);

describe('validateRideRequest', () => {
  it('accepts a complete ride now', () => {
    expect(keys(makeDraft())).toEqual([]);
  });

  it('requires origin and destination', () => {
    expect(keys(makeDraft({ origin: null, destination: null }))).toEqual([
      'ride.origin_required',
      'ride.destination_required',
    ]);
  });

  it('needs a valid address: a name and a real position', () => {
    expect(keys(makeDraft({ origin: { name: ' ', latitude: 41, longitude: 2 } }))).toEqual([
      'ride.invalid_address',
    ]);
    expect(
      keys(makeDraft({ destination: { name: 'Nowhere', latitude: 91, longitude: 2 } })),
    ).toEqual(['ride.invalid_address']);
    expect(
      keys(makeDraft({ destination: { name: 'NaN', latitude: Number.NaN, longitude: 2 } })),
    ).toEqual(['ride.invalid_address']);
  });

  it('requires the number of passengers and a grouping', () => {
    expect(keys(makeDraft({ passengers: null, grouping: null }))).toEqual([
      'ride.passengers_required',
      'ride.grouping_required',
    ]);
    expect(keys(makeDraft({ passengers: 0 }))).toEqual(['ride.passengers_required']);
    expect(keys(makeDraft({ passengers: 1.5 }))).toEqual(['ride.passengers_required']);
    expect(translate('en', 'ride.grouping_required')).toBe('Choose a fare to make the request');
    expect(translate('ca', 'ride.grouping_required')).not.toMatch(/agrupació/);
  });

  it('holds passengers to the grouping maximum when it validates the count', () => {
    const issues = validateRideRequest(makeDraft({ passengers: 5 }), { now, zone });
    expect(issues).toEqual([
      { field: 'passengers', key: 'ride.passengers_max', params: { max: 4 } },
    ]);
    expect(
      keys(
        makeDraft({
          passengers: 5,
          grouping: { id: 3, max_num_passengers: 4, validate_passengers_count: false },
        }),
      ),
    ).toEqual([]);
  });

  it('uses 7 passengers as the maximum when the grouping gives none', () => {
    expect(maxPassengers({ id: 1, max_num_passengers: null })).toBe(7);
    expect(maxPassengers(null)).toBe(7);
    const grouping = { id: 1, validate_passengers_count: true };
    expect(keys(makeDraft({ passengers: 7, grouping }))).toEqual([]);
    expect(keys(makeDraft({ passengers: 8, grouping }))).toEqual(['ride.passengers_max']);
  });

  it("needs date and time for a booking ('Must select date and time')", () => {
    expect(keys(makeDraft({ schedule: { date: '', time: '' } }))).toEqual([
      'ride.date_time_required',
    ]);
    expect(keys(makeDraft({ schedule: { date: '2026-11-22', time: '' } }))).toEqual([
      'ride.date_time_required',
    ]);
    expect(translate('en', 'ride.date_time_required')).toBe('Must select date and time');
  });

  it('books only for later than now, in the grouping zone', () => {
    expect(keys(makeDraft({ schedule: { date: '2026-11-21', time: '10:30' } }))).toEqual([]);
    expect(keys(makeDraft({ schedule: { date: '2026-11-21', time: '10:00' } }))).toEqual([
      'ride.date_time_past',
    ]);
    expect(keys(makeDraft({ schedule: { date: '2026-11-20', time: '23:00' } }))).toEqual([
      'ride.date_time_past',
    ]);
  });

  it('requires a guest room or passenger name when the request asks for one', () => {
    expect(keys(makeDraft({ requiresTravelerName: true, traveler: { name: '  ' } }))).toEqual([
      'ride.guest_name_required',
    ]);
    expect(keys(makeDraft({ requiresTravelerName: true, traveler: { name: 'Room 204' } }))).toEqual(
      [],
    );
    expect(keys(makeDraft({ traveler: null }))).toEqual([]);
  });

  it('lets the traveler phone be empty, but a typed one must be a phone', () => {
    expect(keys(makeDraft({ traveler: { name: 'Anna', phone: '' } }))).toEqual([]);
    expect(keys(makeDraft({ traveler: { phone: '+34 600 111 222' } }))).toEqual([]);
    expect(validateRideRequest(makeDraft({ traveler: { phone: '12ab' } }), { now, zone })).toEqual([
      { field: 'traveler_phone', key: 'validation.phone' },
    ]);
  });

  it('keeps the notes for the driver within the address length', () => {
    expect(keys(makeDraft({ extraData: 'x'.repeat(255) }))).toEqual([]);
    expect(validateRideRequest(makeDraft({ extraData: 'x'.repeat(256) }), { now, zone })).toEqual([
      { field: 'extra_data', key: 'validation.max_length', params: { max: 255 } },
    ]);
  });

  it('checks every stop is a real place and there are not too many', () => {
    const stop = { name: 'Plaça de Catalunya', latitude: 41.387, longitude: 2.17 };
    expect(keys(makeDraft({ stops: [stop, stop] }))).toEqual([]);
    expect(keys(makeDraft({ stops: [{ ...stop, name: '' }] }))).toEqual(['ride.invalid_address']);
    expect(keys(makeDraft({ stops: Array.from({ length: MAX_STOPS + 1 }, () => stop) }))).toEqual([
      'validation.invalid',
    ]);
  });
});

describe('canAddStop', () => {
  it('allows stops up to the waypoint limit of the creation payload', () => {
    expect(MAX_STOPS).toBe(5);
    expect(canAddStop([])).toBe(true);
    expect(canAddStop([1, 2, 3, 4])).toBe(true);
    expect(canAddStop([1, 2, 3, 4, 5])).toBe(false);
  });
});

describe('resolveGroupingId', () => {
  it("takes the user's exclusive grouping first, then the stored id", () => {
    expect(resolveGroupingId({ id: 5 }, 9)).toBe(5);
    expect(resolveGroupingId(null, 9)).toBe(9);
    expect(resolveGroupingId(undefined, null)).toBeNull();
  });
});

describe('rideCreationBlock', () => {
  it('shows all_request_faile with agurpation_faile without a grouping', () => {
    expect(rideCreationBlock(null, { name: 'Carrer de Balmes 1' })).toEqual({
      dialog: 'ride.all_request_faile',
      message: 'ride.agurpation_faile',
    });
  });

  it('sends to the profile with edit_address_ without an origin address name', () => {
    expect(rideCreationBlock(5, { name: '  ' })).toEqual({
      dialog: null,
      message: 'ride.edit_address_',
      link: 'profile',
    });
  });

  it('lets a ride with both be created', () => {
    expect(rideCreationBlock(5, { name: 'Carrer de Balmes 1' })).toBeNull();
  });

  it('leaves an origin not chosen yet to the form, which says it is required', () => {
    expect(rideCreationBlock(5, null)).toBeNull();
  });
});

describe('needsScheduledConfirmation', () => {
  it('asks to confirm several scheduled services, not one', () => {
    expect(needsScheduledConfirmation(1)).toBe(false);
    expect(needsScheduledConfirmation(2)).toBe(true);
  });
});
