import { useState } from 'react';

type Position = { latitude: number; longitude: number };

/** The locate button's walk: ask the browser for the position, or say it cannot be had. */
export function useLocate(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | null,
  onLocate: ((position: Position) => void) | undefined,
) {
  const [geoError, setGeoError] = useState(false);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!geolocation || !onLocate) {
      setGeoError(true);
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setGeoError(false);
        onLocate({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        // Refused, unavailable or timed out: the spec has one message for all of them.
        setLocating(false);
        setGeoError(true);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return { locate, locating, geoError };
}
