import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';

export interface NotFoundPageProps {
  /** Where "home" is for this app and user (panel_home, hotel_home, before_room…). */
  homeHref: string;
}

/** The 404 page of spec §2: 'Oops! Nothing here...' and a way home. */
export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  const { t } = useT();
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
        {t('page.not_found')}
      </Heading>
      <Button asChild colorPalette="brand" size="lg">
        <Link to={homeHref}>{t('actions.go_home')}</Link>
      </Button>
    </Stack>
  );
}
