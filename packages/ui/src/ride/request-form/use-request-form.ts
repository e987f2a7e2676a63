import { TEXT_MAX, canAddStop, type AddressSuggestion } from '@parada/core';
import {
  addressSearchActions,
  rideRequestActions,
  selectAddressSearch,
  selectFavorites,
  selectRideRequest,
  type AddressField as AddressBox,
  type RideSchedule,
} from '@parada/core/store';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks/store-hooks';
import type { AddressBoxProps, RouteStopsProps } from './route-section';
import { textOf } from '../../i18n/ui-i18n';
import { useT } from '../../i18n/use-t';

/** The boxes that search addresses: origin, destination, and the stop being added. */
type SearchBox = AddressBox | 'stop';

/** The first error the server or core's validation gave for a field, or null. */
export function errorFor<Field extends string>(
  errors: readonly { field: Field | string; message: string }[],
  field: Field,
): string | null {
  return errors.find((error) => error.field === field)?.message ?? null;
}

/**
 * The request form's link to core's ride draft, shared by every app's form: what each box
 * shows, the searches typing starts, and the draft's changes. The rules stay in core's
 * slice and sagas; this only dispatches.
 */
export function useRequestForm() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const ride = useAppSelector(selectRideRequest);
  const search = useAppSelector(selectAddressSearch);
  const favorites = useAppSelector(selectFavorites);
  // What each box shows is kept here: the shared search answers one box at a time, so a box
  // keeps its own text while another one searches.
  const [queries, setQueries] = useState<Record<SearchBox, string>>({
    origin: ride.origin?.name ?? '',
    destination: ride.destination?.name ?? '',
    stop: '',
  });

  // A chosen address (typed, picked on the list or located) shows its name in its box.
  useEffect(() => {
    const name = ride.origin?.name;
    if (name) setQueries((current) => ({ ...current, origin: name }));
  }, [ride.origin]);
  useEffect(() => {
    const name = ride.destination?.name;
    if (name) setQueries((current) => ({ ...current, destination: name }));
  }, [ride.destination]);
  // A ride sent empties the draft: the boxes follow (not for a ride sent before they showed).
  const seenCreated = useRef(ride.lastCreated);
  useEffect(() => {
    if (ride.lastCreated === seenCreated.current) return;
    seenCreated.current = ride.lastCreated;
    setQueries({ origin: '', destination: '', stop: '' });
  }, [ride.lastCreated]);

  /** A message key of ours in the user's language, or the server's text as it came. */
  const say = (message: string): string => textOf(t, message, { max: TEXT_MAX.address });

  const typed = (box: SearchBox, query: string) => {
    setQueries((current) => ({ ...current, [box]: query }));
    // Editing a chosen address un-chooses it: the fare of the old place no longer applies.
    if (box !== 'stop' && ride[box] && query !== ride[box]?.name) {
      dispatch(rideRequestActions.addressCleared(box));
    }
    // Stops are drop-offs: they are searched like the destination, near the pick-up.
    const field = box === 'origin' ? 'origin' : 'destination';
    dispatch(rideRequestActions.focusChanged(field));
    dispatch(addressSearchActions.queryChanged({ field, query }));
  };

  const found = (box: SearchBox) => {
    const current = search.query === queries[box] && queries[box] !== '';
    const field = box === 'origin' ? 'origin' : 'destination';
    return {
      // Favorites are listed by the box itself, from `favorites`.
      results: current ? search.suggestions.filter((suggestion) => !suggestion.favorite) : [],
      // The box offers them only while it still holds the text they answer.
      resultsFor: search.answered?.field === field ? search.answered.query : '',
      searching: current && search.status === 'pending',
    };
  };

  const addressBox = (box: AddressBox, error?: string | null): AddressBoxProps => {
    const locating = ride.locating?.field === box ? ride.locating : null;
    return {
      query: queries[box],
      onQueryChange: (query) => typed(box, query),
      onSelect: (address: AddressSuggestion) => {
        dispatch(rideRequestActions.focusChanged(box));
        dispatch(rideRequestActions.addressChosen(address));
        setQueries((current) => ({ ...current, [box]: address.name }));
      },
      onClear: () => {
        setQueries((current) => ({ ...current, [box]: '' }));
        dispatch(rideRequestActions.addressCleared(box));
      },
      onLocate: (position) =>
        dispatch(rideRequestActions.positionLocated({ field: box, ...position })),
      onFocus: () => dispatch(rideRequestActions.focusChanged(box)),
      favorites,
      ...found(box),
      locating: locating?.status === 'pending',
      error: error ?? (locating?.error ? say(locating.error) : null),
    };
  };

  const stops = (error?: string | null): RouteStopsProps => ({
    stops: ride.stops,
    canAdd: canAddStop(ride.stops),
    onRemove: (index) => dispatch(rideRequestActions.stopRemoved(index)),
    newStop: {
      query: queries.stop,
      onQueryChange: (query) => typed('stop', query),
      onSelect: (address) => {
        dispatch(rideRequestActions.stopAdded(address));
        setQueries((current) => ({ ...current, stop: '' }));
      },
      favorites,
      ...found('stop'),
      error: error ?? null,
    },
  });

  const draft = {
    travelerChanged: (change: { name?: string; phone?: string }) =>
      dispatch(rideRequestActions.travelerChanged(change)),
    notesChanged: (notes: string) => dispatch(rideRequestActions.extraDataChanged(notes)),
    passengersChanged: (count: number) => dispatch(rideRequestActions.passengersChanged(count)),
    scheduleChosen: (schedule: RideSchedule) =>
      dispatch(rideRequestActions.scheduleChosen(schedule)),
    scheduleCleared: () => dispatch(rideRequestActions.scheduleCleared()),
  };

  return { ride, say, addressBox, stops, draft };
}
