import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldFrame } from './text-field';

/** A labelled native select, as tall as the text fields beside it: one option a child. */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FieldFrame label={label}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          value={value}
          bg="bg"
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
