import { Badge, Box, Button, chakra } from '@chakra-ui/react';
import type { MenuBadge, MenuItem } from '@parada/core';
import { Link, NavLink, useLocation, type Location } from 'react-router';
import { LogoutIcon, UserIcon } from '../widgets/icons';
import { useT } from '../i18n/use-t';

export interface SideMenuProps {
  /** Core's `menuItems(role, permissions)`: already filtered and in order. */
  items: readonly MenuItem[];
  /** Where each item leads in this app (route names to paths are the app's business). */
  hrefOf: (item: MenuItem) => string;
  /** Badge counts (core's countPendingRides, countScheduledRides). */
  counts?: Partial<Record<MenuBadge, number>>;
  /** The log-out item asks first; this runs after the user confirms. */
  onLogoutRequest?: () => void;
  /** Core's `showsProfileButton(role)`; the profile link sits under the list. */
  profileHref?: string | null;
  /** Closes the phone drawer after a choice. */
  onNavigate?: () => void;
}

/** An item's link: the app's path for it, plus `#section` when it opens part of a page. */
const linkOf = (item: MenuItem, hrefOf: (item: MenuItem) => string): string =>
  item.section ? `${hrefOf(item)}#${item.section}` : hrefOf(item);

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The one item marked as the current page. Items may share a path (quick panel and orders
 * are both /panel): the one whose section the location names wins, else the one with no
 * section, so a page never lights up two entries.
 */
export function currentMenuItem(
  items: readonly MenuItem[],
  hrefOf: (item: MenuItem) => string,
  location: Pick<Location, 'pathname' | 'hash'>,
): MenuItem | null {
  const onPath = items.filter(
    (item) => item.id !== 'logout' && samePath(hrefOf(item), location.pathname),
  );
  const section = location.hash.replace(/^#/, '');
  return (
    onPath.find((item) => section !== '' && item.section === section) ??
    onPath.find((item) => !item.section) ??
    null
  );
}

/** The side menu of spec §2: links by permission, badges with counts, log-out last. */
export function SideMenu({
  items,
  hrefOf,
  counts = {},
  onLogoutRequest,
  profileHref,
  onNavigate,
}: SideMenuProps) {
  const { t } = useT();
  const current = currentMenuItem(items, hrefOf, useLocation());
  return (
    <chakra.nav
      aria-label={t('layout.main_nav')}
      display="flex"
      flexDirection="column"
      flex="1"
      minH="0"
    >
      <chakra.ul
        listStyleType="none"
        px="2"
        py="3"
        display="grid"
        gap="0.5"
        overflowY="auto"
        flex="1"
        // Rows keep their height when the list is shorter than the drawer (the guest menu).
        alignContent="start"
      >
        {items.map((item) => {
          const label = t(item.labelKey);
          if (item.id === 'logout') {
            return (
              <li key={item.id}>
                <Button
                  variant="ghost"
                  width="full"
                  justifyContent="flex-start"
                  fontWeight="medium"
                  color="fg.menu"
                  px="3"
                  gap="3"
                  onClick={onLogoutRequest}
                >
                  <LogoutIcon />
                  {label}
                </Button>
              </li>
            );
          }
          const count = item.badge ? (counts[item.badge] ?? 0) : 0;
          return (
            <li key={`${item.id}-${item.params?.content_key ?? ''}`}>
              <chakra.a
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                minH="10"
                borderRadius="l2"
                color="fg.menu"
                fontWeight="medium"
                fontSize="sm"
                textDecoration="none"
                transition="background 0.15s"
                _hover={{ bg: 'bg.menuActive' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '-2px',
                }}
                _currentPage={{
                  bg: 'bg.menuActive',
                  color: 'fg.menuActive',
                  fontWeight: 'semibold',
                }}
              >
                <Link
                  to={linkOf(item, hrefOf)}
                  onClick={onNavigate}
                  aria-current={item === current ? 'page' : undefined}
                >
                  <Box as="span" flex="1">
                    {label}
                  </Box>
                  {count > 0 && (
                    <Badge
                      colorPalette="brand"
                      variant="solid"
                      borderRadius="full"
                      minW="6"
                      justifyContent="center"
                    >
                      {count}
                      <chakra.span srOnly> {t('layout.pending', { count })}</chakra.span>
                    </Badge>
                  )}
                </Link>
              </chakra.a>
            </li>
          );
        })}
      </chakra.ul>
      {profileHref && (
        <Box px="3" py="3" borderTopWidth="1px" borderColor="border">
          <Button asChild variant="outline" colorPalette="brand" width="full">
            <NavLink to={profileHref} onClick={onNavigate}>
              <UserIcon /> {t('menu.profile')}
            </NavLink>
          </Button>
        </Box>
      )}
    </chakra.nav>
  );
}
