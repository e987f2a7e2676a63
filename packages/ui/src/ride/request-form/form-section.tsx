import { Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  /** The section's name; without it the fields stand in the form as they are. */
  legend?: ReactNode;
  hint?: ReactNode;
  gap?: string;
  children: ReactNode;
}

/** One part of the request form: a fieldset, so a screen reader names its group of fields. */
export function FormSection({ legend, hint, gap = '4', children }: FormSectionProps) {
  if (!legend) return <Stack gap={gap}>{children}</Stack>;
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="semibold" fontSize="lg" mb={hint ? '1' : '3'}>
        {legend}
      </chakra.legend>
      {hint ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {hint}
        </Text>
      ) : null}
      <Stack gap={gap}>{children}</Stack>
    </chakra.fieldset>
  );
}
