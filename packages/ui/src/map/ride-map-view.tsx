import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { usePalette } from '../theme/ui-provider';
import {
  DEFAULT_ATTRIBUTION,
  DEFAULT_TILE_URL,
  FALLBACK_CENTER,
  type MapPoint,
  type RideMapProps,
} from './map-types';
import { useT } from '../i18n/use-t';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Markers are drawn in HTML so they need no image assets and carry their own name. */
function pin(color: string, text: string, label: string, glyph = '') {
  return L.divIcon({
    className: 'parada-pin',
    html: `<div role="img" aria-label="${escapeHtml(label)}" style="display:grid;place-items:center;width:32px;height:32px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${color};border:3px solid #fff;box-shadow:0 2px 6px rgba(0,0,0,.35)"><span style="transform:rotate(45deg);color:#fff;font:700 13px/1 system-ui,sans-serif">${glyph || escapeHtml(text)}</span></div>`,
    iconSize: [32, 32],
    iconAnchor: [16, 32],
  });
}

function carIcon(color: string, label: string) {
  return L.divIcon({
    className: 'parada-car',
    html: `<div role="img" aria-label="${escapeHtml(label)}" style="display:grid;place-items:center;width:36px;height:36px;border-radius:50%;background:#fff;border:3px solid ${color};box-shadow:0 2px 8px rgba(0,0,0,.35)"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 17H3v-5l2-5h14l2 5v5h-2"/><circle cx="7.5" cy="17" r="2"/><circle cx="16.5" cy="17" r="2"/></svg></div>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });
}

const toLatLng = (point: MapPoint): L.LatLngTuple => [point.latitude, point.longitude];

/**
 * Frames the trip whenever the route changes. The moving car does not re-frame it (the
 * view would jitter with every position); it is only in the first framing.
 */
function FitBounds({ routeKey, points }: { routeKey: string; points: L.LatLngTuple[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    // The container may have been laid out after Leaflet measured it.
    map.invalidateSize();
    if (points.length === 1) map.setView(points[0]!, 15);
    else map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 16 });
    // The route's key, not its points: a moving car must not re-frame the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey, map]);
  return null;
}

/** Hands a clicked point to the picker, rounded to about 1 m (more digits only add noise). */
function PickHandler({ onPick }: { onPick: NonNullable<RideMapProps['onPick']> }) {
  useMapEvents({
    click: (event) =>
      onPick({
        latitude: Number(event.latlng.lat.toFixed(5)),
        longitude: Number(event.latlng.lng.toFixed(5)),
      }),
  });
  return null;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * How long the car takes to glide to a new position: under the live stream's second
 * between positions, so glides do not run back to back while the car drives.
 */
const GLIDE_MS = 800;

/**
 * The car glides from its last position to the new one instead of jumping. The browser's
 * compositor moves it (a CSS transition on the transform Leaflet sets): one restyle per
 * position, where a per-frame loop kept a phone's main thread busy for as long as the car
 * drove (Leaflet's setLatLng also rewrites the marker's z-index, a restyle each frame).
 */
function DriverMarker({ point, icon }: { point: MapPoint; icon: L.DivIcon }) {
  const marker = useRef<L.Marker>(null);
  const map = useMap();
  const first = useRef<L.LatLngTuple>([point.latitude, point.longitude]);
  useEffect(() => {
    const car = marker.current;
    const element = car?.getElement();
    if (!car || !element) return;
    const target = L.latLng(point.latitude, point.longitude);
    const glide = !prefersReducedMotion() && car.getLatLng().distanceTo(target) <= 5000;
    element.style.transition = glide ? `transform ${GLIDE_MS}ms ease-in-out` : '';
    car.setLatLng(target);
  }, [point.latitude, point.longitude]);
  // A zoom puts every marker at its new scale at once: the car must not glide there.
  useEffect(() => {
    const still = () => {
      const element = marker.current?.getElement();
      if (element) element.style.transition = '';
    };
    map.on('zoomstart', still);
    return () => {
      map.off('zoomstart', still);
    };
  }, [map]);
  return (
    <Marker
      ref={marker}
      position={first.current}
      icon={icon}
      interactive={false}
      keyboard={false}
      zIndexOffset={1000}
    />
  );
}

/**
 * The trip map (react-leaflet, loaded lazily by RideMap). Without tiles — offline, or a
 * tile server that refuses — it still draws the route, the stops and the car on a plain
 * grid and says why the streets are missing.
 */
export default function RideMapView({
  origin,
  destination,
  waypoints = [],
  driver,
  tileUrl = DEFAULT_TILE_URL,
  attribution = DEFAULT_ATTRIBUTION,
  height = '360px',
  onPick,
}: RideMapProps) {
  const { t } = useT();
  const palette = usePalette();
  const [tilesFailed, setTilesFailed] = useState(false);
  const route = useMemo(
    () => [origin, ...waypoints, destination].filter((point): point is MapPoint => Boolean(point)),
    [origin, waypoints, destination],
  );
  const points = useMemo(
    () => [...route, ...(driver ? [driver] : [])].map(toLatLng),
    [route, driver],
  );
  const center = points[0] ?? toLatLng(FALLBACK_CENTER);
  const mapLabel = [t('map.label'), origin?.label, destination?.label].filter(Boolean).join(' · ');
  // The same icon objects from render to render: a new one makes Leaflet rewrite the
  // marker's HTML, and the car's position changes every second.
  const originLabel = `${t('map.origin')}: ${origin?.label ?? ''}`;
  const destinationLabel = `${t('map.destination')}: ${destination?.label ?? ''}`;
  const driverLabel = `${t('map.driver')}: ${driver?.label ?? ''}`;
  const originIcon = useMemo(
    () => pin(palette.main, 'A', originLabel),
    [palette.main, originLabel],
  );
  const destinationIcon = useMemo(
    () => pin(palette.secondary, 'B', destinationLabel),
    [palette.secondary, destinationLabel],
  );
  const driverIcon = useMemo(() => carIcon(palette.main, driverLabel), [palette.main, driverLabel]);

  return (
    <Box
      role="region"
      aria-label={mapLabel}
      position="relative"
      height={height}
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      bg="#eef1f4"
      css={{
        // The grid stands in for the streets when tiles cannot load.
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          fontFamily: 'inherit',
          background: '#eef1f4',
          backgroundImage:
            'linear-gradient(#dde2e8 1px, transparent 1px), linear-gradient(90deg, #dde2e8 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        },
        '& .parada-pin, & .parada-car': { background: 'none', border: 'none' },
        ...(onPick ? { '& .leaflet-container.leaflet-grab': { cursor: 'crosshair' } } : {}),
      }}
    >
      {/* No zoom animation: a map in a dialog that closes mid-animation made Leaflet read
          a removed pane (`_leaflet_pos` of undefined); the jump is also calmer on phones. */}
      <MapContainer
        center={center}
        zoom={14}
        scrollWheelZoom={false}
        attributionControl
        zoomAnimation={false}
        markerZoomAnimation={false}
      >
        {!tilesFailed && (
          <TileLayer
            url={tileUrl}
            attribution={attribution}
            // Phones have 2-3 device pixels per CSS pixel: tiles one zoom level deeper, drawn
            // at half size, keep street names sharp instead of blurred.
            detectRetina
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        <FitBounds routeKey={JSON.stringify(route.map(toLatLng))} points={points} />
        {onPick && <PickHandler onPick={onPick} />}
        {route.length > 1 && (
          <Polyline
            positions={route.map(toLatLng)}
            pathOptions={{
              color: palette.main,
              weight: 5,
              opacity: 0.85,
              dashArray: tilesFailed ? undefined : '1 0',
            }}
          />
        )}
        {origin && (
          <Marker
            position={toLatLng(origin)}
            icon={originIcon}
            interactive={false}
            keyboard={false}
          />
        )}
        {waypoints.map((point, index) => (
          <Marker
            key={`${point.latitude},${point.longitude},${index}`}
            position={toLatLng(point)}
            icon={pin(
              palette.secondary,
              String(index + 1),
              `${t('map.waypoint', { index: index + 1 })}: ${point.label ?? ''}`,
            )}
            interactive={false}
            keyboard={false}
          />
        ))}
        {destination && (
          <Marker
            position={toLatLng(destination)}
            icon={destinationIcon}
            interactive={false}
            keyboard={false}
          />
        )}
        {driver && <DriverMarker point={driver} icon={driverIcon} />}
      </MapContainer>
      {tilesFailed && (
        <Text
          role="status"
          position="absolute"
          insetInline="3"
          bottom="3"
          zIndex="1000"
          bg="bg"
          color="fg.muted"
          fontSize="xs"
          px="3"
          py="1.5"
          borderRadius="l2"
          boxShadow="sm"
          width="fit-content"
        >
          {t('map.tiles_offline')}
        </Text>
      )}
    </Box>
  );
}
