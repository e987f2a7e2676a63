import { Box, HStack, IconButton, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { drawerIdentity, type DisplayedUser, type Language } from '@parada/core';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/use-t';
import { withLateRecipes } from '../theme/base-config';
import { useAfterHydration } from '../app/use-after-hydration';

const DrawerAvatar = lazy(() =>
  withLateRecipes(() => import('./drawer-avatar'))().then((module) => ({
    default: module.DrawerAvatar,
  })),
);

/** The grouping as the drawer shows it: its logo, name and social links (all optional). */
export interface DrawerGrouping {
  name: string;
  logo?: string | null;
  facebook_link?: string | null;
  linkedin_link?: string | null;
  twitter_link?: string | null;
}

export interface DrawerHeaderProps {
  grouping: DrawerGrouping;
  /** The logged-in user; absent for visitors. The id keys their remembered language. */
  user?: (DisplayedUser & { id?: number | string; language?: Language | null }) | null;
}

const SOCIAL = [
  {
    key: 'facebook_link',
    label: 'layout.social.facebook',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1Z',
  },
  {
    key: 'linkedin_link',
    label: 'layout.social.linkedin',
    path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5 6h3.8v1.7c.5-1 1.9-2 3.9-2 4.1 0 4.3 2.7 4.3 6.2V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V21h-4Z',
  },
  {
    key: 'twitter_link',
    label: 'layout.social.twitter',
    path: 'M4 4l6.5 8.7L4.3 20h1.9l5.2-5.9 4.4 5.9H20l-6.8-9.1L19.1 4h-1.9l-4.8 5.5L8.3 4Z',
  },
] as const;

/**
 * The top of the drawer (spec §2): the grouping's logo, then the user's picture (company
 * logo, else avatar, else initials, as core decides), name, the employee's name, and the
 * grouping's social links when it has them.
 */
export function DrawerHeader({ grouping, user }: DrawerHeaderProps) {
  const { t } = useT();
  const identity = user ? drawerIdentity(user) : null;
  const links = SOCIAL.filter((social) => grouping[social.key]);
  const afterHydration = useAfterHydration();
  const avatarSpace = <Box boxSize="11" flexShrink="0" />;
  return (
    <Stack gap="4" px="4" pt="5" pb="4" borderBottomWidth="1px" borderColor="border">
      <HStack gap="3" minH="10">
        {grouping.logo ? (
          <Image
            src={grouping.logo}
            alt={grouping.name}
            maxH="10"
            maxW="full"
            objectFit="contain"
          />
        ) : (
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {grouping.name}
          </Text>
        )}
      </HStack>
      {identity && (
        <HStack gap="3" align="center">
          {/* The avatar's size ("lg"), held while its chunk comes: the name does not move. */}
          {afterHydration ? (
            <Suspense fallback={avatarSpace}>
              <DrawerAvatar identity={identity} />
            </Suspense>
          ) : (
            avatarSpace
          )}
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" color="fg" lineClamp={2} lineHeight="short">
              {identity.name}
            </Text>
            {identity.employeeName && (
              <Text fontSize="sm" color="fg.muted" truncate>
                {identity.employeeName}
              </Text>
            )}
          </Stack>
        </HStack>
      )}
      {links.length > 0 && (
        <HStack gap="1" ms="-2">
          {links.map((social) => (
            <IconButton key={social.key} asChild variant="ghost" size="sm" color="fg.menu">
              <a
                href={grouping[social.key] ?? undefined}
                target="_blank"
                rel="noreferrer noopener"
                aria-label={t(social.label)}
              >
                <chakra.svg viewBox="0 0 24 24" boxSize="4" fill="currentColor" aria-hidden>
                  <path d={social.path} />
                </chakra.svg>
              </a>
            </IconButton>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
