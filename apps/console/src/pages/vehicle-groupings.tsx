import { Button, Checkbox, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { AdminGrouping, Vehicle } from '@parada/core';
import { notify, textOf } from '@parada/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';

/** The groupings a vehicle serves, one checkbox each, under a legend. */
export function GroupingChecks({
  legend,
  groupings,
  value,
  onChange,
}: {
  legend: ReactNode;
  groupings: AdminGrouping[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
        {legend}
      </chakra.legend>
      <HStack gap="4" wrap="wrap">
        {groupings.map((grouping) => (
          <Checkbox.Root
            key={grouping.id}
            checked={value.includes(grouping.id)}
            onCheckedChange={(change) =>
              onChange(
                change.checked ? [...value, grouping.id] : value.filter((id) => id !== grouping.id),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{grouping.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}

/** A vehicle's groupings changed after it was added: which of the operator's it serves. */
export function VehicleGroupingsForm({
  vehicle,
  groupings,
  onSaved,
  onCancel,
}: {
  vehicle: Vehicle;
  groupings: AdminGrouping[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [ids, setIds] = useState(vehicle.grouping_ids);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await run((c) => c.updateVehicle(vehicle.id, { grouping_ids: ids })))) return;
    notify.success(t('desk.fleet.groupings_saved', { plate: vehicle.plate }));
    onSaved();
  };
  return (
    <chakra.form
      onSubmit={save}
      aria-label={t('desk.fleet.groupings_of', { plate: vehicle.plate })}
    >
      <Stack gap="2">
        <GroupingChecks
          legend={t('desk.fleet.groupings_of', { plate: vehicle.plate })}
          groupings={groupings}
          value={ids}
          onChange={setIds}
        />
        <HStack gap="2">
          <Button type="submit" size="sm" loading={pending}>
            {t('actions.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        </HStack>
        {error && (
          <Text color="fg.error" role="alert">
            {textOf(t, error)}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
