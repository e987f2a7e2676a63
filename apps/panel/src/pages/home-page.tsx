import { useSelector } from 'react-redux';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { selectUser } from '@parada/core';
import { useTranslation } from 'react-i18next';
import { usePanelTranslation } from '../i18n/panel-i18n';
import { LanguageSelect } from '../app/language-select';

/** panel_home: the quick panel. For now a greeting; issue #7 grows it into the services view. */
export default function HomePage() {
  const { t } = usePanelTranslation();
  // Route titles are core's texts.
  const { t: tCore } = useTranslation();
  const user = useSelector(selectUser);
  return (
    <Stack gap="4" p="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {tCore('route.panel_home')}
        </Heading>
        <LanguageSelect />
      </Flex>
      <Text fontSize="lg">{t('home.welcome', { name: user?.name ?? '' })}</Text>
      <Text color="fg.muted">{t('home.intro')}</Text>
    </Stack>
  );
}
