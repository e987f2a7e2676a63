import { Box, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { DEFAULT_MAX_PASSENGERS, DEFAULT_PASSENGERS } from '@parada/core';
import { useId } from 'react';
import { MinusIcon, PlusIcon, UserIcon } from '../widgets/icons';
import { useT } from '../i18n/use-t';

export interface PassengersStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The grouping's `max_num_passengers`; 7 when it gives none (spec §9). */
  max?: number | null;
  /** Already translated; said under the stepper. */
  error?: string | null;
}

/** The number of passengers, from 1 to the grouping's maximum. */
export function PassengersStepper({ value, onChange, max, error }: PassengersStepperProps) {
  const { t } = useT();
  const id = useId();
  const limit = max ?? DEFAULT_MAX_PASSENGERS;
  const set = (next: number) => onChange(Math.min(limit, Math.max(DEFAULT_PASSENGERS, next)));
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <HStack justify="space-between" mb="1.5">
        <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
          {t('passengers.label')}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('passengers.max', { count: limit })}
        </Text>
      </HStack>
      <HStack borderWidth="1px" borderRadius="l2" bg="bg" p="1" justify="space-between">
        <IconButton
          variant="subtle"
          colorPalette="brand"
          aria-label={t('passengers.decrease')}
          disabled={value <= DEFAULT_PASSENGERS}
          onClick={() => set(value - 1)}
        >
          <MinusIcon />
        </IconButton>
        <HStack gap="2" color="fg">
          <UserIcon color="fg.muted" />
          <chakra.output
            aria-live="polite"
            fontSize="lg"
            fontWeight="semibold"
            minW="6"
            textAlign="center"
          >
            {value}
          </chakra.output>
        </HStack>
        <IconButton
          variant="subtle"
          colorPalette="brand"
          aria-label={t('passengers.increase')}
          disabled={value >= limit}
          onClick={() => set(value + 1)}
        >
          <PlusIcon />
        </IconButton>
      </HStack>
      {error ? (
        <Text color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
