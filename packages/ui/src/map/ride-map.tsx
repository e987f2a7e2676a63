import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import type { RideMapProps } from './map-types';
import { useT } from '../i18n/use-t';
import { useAfterHydration } from '../app/use-after-hydration';

// Leaflet is about a sixth of the product's JavaScript: it loads only when a map shows.
const RideMapView = lazy(() => import('./ride-map-view'));

/** The trip map, loaded on first use; a calm placeholder holds its place meanwhile. */
export function RideMap(props: RideMapProps) {
  const { t } = useT();
  const height = props.height ?? '360px';
  const placeholder = (
    <Box
      height={height}
      borderRadius="l3"
      borderWidth="1px"
      bg="bg.muted"
      display="grid"
      placeItems="center"
    >
      <VStack gap="2" role="status">
        <Spinner color="brand.solid" />
        <Text fontSize="sm" color="fg.muted">
          {t('map.loading')}
        </Text>
      </VStack>
    </Box>
  );
  return useAfterHydration() ? (
    <Suspense fallback={placeholder}>
      <RideMapView {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
