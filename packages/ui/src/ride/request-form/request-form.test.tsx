import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Ride } from '@parada/core';
import {
  addressSearchActions,
  addressSearchSlice,
  rideRequestActions,
  rideRequestSlice,
} from '@parada/core/store';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { FARE_GROUPINGS, PLACES, makeRide } from '../../storybook/fixtures';
import { renderUi } from '../../test/render';
import { FareSection } from './fare-section';
import { RouteSection } from './route-section';
import { SubmissionFeedback } from './submission-feedback';
import { errorFor, useRequestForm } from './use-request-form';
import { WhenSection } from './when-section';

type Action = Parameters<typeof rideRequestSlice.reducer>[1];

/**
 * Core's two slices the form reads, in the smallest store react-redux takes (ui has no
 * store of its own); without the sagas, the test plays the search's answers.
 */
function draftStore() {
  let state = {
    rideRequest: rideRequestSlice.reducer(undefined, { type: 'init' }),
    addressSearch: addressSearchSlice.reducer(undefined, { type: 'init' }),
  };
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    dispatch: (action: Action) => {
      state = {
        rideRequest: rideRequestSlice.reducer(state.rideRequest, action),
        addressSearch: addressSearchSlice.reducer(state.addressSearch, action),
      };
      listeners.forEach((listener) => listener());
      return action;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replaceReducer: () => {},
    [Symbol.observable]: () => {
      throw new Error('not used');
    },
  };
  return store;
}

/** The test's store as react-redux's Provider types it. */
const provided = (store: ReturnType<typeof draftStore>) =>
  store as unknown as Parameters<typeof Provider>[0]['store'];

function Route() {
  const { addressBox, stops } = useRequestForm();
  return (
    <RouteSection
      origin={addressBox('origin')}
      stops={stops()}
      destination={addressBox('destination', null)}
    />
  );
}

/** The route section over a fresh draft; the store, to drive and read. */
function renderRoute() {
  const store = draftStore();
  renderUi(
    <Provider store={provided(store)}>
      <Route />
    </Provider>,
  );
  return store;
}

const place = (index: number) => ({ ...PLACES[index]!, alias: null, favorite: false });

describe('useRequestForm with RouteSection', () => {
  it('searches as the user types, lists only the answer to the box that asked, and chooses', async () => {
    const user = userEvent.setup();
    const store = renderRoute();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Sants');
    expect(store.getState().addressSearch).toMatchObject({ field: 'destination', query: 'Sants' });

    // An answer to another text is not listed; the answer to this one is.
    act(() => {
      store.dispatch(
        addressSearchActions.suggestionsReady({
          field: 'destination',
          query: 'San',
          suggestions: [place(4)],
        }),
      );
    });
    expect(screen.queryByRole('option')).toBeNull();
    act(() => {
      store.dispatch(
        addressSearchActions.suggestionsReady({
          field: 'destination',
          query: 'Sants',
          suggestions: [place(4)],
        }),
      );
    });
    await user.click(await screen.findByRole('option', { name: /Estació de Sants/ }));
    expect(store.getState().rideRequest.destination?.name).toBe(PLACES[4]!.name);
    expect(destination).toHaveValue(PLACES[4]!.name);

    // Editing a chosen place un-chooses it: its fare no longer applies.
    await user.type(destination, 'x');
    expect(store.getState().rideRequest.destination).toBeNull();
  });

  it('adds and removes stops in order, and empties the boxes once the ride is sent', async () => {
    const user = userEvent.setup();
    const store = renderRoute();
    act(() => {
      store.dispatch(rideRequestActions.focusChanged('origin'));
      store.dispatch(rideRequestActions.addressChosen(place(0)));
    });
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue(PLACES[0]!.name);

    await user.click(screen.getByRole('button', { name: '+ Add a stop' }));
    await user.type(screen.getByRole('combobox', { name: 'New stop' }), 'Reial');
    act(() => {
      store.dispatch(
        addressSearchActions.suggestionsReady({
          field: 'destination',
          query: 'Reial',
          suggestions: [place(2)],
        }),
      );
    });
    await user.click(await screen.findByRole('option', { name: /Reial/ }));
    expect(store.getState().rideRequest.stops.map((stop) => stop.name)).toEqual([PLACES[2]!.name]);
    expect(screen.queryByRole('combobox', { name: 'New stop' })).toBeNull();

    await user.click(screen.getByRole('button', { name: `Remove stop 1: ${PLACES[2]!.name}` }));
    expect(store.getState().rideRequest.stops).toEqual([]);

    act(() => {
      store.dispatch(rideRequestActions.submitSucceeded(makeRide() as Ride));
    });
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue('');
  });
});

