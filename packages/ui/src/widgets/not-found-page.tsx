import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiTranslation } from '../i18n/ui-i18n';

export interface NotFoundPageProps {
  /** Where "home" is for this app and user (panel_home, hotel_home, before_room…). */
  homeHref: string;
}

/** The 404 page of spec §2: 'Oops! Nothing here...' and a way home. */
export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  const { t: tCore } = useTranslation();
  const { t } = useUiTranslation();
  return (
    <Stack as="main" minH="70vh" align="center" justify="center" gap="6" px="6" textAlign="center">
      <Text
        aria-hidden
        fontSize={{ base: '7xl', md: '8xl' }}
        fontWeight="black"
        lineHeight="1"
        letterSpacing="tight"
        bgGradient="to-r"
        gradientFrom="brand.solid"
        gradientTo="accent.solid"
        bgClip="text"
        color="transparent"
      >
        404
      </Text>
      <Heading as="h1" size="2xl" color="fg">
        {tCore('page.not_found')}
      </Heading>
      <Button asChild colorPalette="brand" size="lg">
        <Link to={homeHref}>{t('actions.go_home')}</Link>
      </Button>
    </Stack>
  );
}
