import { describe, expect, it } from 'vitest';
import {
  appliedFare,
  type FareGrouping,
  canGoBackInFares,
  currentFareLevel,
  fareLevelBack,
  fareSearchFailed,
  faresLoaded,
  groupingChosen,
  initialFarePickerState,
  locatorEntered,
  randomLocator,
  routeCleared,
} from './fare-stack';

interface Grouping extends FareGrouping {
  name: string;
  fare: { amount: number } | null;
  related_agrupations: Grouping[];
}

const makeGrouping = (overrides: Partial<Grouping> & { id: number }): Grouping => ({
  name: `Grouping ${overrides.id}`,
  fare: { amount: 10 },
  related_agrupations: [],
  ...overrides,
});

const taxi = makeGrouping({ id: 2, fare: { amount: 12.5 } });
const van = makeGrouping({ id: 3, fare: { amount: 20 } });
const hotels = makeGrouping({ id: 1, fare: null, related_agrupations: [taxi, van] });
const direct = makeGrouping({ id: 4, fare: { amount: 9 } });

const loaded = () => faresLoaded(initialFarePickerState<Grouping>(), [hotels, direct]);

describe('fare stack', () => {
  it('shows the search result at the top level, without a back button', () => {
    expect(currentFareLevel(loaded())).toEqual([hotels, direct]);
    expect(canGoBackInFares(loaded())).toBe(false);
  });

  it('goes one level deeper for a grouping with related groupings and no fare', () => {
    const state = groupingChosen(loaded(), hotels);
    expect(currentFareLevel(state)).toEqual([taxi, van]);
    expect(canGoBackInFares(state)).toBe(true);
    expect(state.selected).toBeNull();
  });

  it('pops one level on back, and does nothing at the top', () => {
    const state = fareLevelBack(groupingChosen(loaded(), hotels));
    expect(currentFareLevel(state)).toEqual([hotels, direct]);
    expect(fareLevelBack(state)).toBe(state);
  });

  it('selects a grouping that has a fare, even with related groupings', () => {
    const priced = makeGrouping({ id: 5, fare: { amount: 7 }, related_agrupations: [taxi] });
    const state = groupingChosen(faresLoaded(initialFarePickerState<Grouping>(), [priced]), priced);
    expect(state.selected).toBe(priced);
  });

  it('selects a concrete choice in a nested level and starts at the top next time', () => {
    const state = groupingChosen(groupingChosen(loaded(), hotels), van);
    expect(state.selected).toBe(van);
    expect(currentFareLevel(state)).toEqual([hotels, direct]);
  });

  it('selects a grouping with no fare and nothing nested (a metered ride)', () => {
    const metered = makeGrouping({ id: 6, fare: null });
    expect(groupingChosen(loaded(), metered).selected).toBe(metered);
  });

  it('keeps the choice, repriced, when a new search still offers it', () => {
    const chosen = groupingChosen(groupingChosen(loaded(), hotels), van);
    const repricedVan = { ...van, fare: { amount: 18 } };
    const again = faresLoaded(chosen, [{ ...hotels, related_agrupations: [taxi, repricedVan] }]);
    expect(again.selected).toEqual(repricedVan);
    expect(faresLoaded(chosen, [direct]).selected).toBeNull();
  });

  it('resets the fare when origin or destination is cleared, keeping the typed code', () => {
    const state = routeCleared(locatorEntered(groupingChosen(loaded(), direct), 'PROMO10'));
    expect(state).toEqual({ levels: [], selected: null, locator: 'PROMO10', searchDue: false });
  });

  it('searches again when a discount code or locator is entered', () => {
    const state = locatorEntered(loaded(), '  AB-12 ');
    expect(state.locator).toBe('AB-12');
    expect(state.searchDue).toBe(true);
    expect(faresLoaded(state, [direct]).searchDue).toBe(false);
  });
});

describe('randomLocator', () => {
  it('spans 1 to 10, both included', () => {
    expect(randomLocator(() => 0)).toBe(1);
    expect(randomLocator(() => 0.999999)).toBe(10);
    expect(randomLocator(() => 0.5)).toBe(6);
  });

  it('stays in range whatever the random source returns', () => {
    expect(randomLocator(() => 1)).toBe(10);
    expect(randomLocator(() => -3)).toBe(1);
    expect(randomLocator(() => Number.NaN)).toBe(1);
  });

  it('is set as the locator when the fare search fails', () => {
    const state = fareSearchFailed(locatorEntered(loaded(), 'X'), () => 0.25);
    expect(state.locator).toBe('3');
    expect(state.searchDue).toBe(false);
  });

  it('draws every value of the range from Math.random', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomLocator()));
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('appliedFare', () => {
  it('charges a booking its scheduled price when the fare has one', () => {
    expect(appliedFare({ amount: 20, scheduled: 25 }, true)).toBe(25);
  });
  it('charges the amount for a ride now, or a booking without a scheduled price', () => {
    expect(appliedFare({ amount: 20, scheduled: 25 }, false)).toBe(20);
    expect(appliedFare({ amount: 20, scheduled: null }, true)).toBe(20);
  });
  it('has no price without a fare (the server or the meter prices it)', () => {
    expect(appliedFare(null, true)).toBeNull();
    expect(appliedFare(undefined, false)).toBeNull();
  });
});
