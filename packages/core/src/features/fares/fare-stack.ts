/**
 * The fare picker (spec §4): a stack of grouping lists the user walks down and back up,
 * the chosen grouping, and the discount code or locator the search runs with. Pure
 * functions, state in and state out, so the store's slice calls them and tests read them.
 */
import { RANDOM_LOCATOR_RANGE } from '../config/constants';

/** The grouping fields the picker reads; wire groupings carry more. */
export interface FareGrouping {
  id: number;
  fare?: unknown;
  related_agrupations?: readonly FareGrouping[] | null;
}

export interface FarePickerState<G extends FareGrouping = FareGrouping> {
  /** levels[0] is the search result; each deeper level a grouping's related groupings. */
  levels: readonly (readonly G[])[];
  selected: G | null;
  /** The discount code or locator the next search sends; '' for none. */
  locator: string;
  /** A search with the current route and locator is due (the saga starts it). */
  searchDue: boolean;
}

export const initialFarePickerState = <
  G extends FareGrouping = FareGrouping,
>(): FarePickerState<G> => ({
  levels: [],
  selected: null,
  locator: '',
  searchDue: false,
});

/** The list the picker shows now. */
export const currentFareLevel = <G extends FareGrouping>(state: FarePickerState<G>): readonly G[] =>
  state.levels.at(-1) ?? [];

/** The back button shows only when nested. */
export const canGoBackInFares = (state: FarePickerState): boolean => state.levels.length > 1;

const opensLevel = (grouping: FareGrouping): boolean =>
  grouping.fare == null && (grouping.related_agrupations?.length ?? 0) > 0;

/**
 * A new search result. The chosen grouping stays chosen, with its new price, when the
 * result still offers it; otherwise the user chooses again.
 */
export const faresLoaded = <G extends FareGrouping>(
  state: FarePickerState<G>,
  groupings: readonly G[],
): FarePickerState<G> => ({
  ...state,
  levels: [groupings],
  selected: state.selected ? (findGrouping(groupings, state.selected.id) ?? null) : null,
  searchDue: false,
});

const findGrouping = <G extends FareGrouping>(
  groupings: readonly G[],
  id: number,
): G | undefined => {
  for (const grouping of groupings) {
    if (grouping.id === id && !opensLevel(grouping)) return grouping;
    const nested = findGrouping((grouping.related_agrupations ?? []) as readonly G[], id);
    if (nested) return nested;
  }
  return undefined;
};

/** The bookable grouping `id` anywhere in a search result, e.g. to requote a past ride. */
export const findPricedGrouping = <G extends FareGrouping>(
  groupings: readonly G[],
  id: number,
): G | undefined => findGrouping(groupings, id);

/**
 * A grouping with related groupings and no fare goes one level deeper; any other is the
 * concrete choice, and the picker starts again at the top next time it opens.
 */
export const groupingChosen = <G extends FareGrouping>(
  state: FarePickerState<G>,
  grouping: G,
): FarePickerState<G> =>
  opensLevel(grouping)
    ? { ...state, levels: [...state.levels, (grouping.related_agrupations ?? []) as readonly G[]] }
    : { ...state, selected: grouping, levels: state.levels.slice(0, 1) };

/** Back pops one level; at the top there is nothing to pop. */
export const fareLevelBack = <G extends FareGrouping>(
  state: FarePickerState<G>,
): FarePickerState<G> =>
  canGoBackInFares(state) ? { ...state, levels: state.levels.slice(0, -1) } : state;

/** Clearing origin or destination resets the fare: no prices are valid without a route. */
export const routeCleared = <G extends FareGrouping>(
  state: FarePickerState<G>,
): FarePickerState<G> => ({ ...state, levels: [], selected: null, searchDue: false });

/** A discount code or locator prices the ride again. */
export const locatorEntered = <G extends FareGrouping>(
  state: FarePickerState<G>,
  locator: string,
): FarePickerState<G> => ({ ...state, locator: locator.trim(), searchDue: true });

/**
 * A random locator from RANDOM_LOCATOR_RANGE, both ends included. `random` returns a
 * number in [0, 1) like Math.random, which is the default.
 */
export const randomLocator = (random: () => number = Math.random): number => {
  const { min, max } = RANDOM_LOCATOR_RANGE;
  const value = random();
  const draw = Number.isFinite(value) ? Math.min(Math.max(value, 0), 0.999_999_999) : 0;
  return min + Math.floor(draw * (max - min + 1));
};

/** On fare-search failure a random locator is set (spec §8); the alert is the saga's. */
export const fareSearchFailed = <G extends FareGrouping>(
  state: FarePickerState<G>,
  random: () => number = Math.random,
): FarePickerState<G> => ({ ...state, locator: String(randomLocator(random)), searchDue: false });

/** The prices of a fare that decide what a ride is charged. */
export interface AppliedFareInput {
  amount: number;
  scheduled?: number | null;
}

/**
 * The one rule for what a ride is charged: a booking for later pays the fare's scheduled
 * price when the fare has one, every other ride its amount. No fare, no agreed price (null:
 * the server prices it or the meter does).
 */
export const appliedFare = (
  fare: AppliedFareInput | null | undefined,
  scheduled: boolean,
): number | null => {
  if (!fare) return null;
  return scheduled && fare.scheduled != null ? fare.scheduled : fare.amount;
};
