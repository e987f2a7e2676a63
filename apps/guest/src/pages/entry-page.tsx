import { Link as RouterLink } from 'react-router';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { selectConfiguration } from '@parada/core/store';
import { LanguageSelect, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';
import { useT } from '../i18n/guest-i18n';

/** before_room (spec §2): the entry page, choosing between the room card, log-in and sign-up. */
export default function EntryPage() {
  const { t } = useT();
  const configuration = useAppSelector(selectConfiguration);
  return (
    <Stack gap="6" maxW="lg" mx="auto" width="full" py={{ base: '2', md: '8' }}>
      <Stack gap="3">
        <Box alignSelf="flex-end">
          <LanguageSelect />
        </Box>
        <Heading as="h1" size="3xl">
          {configuration ? `${t('entry.title')} · ${configuration.name}` : t('entry.title')}
        </Heading>
        <Text fontSize="lg">{t('entry.intro')}</Text>
      </Stack>
      <Text bg="bg" borderWidth="1px" borderRadius="l3" p="4">
        {t('entry.room_card')}
      </Text>
      <Stack gap="3">
        <Button colorPalette="brand" asChild size="lg">
          <RouterLink to={pathOf('login')}>{t('entry.login')}</RouterLink>
        </Button>
        <Button colorPalette="brand" asChild size="lg" variant="outline">
          <RouterLink to={pathOf('register')}>{t('entry.register')}</RouterLink>
        </Button>
        <Button colorPalette="brand" asChild size="lg" variant="ghost">
          <RouterLink to={pathOf('club')}>{t('entry.club')}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
