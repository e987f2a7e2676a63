import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { isLanguage, isMessageKey, type Language } from '@parada/core';
import { useTranslation } from 'react-i18next';
import { usePanelTranslation } from '../../i18n/panel-i18n';

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
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'end' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" maxW="2xl">
              {intro}
            </Text>
          )}
        </Stack>
        {actions && (
          <HStack gap="3" flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

/** List-load errors are only logged (spec §8); the screen says so and offers a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = usePanelTranslation();
  return (
    <HStack gap="3" role="status" flexWrap="wrap">
      <Text color="fg.muted">{t('account.load_failed')}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('account.retry')}
      </Button>
    </HStack>
  );
}

/** The language the screen shows, for money and date formatting. */
export function useLanguage(): Language {
  const { i18n } = usePanelTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'es';
}

/**
 * A failure as text: a message key of a local rule is translated; the server's text
 * already comes in the user's language.
 */
export function useErrorText(): (error: string | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (error: string | null | undefined) => (error ? (isMessageKey(error) ? t(error) : error) : null),
    [t],
  );
}
