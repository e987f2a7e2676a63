import { Alert, Stack, Text } from '@chakra-ui/react';
import { selectSharedTrip, ridesActions } from '@parada/core/store';
import { RideMap, RideStatusBox, useAppDispatch, useAppSelector } from '@parada/ui';
import { useEffect } from 'react';
import { RidesScreen } from './rides-ui';
import { useT } from '../../i18n/panel-i18n';

/**
 * /history?token=…: one trip someone shared, for anyone holding the link (the guard lets
 * it through without a session). It follows the trip live until the page closes.
 */
export function SharedTrip({ token }: { token: string }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const shared = useAppSelector(selectSharedTrip);
  useEffect(() => {
    dispatch(ridesActions.sharedTripRequested(token));
    return () => {
      dispatch(ridesActions.sharedTripClosed());
    };
  }, [dispatch, token]);
  const ride = shared.token === token ? shared.ride : null;
  const taxi = ride?.taxi;

  return (
    <RidesScreen title={t('services.shared_title')}>
      {shared.status === 'failed' ? (
        <Alert.Root status="warning" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('services.shared_gone')}</Alert.Title>
            {shared.error && <Alert.Description>{shared.error}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      ) : ride ? (
        <Stack gap="5">
          <Text color="fg.muted">{t('services.shared_intro')}</Text>
          <RideStatusBox ride={ride} audience="shared" />
          <RideMap
            height="320px"
            origin={{
              latitude: ride.direccion.latitude,
              longitude: ride.direccion.longitude,
              label: ride.direccion.calle,
            }}
            destination={
              ride.destination
                ? {
                    ...ride.destination,
                    label: ride.destination_address ?? undefined,
                  }
                : null
            }
            driver={
              taxi?.latitude != null && taxi.longitude != null
                ? { latitude: taxi.latitude, longitude: taxi.longitude, label: taxi.name }
                : null
            }
          />
        </Stack>
      ) : (
        <Text role="status" color="fg.muted">
          {t('loading.busy', { ns: 'ui' })}
        </Text>
      )}
    </RidesScreen>
  );
}
