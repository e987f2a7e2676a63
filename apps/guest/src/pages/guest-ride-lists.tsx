import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  canCustomerCancel,
  formatMoney,
  isStatusCode,
  selectHistory,
  selectInProcessServices,
  selectScheduledServices,
  servicesActions,
  type Service,
} from '@parada/core';
import { ConfirmDialog, RideMap, ServiceStatusBox, useLanguage } from '@parada/ui';
import { useGuestTranslation } from '../i18n/guest-i18n';

const cancellable = (service: Service) =>
  isStatusCode(service.status_code) && canCustomerCancel(service.status_code);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Cancel, with the question first; the lists drop the ride when the server agrees. */
function CancelButton({ service }: { service: Service }) {
  const dispatch = useDispatch();
  const { t } = useGuestTranslation();
  const [asking, setAsking] = useState(false);
  if (!cancellable(service)) return null;
  return (
    <>
      <Button
        colorPalette="red"
        variant="outline"
        alignSelf="start"
        onClick={() => setAsking(true)}
      >
        {t('rides.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('rides.cancel_title', { id: service.id })}
        message={t('rides.cancel_message', { address: service.direccion.calle })}
        confirmLabel={t('rides.cancel')}
        cancelLabel={t('rides.keep')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          dispatch(servicesActions.cancelRequested(service.id));
        }}
      />
    </>
  );
}

/** A ride under way: its status, the map with the car as it moves, the driver, cancel. */
function LiveRideCard({ service }: { service: Service }) {
  const { t } = useGuestTranslation();
  const taxi = service.taxi;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} borderWidth="1px" borderRadius="l3" bg="bg">
      <ServiceStatusBox service={service} />
      <RideMap
        height="16rem"
        origin={{ ...service.direccion, label: service.direccion.calle }}
        destination={
          service.destination
            ? { ...service.destination, label: service.destination_address ?? undefined }
            : null
        }
        driver={
          taxi?.latitude != null && taxi.longitude != null
            ? { latitude: taxi.latitude, longitude: taxi.longitude, label: t('rides.car') }
            : null
        }
      />
      <CancelButton service={service} />
    </Stack>
  );
}

function RideLine({ service, when }: { service: Service; when: string }) {
  const language = useLanguage();
  const { t } = useGuestTranslation();
  const price = service.fare ?? service.fare_estimate ?? null;
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="l2" bg="bg">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{when}</Text>
        <Badge>{service.status_name}</Badge>
      </HStack>
      <Text>
        {service.direccion.calle} → {service.destination_address ?? t('rides.guest_tells')}
      </Text>
      {price != null ? (
        <Text>{formatMoney(price, service.currency ?? 'EUR', language)}</Text>
      ) : null}
      <CancelButton service={service} />
    </Stack>
  );
}

/** The guest's rides: under way (live), booked for later, and the history (issue #13). */
export function GuestRideLists() {
  const { t } = useGuestTranslation();
  const running = useSelector(selectInProcessServices);
  const booked = useSelector(selectScheduledServices);
  const history = useSelector(selectHistory);
  return (
    <>
      {running.length > 0 ? (
        <Section title={t('rides.in_process')}>
          {running.map((service) => (
            <LiveRideCard key={service.id} service={service} />
          ))}
        </Section>
      ) : null}
      {booked.length > 0 ? (
        <Section title={t('rides.booked')}>
          {booked.map((service) => (
            <RideLine
              key={service.id}
              service={service}
              when={`${service.programacion?.fecha ?? service.date} ${service.programacion?.hora ?? service.time}`}
            />
          ))}
        </Section>
      ) : null}
      <Section title={t('rides.history')}>
        {history.items.length === 0 ? (
          <Box color="fg.muted">{t('rides.no_history')}</Box>
        ) : (
          history.items.map((service) => (
            <RideLine key={service.id} service={service} when={`${service.date} ${service.time}`} />
          ))
        )}
      </Section>
    </>
  );
}
