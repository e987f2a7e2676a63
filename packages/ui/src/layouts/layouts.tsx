import { Box, Button, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { DRAWER_BREAKPOINT_PX, HOTEL_BREAKPOINT_PX } from '@parada/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LanguageSelect } from '../app/language-select';
import { useHasAppContext, useRestoreUserLanguage } from '../app/user-language';
import { ArrowLeftIcon, HistoryIcon } from '../widgets/icons';
import { TopLoadingBar } from '../widgets/top-loading-bar';
import { AppShell } from './app-shell';
import { DrawerHeader, type DrawerHeaderProps } from './drawer-header';
import { SideMenu, currentMenuItem, type SideMenuProps } from './side-menu';
import { useT } from '../i18n/use-t';
import { withLateRecipes } from '../theme/base-config';

// The log-out question and its dialog machine load when first asked, not with every page.
const LogoutDialog = lazy(() =>
  withLateRecipes(() => import('./logout-dialog'))().then((module) => ({
    default: module.LogoutDialog,
  })),
);

export interface MenuLayoutProps
  extends DrawerHeaderProps, Omit<SideMenuProps, 'onNavigate' | 'onLogoutRequest'> {
  /** The page's name in the top bar; by default the label of the menu item the page is. */
  title?: ReactNode;
  /** Runs once the user confirms 'Are you sure you want to log out?'. */
  onLogout?: () => void;
  requestsInFlight?: number;
  children: ReactNode;
}

/** The drawer's content: header, menu, and the log-out question it may ask. */
function DrawerContent({
  close,
  grouping,
  user,
  onLogout,
  ...menu
}: Omit<MenuLayoutProps, 'title' | 'children' | 'requestsInFlight'> & { close: () => void }) {
  const [asking, setAsking] = useState(false);
  // Once asked, the dialog stays mounted so that it can animate its closing.
  const [asked, setAsked] = useState(false);
  const { t } = useT();
  const switchable = useHasAppContext();
  return (
    <>
      <DrawerHeader grouping={grouping} user={user} />
      <SideMenu
        {...menu}
        onNavigate={close}
        onLogoutRequest={() => {
          setAsked(true);
          setAsking(true);
        }}
      />
      {/* Every signed-in page offers the language, not only the sign-in forms. */}
      {switchable && (
        <Box px="3" pb="3" pt="2" borderTopWidth="1px" borderColor="border">
          <Text as="span" fontSize="xs" color="fg.muted" display="block" mb="1" aria-hidden>
            {t('language.label')}
          </Text>
          <LanguageSelect userId={user?.id ?? null} width="full" />
        </Box>
      )}
      {asked && (
        <Suspense fallback={null}>
          <LogoutDialog
            open={asking}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              close();
              onLogout?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const splitShell = ({ title, requestsInFlight, children, ...drawer }: MenuLayoutProps) => ({
  shell: { title, requestsInFlight, children },
  drawer,
});

/**
 * The top bar's brand and page name: the grouping's logo (else its name), then the
 * page's title, by default the label of the menu item the location is (the profile too).
 */
function useTopBar({ title, items, hrefOf, grouping, profileHref }: MenuLayoutProps) {
  const { t } = useT();
  const location = useLocation();
  const current = currentMenuItem(items, hrefOf, location);
  const onProfile = profileHref != null && location.pathname === profileHref;
  const pageTitle =
    title ?? (current ? t(current.labelKey) : onProfile ? t('menu.profile') : undefined);
  const brand = (
    // With a page title beside it the brand keeps to its share; alone it may take the bar.
    // The share is of the screen: a percentage of the brand's own shrink-to-fit box cut
    // "Parada Barcelona" to "Para…" at 390 px.
    <HStack gap="2" flexShrink={0} maxW={pageTitle ? { base: '45vw', md: 'xs' } : 'full'}>
      {grouping.logo ? (
        <Image src={grouping.logo} alt={grouping.name} maxH="8" maxW="full" objectFit="contain" />
      ) : (
        // A long name may take two lines on a phone rather than lose its end.
        <Text
          as="span"
          textStyle={{ base: 'sm', md: 'md' }}
          fontWeight="bold"
          lineHeight="short"
          lineClamp={2}
        >
          {grouping.name}
        </Text>
      )}
    </HStack>
  );
  return { brand, title: pageTitle };
}

/** A menu frame at its breakpoint: the drawer beside the page from there, a menu button below. */
function MenuFrame({
  breakpointPx,
  actions,
  ...props
}: MenuLayoutProps & { breakpointPx: number; actions?: ReactNode }) {
  const { shell, drawer } = splitShell(props);
  const top = useTopBar(props);
  useRestoreUserLanguage(props.user?.id ?? null, props.user?.language);
  return (
    <AppShell
      breakpointPx={breakpointPx}
      brand={top.brand}
      title={top.title}
      requestsInFlight={shell.requestsInFlight}
      drawer={(close) => <DrawerContent {...drawer} close={close} />}
      actions={actions}
    >
      {shell.children}
    </AppShell>
  );
}

/** The main layout: the 220 px drawer from 1025 px, a menu button below (spec §2). */
export function MainLayout(props: MenuLayoutProps) {
  return <MenuFrame {...props} breakpointPx={DRAWER_BREAKPOINT_PX} />;
}

/** The guest layout: the same frame with the logged-out menu (login, sign up, content). */
export function GuestLayout(
  props: Omit<MenuLayoutProps, 'user' | 'onLogout' | 'counts' | 'profileHref'>,
) {
  return <MainLayout {...props} user={null} />;
}

export interface HotelLayoutProps extends MenuLayoutProps {
  /** Core's showsHotelHistoryButton(role): hidden for employees. */
  historyHref?: string | null;
}

/** The hotel kiosk: title, menu button, and the history button (breakpoint 2025 px). */
export function HotelLayout({ historyHref, ...props }: HotelLayoutProps) {
  const { t } = useT();
  return (
    <MenuFrame
      {...props}
      breakpointPx={HOTEL_BREAKPOINT_PX}
      actions={
        historyHref ? (
          <Button
            asChild
            variant="outline"
            color="fg.top"
            borderColor="currentColor"
            _hover={{ bg: 'blackAlpha.200' }}
            size="sm"
          >
            <Link to={historyHref}>
              <HistoryIcon />
              {/* Phones show the icon alone; the name is there for everyone. */}
              <Box as="span" srOnly={false} display={{ base: 'none', sm: 'inline' }}>
                {t('layout.history')}
              </Box>
              <Box as="span" srOnly display={{ base: 'inline', sm: 'none' }}>
                {t('layout.history')}
              </Box>
            </Link>
          </Button>
        ) : undefined
      }
    />
  );
}

export interface HotelHistoryLayoutProps {
  /** Where Back leads; the spec's /hotel unless the app mounts it elsewhere. */
  backHref?: string;
  requestsInFlight?: number;
  children: ReactNode;
}

/** The hotel history: Back to /hotel and 'Historico de servicios', no drawer. */
export function HotelHistoryLayout({
  backHref = '/hotel',
  requestsInFlight,
  children,
}: HotelHistoryLayoutProps) {
  const { t } = useT();
  return (
    <AppShell
      breakpointPx={0}
      drawer={() => null}
      requestsInFlight={requestsInFlight}
      title={t('hotel.history_title')}
      leading={
        <IconButton asChild variant="ghost" color="fg.top" _hover={{ bg: 'blackAlpha.200' }}>
          <Link to={backHref} aria-label={t('actions.back')}>
            <ArrowLeftIcon boxSize="5" />
          </Link>
        </IconButton>
      }
      hideDrawer
    >
      {children}
    </AppShell>
  );
}

export interface PlainLayoutProps {
  requestsInFlight?: number;
  children: ReactNode;
}

/** A bare page (activation, password reset, the entry page): centred content only. */
export function PlainLayout({ requestsInFlight = 0, children }: PlainLayoutProps) {
  return (
    <Flex as="main" minH="100dvh" bg="bg.canvas" align="center" justify="center" px="4" py="10">
      <TopLoadingBar requestsInFlight={requestsInFlight} />
      <Box width="full" maxW="md">
        {children}
      </Box>
    </Flex>
  );
}
