import { Alert, Stack } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { PageHeader, textOf } from '@parada/ui';
import { useT } from '../../i18n/panel-i18n';

/** The frame of an account screen: its one h1, what it is for, its main buttons, content. */
export function AccountPage({
  title,
  intro,
  actions,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} maxW="5xl" mx="auto">
      <PageHeader title={title} intro={intro}>
        {actions}
      </PageHeader>
      {children}
    </Stack>
  );
}

/**
 * A failure as text: a message key of a local rule is translated; the server's text
 * already comes in the user's language.
 */
export function useErrorText(): (error: string | null | undefined) => string | null {
  const { t } = useT();
  return useCallback((error: string | null | undefined) => (error ? textOf(t, error) : null), [t]);
}

/** A refusal above a dialog's form, announced as it appears; nothing without one. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title role="alert">{message}</Alert.Title>
    </Alert.Root>
  );
}
