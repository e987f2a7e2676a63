import { Box, chakra } from '@chakra-ui/react';
import type { AdminGrouping } from '@parada/core';
import { useT } from '../i18n/console-i18n';

/** The operator's own grouping: the one none of its others sits under. */
export const rootOf = (groupings: readonly AdminGrouping[]) =>
  groupings.find((row) => !groupings.some((other) => other.id === row.parent_id)) ?? groupings[0];

export interface GroupingSelectProps {
  id: string;
  groupings: readonly AdminGrouping[];
  value: number | null;
  onChange: (id: number) => void;
  label?: string;
}

/** One of the operator's groupings, by name, as the audit page's filters are drawn. */
export function GroupingSelect({ id, groupings, value, onChange, label }: GroupingSelectProps) {
  const { t } = useT();
  return (
    <Box minW="56">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1.5">
        {label ?? t('office.grouping')}
      </chakra.label>
      <chakra.select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        borderWidth="1px"
        borderRadius="l2"
        h="11"
        px="2"
        w="full"
        bg="bg"
      >
        {groupings.map((grouping) => (
          <option key={grouping.id} value={grouping.id}>
            {grouping.name}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}
