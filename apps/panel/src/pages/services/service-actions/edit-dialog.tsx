import { HStack, Stack, Text } from '@chakra-ui/react';
import { serviceUpdateFieldsSchema, type Service, type ServiceUpdateFields } from '@parada/core';
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
  service,
  onClose,
  onSave,
}: {
  service: Service;
  onClose: () => void;
  onSave: (changes: ServiceUpdateFields) => void;
}) {
  const { t } = useT();
  const formId = useId();
  const [when, setWhen] = useState({
    date: service.programacion?.fecha ?? service.date,
    time: service.programacion?.hora ?? service.time,
  });
  const [passengers, setPassengers] = useState(service.passengers);
  const [traveler, setTraveler] = useState(service.viajero.name ?? '');
  const [notes, setNotes] = useState(service.direccion.datos_extra ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = (key: string) => textOf(t, key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceUpdateFieldsSchema.safeParse({
      fecha_servicio_diferido: `${when.date} ${when.time}`,
      passengers,
      viajero: { nombre: traveler },
      direccion: {
        nombre: service.direccion.calle,
        latitud: service.direccion.latitude,
        longitud: service.direccion.longitude,
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
      title={t('services.edit_title', { id: service.id })}
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