describe('WhenSection', () => {
  it('presses now until later is chosen, and asks the date for later', async () => {
    const user = userEvent.setup();
    const onLater = vi.fn();
    renderUi(
      <WhenSection schedule={null} onNow={vi.fn()} onSchedule={vi.fn()} onLater={onLater} />,
      {
        language: 'ca',
      },
    );
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Més tard' }));
    expect(onLater).toHaveBeenCalled();
    // The dialog's code loads on first use: on a busy machine that takes a moment.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('says when the pick-up is, without calling it booked before anything is', () => {
    const { unmount } = renderUi(
      <WhenSection
        schedule={{ fullDate: '2026-11-24 07:15', date: '2026-11-24', time: '07:15' }}
        onNow={vi.fn()}
        onSchedule={vi.fn()}
      />,
      { language: 'es' },
    );
    expect(screen.getByText('Recogida el 24 nov 2026 a las 07:15')).toBeVisible();
    expect(screen.queryByText(/Reservado/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más tarde' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();
    const english = renderUi(
      <WhenSection
        schedule={{ fullDate: '2026-11-24 07:15', date: '2026-11-24', time: '07:15' }}
        onNow={vi.fn()}
        onSchedule={vi.fn()}
      />,
    );
    expect(screen.getByText('Pick-up on 24 Nov 2026 at 07:15')).toBeVisible();
    expect(screen.queryByText(/Booked for/)).not.toBeInTheDocument();
    english.unmount();
    renderUi(<WhenSection schedule={null} later onNow={vi.fn()} onSchedule={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Choose date and time' })).toBeVisible();
  });
});

describe('FareSection', () => {
  it('applies a discount code without submitting the request form around it, and says why a code is refused', async () => {
    const user = userEvent.setup();
    const booked = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onApply = vi.fn();
    const section = (discount: { pending?: boolean; error?: string | null }) => (
      <form onSubmit={booked}>
        <FareSection
          chosen={FARE_GROUPINGS[0]!}
          groupings={FARE_GROUPINGS}
          scheduled={false}
          hasRoute
          searching={false}
          onChoose={vi.fn()}
          discount={{ code: '', onApply, ...discount }}
        />
      </form>
    );
    let setCheck: (check: { pending?: boolean; error?: string | null }) => void = () => {};
    function Host() {
      const [check, set] = useState<{ pending?: boolean; error?: string | null }>({
        pending: false,
      });
      setCheck = set;
      return section(check);
    }
    renderUi(<Host />, { language: 'ca' });
    await user.click(screen.getByRole('button', { name: 'Canvia la tarifa' }));
    await user.click(
      await screen.findByRole('button', { name: /Codi de descompte o localitzador/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Codi de descompte o localitzador' });
    await user.type(within(dialog).getByLabelText('Codi o localitzador'), 'NOPE42');
    await user.click(within(dialog).getByRole('button', { name: 'Aplica' }));
    expect(onApply).toHaveBeenCalledWith('NOPE42');
    // Enter in the field applies too; neither way books the ride.
    await user.type(within(dialog).getByLabelText('Codi o localitzador'), '{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(booked).not.toHaveBeenCalled();

    // The check is on its way, then refused: the dialog stays, saying why.
    act(() => setCheck({ pending: true }));
    act(() => setCheck({ pending: false, error: 'Aquest codi no és vàlid' }));
    expect(within(dialog).getByText('Aquest codi no és vàlid')).toBeVisible();
    expect(booked).not.toHaveBeenCalled();
  });

  it("shows the price core's appliedFare picks: the scheduled one for a booking", () => {
    const grouping = FARE_GROUPINGS[0]!;
    const { unmount } = renderUi(
      <FareSection
        chosen={grouping}
        groupings={FARE_GROUPINGS}
        scheduled={false}
        hasRoute
        searching={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByText('€24.60')).toBeVisible();
    unmount();
    renderUi(
      <FareSection
        chosen={grouping}
        groupings={FARE_GROUPINGS}
        scheduled
        hasRoute
        searching={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByText('€27.06')).toBeVisible();
  });

  it('says why there is no fare, and waits for the route', () => {
    renderUi(
      <FareSection
        chosen={null}
        groupings={[]}
        scheduled={false}
        hasRoute={false}
        searching={false}
        onChoose={vi.fn()}
        chooseLabel="Choose fare"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Choose the pick-up and the destination to see the fares.',
    );
    expect(screen.getByRole('button', { name: 'Choose fare' })).toBeDisabled();
  });
});

describe('SubmissionFeedback', () => {
  it('titles a form failure "Check the form" unless told to let the message stand alone', () => {
    const { unmount } = renderUi(
      <SubmissionFeedback
        submitLabel="Request ride"
        pending={false}
        failure={{ message: 'Origin is required' }}
      />,
    );
    expect(screen.getByText('Check the form')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Origin is required');
    unmount();
    renderUi(
      <SubmissionFeedback
        submitLabel="Request taxi"
        pending={false}
        failure={{ title: null, message: 'The hotel has no pick-up' }}
        sent={null}
      />,
    );
    expect(screen.queryByText('Check the form')).toBeNull();
    expect(within(screen.getByRole('alert')).getByText('The hotel has no pick-up')).toBeVisible();
  });
});

describe('errorFor', () => {
  it("takes a field's first error", () => {
    const errors = [
      { field: 'origin', message: 'a' },
      { field: 'origin', message: 'b' },
    ];
    expect(errorFor(errors, 'origin')).toBe('a');
    expect(errorFor(errors, 'destination')).toBeNull();
  });
});
