import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { BoardCar } from '@parada/core';
import { CAR_COLOURS } from './car-colours';
import type { CarStore } from './car-store';

const TILE_URL = '/api/tiles/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; OpenStreetMap contributors';

export interface FleetMapProps {
  cars: CarStore;
  /** Where the map opens when no car is online yet. */
  center: [number, number];
  label: string;
  /** The car's name for its tooltip. */
  titleOf: (car: BoardCar) => string;
}

/**
 * Every online car of the operator on one canvas (Leaflet's preferCanvas): hundreds of
 * circle markers cost one redraw per frame, not a DOM node each. Markers move when the car
 * store says so, without React.
 */
export default function FleetMap({ cars, center, label, titleOf }: FleetMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const titles = useRef(titleOf);
  titles.current = titleOf;

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const map = L.map(container, {
      preferCanvas: true,
      zoomAnimation: false,
      markerZoomAnimation: false,
      scrollWheelZoom: true,
    }).setView(center, 13);
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
    const renderer = L.canvas({ padding: 0.2 });
    const markers = new Map<number, { marker: L.CircleMarker; state: BoardCar['state'] }>();
    let fitted = false;

    const unsubscribe = cars.subscribe((all, moved) => {
      for (const id of moved) {
        const car = all.get(id);
        const known = markers.get(id);
        if (!car) continue;
        if (!known) {
          const marker = L.circleMarker([car.latitude, car.longitude], {
            renderer,
            radius: 7,
            weight: 2,
            color: '#ffffff',
            fillColor: CAR_COLOURS[car.state],
            fillOpacity: 1,
          }).bindTooltip(titles.current(car));
          marker.addTo(map);
          markers.set(id, { marker, state: car.state });
          continue;
        }
        known.marker.setLatLng([car.latitude, car.longitude]);
        if (known.state !== car.state) {
          known.marker.setStyle({ fillColor: CAR_COLOURS[car.state] });
          known.marker.setTooltipContent(titles.current(car));
          known.state = car.state;
        }
      }
      // Cars gone offline since the last read of the board leave the map.
      for (const [id, { marker }] of markers) {
        if (!all.has(id)) {
          marker.remove();
          markers.delete(id);
        }
      }
      if (!fitted && markers.size > 0) {
        fitted = true;
        const bounds = L.latLngBounds(
          [...all.values()].map((car) => [car.latitude, car.longitude]),
        );
        map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 });
      }
    });
    return () => {
      unsubscribe();
      map.remove();
    };
    // The map is made once; the store feeds it from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cars]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="fleet-map"
      style={{ height: '100%', width: '100%', background: '#eef1f4' }}
    />
  );
}
