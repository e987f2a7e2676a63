import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { textOf } from '@parada/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/console-i18n';

/** A titled white panel of the accounts screen, named by its heading. */
export function Panel({
  title,
  id,
  children,
  actions,
}: {
  title: ReactNode;
  id: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <Stack gap="3">
        <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

export { SelectField } from '@parada/ui';

/** The failure of the last call, in the reader's language. */
export function Failure({ error }: { error: string | null }) {
  const { t } = useT();
  if (!error) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{textOf(t, error)}</Alert.Title>
    </Alert.Root>
  );
}

/** A row's action in an accounts list: a short visible word, named in full for readers. */
export function RowAction({
  label,
  name,
  onClick,
}: {
  label: string;
  name: string;
  onClick: () => void;
}) {
  return (
    <Button size="xs" variant="outline" bg="bg" onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}
