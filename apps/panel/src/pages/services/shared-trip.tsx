import { Alert, Stack, Text } from '@chakra-ui/react';
import { selectSharedTrip, servicesActions } from '@parada/core/store';
import { RideMap, ServiceStatusBox, useAppDispatch, useAppSelector } from '@parada/ui';
import { useEffect } from 'react';
import { ServicesScreen } from './services-ui';
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
    dispatch(servicesActions.sharedTripRequested(token));
    return () => {
      dispatch(servicesActions.sharedTripClosed());
    };
  }, [dispatch, token]);
  const service = shared.token === token ? shared.service : null;
  const taxi = service?.taxi;

  return (
    <ServicesScreen title={t('services.shared_title')}>
      {shared.status === 'failed' ? (
        <Alert.Root status="warning" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('services.shared_gone')}</Alert.Title>
            {shared.error && <Alert.Description>{shared.error}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      ) : service ? (
        <Stack gap="5">
          <Text color="fg.muted">{t('services.shared_intro')}</Text>
          <ServiceStatusBox service={service} />
          <RideMap
            height="320px"
            origin={{
              latitude: service.direccion.latitude,
              longitude: service.direccion.longitude,
              label: service.direccion.calle,
            }}
            destination={
              service.destination
                ? {
                    ...service.destination,
                    label: service.destination_address ?? undefined,
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
    </ServicesScreen>
  );
}
