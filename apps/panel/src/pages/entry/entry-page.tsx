import { useAppSelector } from '@parada/ui';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { CONTENT_KEYS, DRAWER_BREAKPOINT_PX } from '@parada/core';
import { selectConfiguration } from '@parada/core/store';
import { LanguageSelect } from '../../app/language-select';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/**
 * before_room (spec §2): where a visitor lands, and where log-out leads. The operator's
 * brand first, then the two ways in and help, as the guest app's entry page does.
 */
export default function EntryPage() {
  const { t } = useT();
  const configuration = useAppSelector(selectConfiguration);
  const name = configuration?.name ?? 'Parada';
  return (
    <Flex justify="center" py={{ base: '2', md: '10' }}>
      <Card.Root width="full" maxW="lg">
        <Card.Body gap="6" p={{ base: '5', md: '8' }}>
          <Flex justify="space-between" align="center" gap="4">
            {configuration?.logo ? (
              <Image src={configuration.logo} alt={name} maxH="14" maxW="60%" objectFit="contain" />
            ) : (
              <Text fontWeight="bold" fontSize="xl" color="brand.fg">
                {name}
              </Text>
            )}
            {/* From the drawer's width the frame's own menu offers the language: one is enough. */}
            <Box css={{ [`@media (min-width: ${DRAWER_BREAKPOINT_PX}px)`]: { display: 'none' } }}>
              <LanguageSelect />
            </Box>
          </Flex>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {t('entry.welcome', { name })}
            </Heading>
            <Text color="fg.muted">{t('entry.intro')}</Text>
          </Stack>
          <Stack gap="4">
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="1">
                {t('entry.have_account')}
              </Text>
              <Button colorPalette="brand" size="lg" width="full" asChild>
                <RouterLink to={pathOf('login')}>{t('entry.login')}</RouterLink>
              </Button>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="1">
                {t('entry.new_here')}
              </Text>
              <Button colorPalette="brand" size="lg" width="full" variant="outline" asChild>
                <RouterLink to={pathOf('register')}>{t('entry.register')}</RouterLink>
              </Button>
            </Box>
            <Button variant="ghost" colorPalette="brand" asChild>
              <RouterLink to={`${pathOf('content')}/${CONTENT_KEYS.help}`}>
                {t('entry.help')}
              </RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
