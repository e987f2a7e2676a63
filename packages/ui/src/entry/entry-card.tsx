import { Box, Button, Card, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { DRAWER_BREAKPOINT_PX } from '@parada/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n/use-t';

export interface EntryCardProps {
  /** The grouping's name, in the reader's language. */
  name: string;
  logo?: string | null;
  loginHref: string;
  registerHref: string;
  helpHref: string;
  /** The language choice, shown on phones (from the drawer's width the frame offers it). */
  languageSelect?: ReactNode;
}

/**
 * The panel's entry page (before_room): the operator's brand first, then the two ways in
 * and help. The console's brand preview draws this same card with a draft brand.
 */
export function EntryCard({
  name,
  logo,
  loginHref,
  registerHref,
  helpHref,
  languageSelect,
}: EntryCardProps) {
  const { t } = useT();
  return (
    <Flex justify="center" py={{ base: '2', md: '10' }}>
      <Card.Root width="full" maxW="lg">
        <Card.Body gap="6" p={{ base: '5', md: '8' }}>
          <Flex justify="space-between" align="center" gap="4">
            {logo ? (
              <Image src={logo} alt={name} maxH="14" maxW="60%" objectFit="contain" />
            ) : (
              <Text fontWeight="bold" fontSize="xl" color="brand.fg">
                {name}
              </Text>
            )}
            {languageSelect && (
              <Box css={{ [`@media (min-width: ${DRAWER_BREAKPOINT_PX}px)`]: { display: 'none' } }}>
                {languageSelect}
              </Box>
            )}
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
                <RouterLink to={loginHref}>{t('entry.login')}</RouterLink>
              </Button>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="1">
                {t('entry.new_here')}
              </Text>
              <Button colorPalette="brand" size="lg" width="full" variant="outline" asChild>
                <RouterLink to={registerHref}>{t('entry.register')}</RouterLink>
              </Button>
            </Box>
            <Button variant="ghost" colorPalette="brand" asChild>
              <RouterLink to={helpHref}>{t('entry.help')}</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
