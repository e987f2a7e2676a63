import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  SERVICE_STATUS,
  selectServiceListsStatus,
  servicesActions,
  type Service,
} from '@parada/core';
import {
  AppDialog,
  ConfirmDialog,
  DateTimeField,
  PassengersStepper,
  ServicesTable,
  TextField,
} from '@parada/ui';
import { useHotelTranslation } from '../i18n/hotel-i18n';

/** Only a booking still waiting may change (the server's update takes status 13 only). */
const editable = (service: Service) => service.status_code === SERVICE_STATUS.SCHEDULED;

function EditBooking({ service, onClose }: { service: Service; onClose: () => void }) {
  const dispatch = useDispatch();
  const { t } = useHotelTranslation();
  const [when, setWhen] = useState({
    date: service.programacion?.fecha ?? service.date,
    time: service.programacion?.hora ?? service.time,
  });
  const [passengers, setPassengers] = useState(service.passengers);
  const [name, setName] = useState(service.viajero.name ?? '');
  const save = () => {
    dispatch(
      servicesActions.updateRequested({
        id: service.id,
        changes: {
          fecha_servicio_diferido: `${when.date} ${when.time}`,
          passengers,
          viajero: { nombre: name.trim() },
        },
      }),
    );
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      width="medium"
      title={t('today.edit_title', { id: service.id })}
      footer={
        <Button colorPalette="brand" onClick={save} disabled={!name.trim()}>
          {t('today.save')}
        </Button>
      }
    >
      <Stack gap="4">
        <DateTimeField value={when} onChange={setWhen} required />
        <PassengersStepper value={passengers} onChange={setPassengers} max={null} />
        <TextField
          label={t('form.room')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * Today's services of the hotel (issue #13): staff cancel one where core's rules allow it,
 * with the question first, and change a booking's time, passengers and room or name.
 */
export function TodayServices({ services }: { services: Service[] }) {
  const dispatch = useDispatch();
  const { t } = useHotelTranslation();
  const listsStatus = useSelector(selectServiceListsStatus);
  const [cancelling, setCancelling] = useState<Service | null>(null);
  const [editing, setEditing] = useState<Service | null>(null);
  const bookings = services.filter(editable);

  if (services.length === 0 && listsStatus === 'loaded') {
    return <Text color="fg.muted">{t('today.empty')}</Text>;
  }
  return (
    <Stack gap="4">
      <ServicesTable
        services={services}
        loading={listsStatus === 'pending' && services.length === 0}
        caption={t('today.title')}
        onCancel={setCancelling}
      />
      {bookings.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold">{t('today.bookings')}</Text>
          <HStack gap="2" wrap="wrap">
            {bookings.map((service) => (
              <Button
                key={service.id}
                size="sm"
                variant="outline"
                colorPalette="brand"
                onClick={() => setEditing(service)}
              >
                {t('today.edit', { id: service.id })} · {service.viajero.name}
              </Button>
            ))}
          </HStack>
        </Stack>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          open
          destructive
          title={t('today.cancel_title', { id: cancelling.id })}
          message={t('today.cancel_message', {
            name: cancelling.viajero.name ?? '',
            address: cancelling.direccion.calle,
          })}
          confirmLabel={t('today.cancel')}
          cancelLabel={t('today.keep')}
          onCancel={() => setCancelling(null)}
          onConfirm={() => {
            dispatch(servicesActions.cancelRequested(cancelling.id));
            setCancelling(null);
          }}
        />
      ) : null}
      {editing ? <EditBooking service={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
