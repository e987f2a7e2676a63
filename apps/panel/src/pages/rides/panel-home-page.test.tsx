import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RIDE_STATUS } from '@parada/core';
import { memoryStorage, ridesActions } from '@parada/core/store';
import { makeRide } from '@parada/core/testing';
import { AppProviders, UiProvider, createAppParada } from '@parada/ui';
import { createPanelI18n } from '../../test/i18n';
import PanelHomePage from './panel-home-page';

const TAXI = {
  avatar: null,
  name: 'Jordi Puig',
  plate: '4821 LKM',
  model: 'Toyota Corolla',
  telephone: '+34600111222',
  latitude: 41.39,
  longitude: 2.165,
};

/** The quick panel with one ride under way, its driver assigned and on the way. */
function renderQuickPanel(entry: string | { pathname: string; state: unknown } = '/panel') {
  // No session: nothing loads on its own, the test feeds the lists and the pushes.
  const parada = createAppParada({
    apiUrl: 'http://127.0.0.1:9/api/',
    getLanguage: () => 'en',
    storage: memoryStorage(),
  });
  const ride = makeRide({
    id: 501,
    status_code: RIDE_STATUS.DRIVER_ASSIGNED,
    status_name: 'Driver assigned',
    taxi: TAXI,
  });
  parada.store.dispatch(ridesActions.listsLoaded({ inProcess: [ride], scheduled: [] }));
  const i18n = createPanelI18n('en');
  render(
    <AppProviders parada={parada} i18n={i18n}>
      <UiProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <PanelHomePage />
        </MemoryRouter>
      </UiProvider>
    </AppProviders>,
  );
  return { parada, ride };
}

describe('the quick panel after a request', () => {
  it('opens scrolled to the new ride’s status box', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderQuickPanel({ pathname: '/panel', state: { follow: 501 } });
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]!.getAttribute('data-service')).toBe('501');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('the quick panel under live updates', () => {
  // A slow phone's tap lands on the button that was there a moment ago: each push must
  // update the ride's card in place, never draw its buttons anew (#e2e live-ride report).
  it('keeps the same cancel button while the car moves and the status changes', async () => {
    const { parada, ride } = renderQuickPanel();
    const actions = () =>
      screen.getByRole('group', { name: `What you can do with service #${ride.id}` });
    const cancel = within(actions()).getByRole('button', { name: 'Cancel service' });
    const card = cancel.closest(`[data-service="${ride.id}"]`);
    expect(card).not.toBeNull();

    act(() => {
      parada.store.dispatch(
        ridesActions.positionPushed({ service_id: ride.id, latitude: 41.388, longitude: 2.168 }),
      );
    });
    // A new object for the same ride (the server's push), in a status still cancellable.
    act(() => {
      parada.store.dispatch(
        ridesActions.ridePushed({
          ...ride,
          status_code: RIDE_STATUS.DRIVER_ON_THE_WAY,
          status_name: 'On the way',
          taxi: { ...TAXI, latitude: 41.3875, longitude: 2.1695 },
        }),
      );
    });
    // The minute's refresh: the whole list anew, every ride a fresh object.
    act(() => {
      parada.store.dispatch(
        ridesActions.listsLoaded({
          inProcess: [{ ...ride, status_code: RIDE_STATUS.AT_PICKUP, taxi: { ...TAXI } }],
          scheduled: [],
        }),
      );
    });

    const now = within(actions()).getByRole('button', { name: 'Cancel service' });
    expect(now).toBe(cancel);
    expect(cancel.isConnected).toBe(true);
    expect(card!.isConnected).toBe(true);
  });
});
