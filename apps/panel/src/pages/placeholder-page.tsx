import { Heading, Stack, Text } from '@chakra-ui/react';
import type { RouteName } from '@parada/core';
import { useTranslation } from 'react-i18next';
import { usePanelTranslation } from '../i18n/panel-i18n';

/** A guarded route whose screen is not built yet: its title, and an honest note. */
export default function PlaceholderPage({ route }: { route: RouteName }) {
  const { t } = usePanelTranslation();
  // Route titles are core's texts.
  const { t: tCore } = useTranslation();
  return (
    <Stack gap="3" p="6">
      <Heading as="h1" size="2xl">
        {tCore(`route.${route}`)}
      </Heading>
      <Text color="fg.muted">{t('placeholder.body')}</Text>
    </Stack>
  );
}
