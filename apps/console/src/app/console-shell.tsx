import { Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { RouteName } from '@parada/core';
import { LanguageSelect, TopLoadingBar, VisitorFrame, useAppFrame, useRole } from '@parada/ui';
import { NavLink, Outlet } from 'react-router';
import { SupportBadge } from '../back-office/support-badge';
import { useT } from '../i18n/console-i18n';
import { pathOf } from './paths';
import { CONSOLE_HEADER } from './layout';

/** The console's screens, in the order of the top bar. */
const SCREENS: readonly RouteName[] = ['dispatch', 'phone_booking', 'fleet', 'audit_log'];
/** The back office's screens, after the dispatchers'. */
const BACK_OFFICE: readonly RouteName[] = [
  'fare_settings',
  'reports',
  'accounts',
  'brand',
  'support',
];

/**
 * The console's frame, desktop first: the operator's name, one link per screen, the
 * language and log-out in one bar, the screen under it at full width. A visitor gets the
 * login; a signed-in account that is not an operator's is told the console is not theirs.
 */
export function ConsoleShell() {
  const { t } = useT();
  const { user, grouping, onLogout, requestsInFlight } = useAppFrame();
  const role = useRole();
  if (!user) {
    return (
      <VisitorFrame>
        <Outlet />
      </VisitorFrame>
    );
  }
  if (role !== 'operator') {
    return (
      <Flex minH="100vh" align="center" justify="center" p="6">
        <Stack gap="4" maxW="md" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            {t('desk.operators_only')}
          </Heading>
          <Text color="fg.muted">{t('desk.operators_only_hint')}</Text>
          <Button onClick={onLogout} alignSelf="center">
            {t('menu.logout')}
          </Button>
        </Stack>
      </Flex>
    );
  }
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <TopLoadingBar requestsInFlight={requestsInFlight} />
      <Flex
        as="header"
        align="center"
        columnGap="6"
        rowGap="0"
        // Nine screens do not share one line with the title and the account's controls even
        // at 1440 px: the menu takes a row of its own under them, at every width. The two rows
        // are CONSOLE_HEADER high, which the board's full-height panes leave free.
        wrap="wrap"
        px={{ base: '3', md: '5' }}
        bg="bg"
        borderBottomWidth="1px"
        position="sticky"
        top="0"
        zIndex="docked"
        h={CONSOLE_HEADER}
      >
        <Text fontWeight="bold" fontSize="lg" truncate minW="0" flex="1" lineHeight="3rem">
          {grouping.name} · {t('desk.title')}
        </Text>
        <HStack
          as="nav"
          aria-label={t('desk.menu')}
          gap="1"
          flex="1"
          minW="0"
          overflowX="auto"
          position="relative"
          order={1}
          flexBasis="full"
          h="11"
        >
          {[...SCREENS, ...BACK_OFFICE].map((route) => (
            <Box
              key={route}
              asChild
              px="3"
              py="2"
              borderRadius="l2"
              fontWeight="medium"
              whiteSpace="nowrap"
              color="fg.muted"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              css={{
                '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid' },
              }}
            >
              <NavLink to={pathOf(route)}>
                {t(`route.${route}`)}
                {route === 'support' && <SupportBadge />}
              </NavLink>
            </Box>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" hideBelow="md">
          {user.name}
        </Text>
        <Box flexShrink={0}>
          <LanguageSelect userId={user.id} />
        </Box>
        <Button size="sm" variant="outline" onClick={onLogout}>
          {t('menu.logout')}
        </Button>
      </Flex>
      <Box as="main" flex="1" minW="0">
        <Outlet />
      </Box>
    </Flex>
  );
}
