import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { UiProvider } from '../theme/ui-provider';
import { createUiI18n } from '../i18n/ui-i18n';
import { MemoryRouter } from 'react-router';
import RideMapView from './ride-map-view';
import type { MapPoint } from './map-types';

const origin: MapPoint = { latitude: 41.387, longitude: 2.17, label: 'Plaça de Catalunya' };
const destination: MapPoint = { latitude: 41.403, longitude: 2.174, label: 'Sagrada Família' };
// No tiles in a unit test: the map draws its grid and says so.
const map = (driver: MapPoint) => (
  <RideMapView origin={origin} destination={destination} driver={driver} tileUrl="" />
);

describe('RideMapView, the car while it drives', () => {
  it('glides by a CSS transition and keeps its markers, not a new one each position', () => {
    const view = renderUi(map({ latitude: 41.39, longitude: 2.165, label: 'Anna' }));
    const car = view.container.querySelector<HTMLElement>('.parada-car')!;
    const carDrawing = car.querySelector('[role="img"]');
    const originPin = view.container.querySelector('.parada-pin [role="img"]');
    expect(carDrawing).toHaveAttribute('aria-label', 'Driver: Anna');

    const i18n = createUiI18n('en');
    const again = (driver: MapPoint) =>
      view.rerender(
        <UiProvider i18n={i18n}>
          <MemoryRouter>{map(driver)}</MemoryRouter>
        </UiProvider>,
      );
    // A few hundred metres on: the browser moves it to the new place.
    // Leaflet places a marker by its transform in a browser (left/top where it finds no 3D).
    const placeOf = (element: HTMLElement) =>
      element.style.transform || `${element.style.left} ${element.style.top}`;
    const before = placeOf(car);
    again({ latitude: 41.392, longitude: 2.166, label: 'Anna' });
    expect(view.container.querySelector('.parada-car')).toBe(car);
    expect(car.style.transition).toMatch(/^transform \d+ms/);
    expect(placeOf(car)).not.toBe(before);
    // Same icons from render to render: Leaflet rewrites a marker's HTML for a new one.
    expect(car.querySelector('[role="img"]')).toBe(carDrawing);
    expect(view.container.querySelector('.parada-pin [role="img"]')).toBe(originPin);

    // Kilometres away (a new ride, a GPS jump): it is put there at once.
    again({ latitude: 41.5, longitude: 2.3, label: 'Anna' });
    expect(car.style.transition).toBe('');
  });
});
