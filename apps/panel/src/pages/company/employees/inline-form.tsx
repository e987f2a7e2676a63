import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { CancelAndGo } from '@parada/ui';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/panel-i18n';

/**
 * The frame of an employee's inline form (new, edit, password): its heading names the form,
 * a hint, the fields two to a row from md, then Cancel and Save.
 */
export function InlineForm({
  title,
  hint,
  busy,
  onCancel,
  onSubmit,
  children,
}: {
  title: string;
  hint?: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {hint && (
          <Text color="fg.muted" fontSize="sm">
            {hint}
          </Text>
        )}
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          {children}
        </Box>
        <HStack gap="3" justify="end" flexWrap="wrap">
          <CancelAndGo
            onCancel={onCancel}
            cancelDisabled={busy}
            label={t('actions.save')}
            busy={busy}
          />
        </HStack>
      </Stack>
    </chakra.form>
  );
}
