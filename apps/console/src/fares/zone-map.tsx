import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

const TILE_URL = '/api/tiles/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; OpenStreetMap contributors';
const ZONE_COLOUR = '#1f6feb';
const DRAFT_COLOUR = '#d1242f';

export interface MapZone {
  id: number;
  name: string;
  /** The outer ring, [latitude, longitude], not closed. */
  ring: [number, number][];
}

export interface ZoneMapProps {
  zones: readonly MapZone[];
  /** The corners clicked so far for a new zone. */
  draft: readonly [number, number][];
  onClick: (point: [number, number]) => void;
  /** Where the map opens when there is no zone yet. */
  center: [number, number];
  label: string;
}

/**
 * The grouping's zones as polygons with their names, and the new zone being drawn: each
 * click on the map adds a corner. Loaded with the fares screen only (Leaflet is its own
 * chunk), as the board's map is with the board.
 */
export default function ZoneMap({ zones, draft, onClick, center, label }: ZoneMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const zoneLayer = useRef<L.LayerGroup | null>(null);
  const draftLayer = useRef<L.LayerGroup | null>(null);
  const clicked = useRef(onClick);
  clicked.current = onClick;
  const fitted = useRef(false);
  /** The zones' bounds, which the map fits again when its box changes size. */
  const bounds = useRef<L.LatLngBounds | null>(null);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const created = L.map(container, { zoomAnimation: false, scrollWheelZoom: false }).setView(
      center,
      11,
    );
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(created);
    zoneLayer.current = L.layerGroup().addTo(created);
    draftLayer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      clicked.current([Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))]),
    );
    map.current = created;
    // A resized box (a window narrowed to a phone's width, a panel opened beside it) keeps
    // every zone in sight: Leaflet learns the new size, then fits the zones again.
    let size = `${container.clientWidth}x${container.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${container.clientWidth}x${container.clientHeight}`;
      if (now === size) return;
      size = now;
      created.invalidateSize();
      if (bounds.current) created.fitBounds(bounds.current, { padding: [24, 24] });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      created.remove();
      map.current = null;
    };
    // The map is made once; the effects below redraw what it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const layer = zoneLayer.current;
    if (!layer || !map.current) return;
    layer.clearLayers();
    for (const zone of zones) {
      L.polygon(zone.ring, { color: ZONE_COLOUR, weight: 2, fillOpacity: 0.15 })
        .bindTooltip(zone.name, { permanent: true, direction: 'center', className: 'zone-name' })
        .addTo(layer);
    }
    bounds.current = zones.length > 0 ? L.latLngBounds(zones.flatMap((zone) => zone.ring)) : null;
    if (!fitted.current && bounds.current) {
      fitted.current = true;
      map.current.fitBounds(bounds.current, { padding: [24, 24] });
    }
  }, [zones]);

  useEffect(() => {
    const layer = draftLayer.current;
    if (!layer) return;
    layer.clearLayers();
    if (draft.length === 0) return;
    const points = draft.map(([lat, lng]) => L.latLng(lat, lng));
    (draft.length >= 3
      ? L.polygon(points, { color: DRAFT_COLOUR, weight: 2, dashArray: '4 4' })
      : L.polyline(points, { color: DRAFT_COLOUR, weight: 2, dashArray: '4 4' })
    ).addTo(layer);
    for (const point of points) {
      L.circleMarker(point, {
        radius: 5,
        color: '#ffffff',
        weight: 2,
        fillColor: DRAFT_COLOUR,
        fillOpacity: 1,
      }).addTo(layer);
    }
  }, [draft]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="zone-map"
      style={{ height: '100%', width: '100%', background: '#eef1f4', cursor: 'crosshair' }}
    />
  );
}
