import { HStack, Stack, Text } from '@chakra-ui/react';
import { rideUpdateFieldsSchema, type Ride, type RideUpdateFields } from '@parada/core';
import {
  AppDialog,
  CancelAndGo,
  DateTimeField,
  PassengersStepper,
  TextField,
  textOf,
} from '@parada/ui';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/panel-i18n';

/** A booking's editable part: when, how many, who travels and notes for the driver. */
export function EditDialog({
  ride,
  onClose,
  onSave,
}: {
  ride: Ride;
  onClose: () => void;
  onSave: (changes: RideUpdateFields) => void;
}) {
  const { t } = useT();
  const formId = useId();
  const [when, setWhen] = useState({
    date: ride.programacion?.fecha ?? ride.date,
    time: ride.programacion?.hora ?? ride.time,
  });
  const [passengers, setPassengers] = useState(ride.passengers);
  const [traveler, setTraveler] = useState(ride.viajero.name ?? '');
  const [notes, setNotes] = useState(ride.direccion.datos_extra ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = (key: string) => textOf(t, key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rideUpdateFieldsSchema.safeParse({
      fecha_servicio_diferido: `${when.date} ${when.time}`,
      passengers,
      viajero: { nombre: traveler },
      direccion: {
        nombre: ride.direccion.calle,
        latitud: ride.direccion.latitude,
        longitud: ride.direccion.longitude,
        datos_extra: notes,
      },
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= message(issue.message);
      }
      setErrors(found);
      return;
    }
    onSave(parsed.data);
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      width="medium"
      title={t('services.edit_title', { id: ride.id })}
      footer={
        <HStack gap="3" width="full">
          <CancelAndGo onCancel={onClose} label={t('actions.save')} form={formId} flex="1" />
        </HStack>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="5">
          <Stack gap="2">
            <Text fontWeight="medium">{t('services.when')}</Text>
            <DateTimeField
              value={when}
              onChange={setWhen}
              required
              error={errors.fecha_servicio_diferido ?? null}
            />
          </Stack>
          <Stack gap="2">
            <Text fontWeight="medium" id={`${formId}-passengers`}>
              {t('services.passengers')}
            </Text>
            <PassengersStepper value={passengers} onChange={setPassengers} />
            {errors.passengers && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.passengers}
              </Text>
            )}
          </Stack>
          <TextField
            label={t('services.traveler_name')}
            value={traveler}
            autoComplete="name"
            onChange={(event) => setTraveler(event.target.value)}
            error={errors.viajero ?? null}
          />
          <TextField
            label={t('services.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={errors.direccion ?? null}
          />
        </Stack>
      </form>
    </AppDialog>
  );
}
