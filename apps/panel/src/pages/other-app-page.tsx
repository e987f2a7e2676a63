import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '@parada/ui';
import { Link } from 'react-router';
import { homeRouteOf, type RouteName } from '@parada/core';
import { selectConfiguration } from '@parada/core/store';
import { pathOf } from '../app/paths';
import { useRole } from '../app/use-role';
import { useT } from '../i18n/panel-i18n';

/** The two apps that own routes of spec §2 the panel does not show. */
export type OtherApp = 'hotel' | 'guest';

/**
 * A route of spec §2 whose screen lives in the hotel or guest app, opened on the panel's
 * domain (a bookmark, a company's "hotel" menu item, a room card typed by hand). The
 * panel cannot tell which of the operator's domains serves that app for this user, so it
 * says where the page is and offers the way back to this panel's home.
 */
export default function OtherAppPage({ route, app }: { route: RouteName; app: OtherApp }) {
  const { t } = useT();
  const home = homeRouteOf(useRole());
  // Hotel staff's home is itself a hotel route: there is no home in this panel to offer.
  const homeIsHere = home !== 'hotel_home';
  // The operator's hotel app domains, at this page's scheme and port: a company or employee
  // with panel opens the hotel screens there (docs/decisions/).
  const hotelDomains = useAppSelector(selectConfiguration)?.hotel_domains ?? [];
  const hotelLinks =
    app === 'hotel'
      ? hotelDomains.map((domain) => {
          const port = window.location.port ? `:${window.location.port}` : '';
          // Spec §2 paths are the same in both apps.
          const path = pathOf(route);
          return { domain, href: `${window.location.protocol}//${domain}${port}${path}` };
        })
      : [];
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} maxW="2xl">
      <Heading as="h1" size="2xl">
        {t(`route.${route}`)}
      </Heading>
      <Text fontSize="lg">{t(`other_app.${app}`)}</Text>
      {hotelLinks.length > 0 ? (
        <Stack gap="2" alignItems="flex-start">
          <Text color="fg.muted">{t('other_app.hotel_open_how')}</Text>
          {hotelLinks.map((link) => (
            <Button key={link.domain} asChild colorPalette="brand">
              <a href={link.href}>{t('other_app.hotel_open', { domain: link.domain })}</a>
            </Button>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t(`other_app.${app}_how`)}</Text>
      )}
      {homeIsHere ? (
        <Button
          asChild
          colorPalette="brand"
          variant={hotelLinks.length > 0 ? 'outline' : 'solid'}
          alignSelf="flex-start"
        >
          <Link to={pathOf(home)}>{t('other_app.back')}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}
