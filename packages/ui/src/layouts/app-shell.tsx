import { Box, Flex, HStack, Text, IconButton, chakra } from '@chakra-ui/react';
import { DRAWER_WIDTH_PX } from '@parada/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MenuIcon } from '../widgets/icons';
import { TopLoadingBar } from '../widgets/top-loading-bar';
import { useMinWidth } from './use-min-width';
import { useT } from '../i18n/use-t';
import { withLateRecipes } from '../theme/base-config';

// The phone drawer's dialog, focus-trap and dismiss machines load when the menu is first
// opened, not with every first screen; the menu button fetches them on approach.
const loadOverlayDrawer = withLateRecipes(() => import('./overlay-drawer'));
const OverlayDrawer = lazy(() =>
  loadOverlayDrawer().then((module) => ({ default: module.OverlayDrawer })),
);

export interface AppShellProps {
  /** Viewport width from which the drawer stays open beside the content. */
  breakpointPx: number;
  /** The drawer's content; receives a callback that closes the phone drawer. */
  drawer: (close: () => void) => ReactNode;
  title?: ReactNode;
  /** The grouping's logo or name, before the title. */
  brand?: ReactNode;
  /** Buttons at the end of the top bar (the hotel history button). */
  actions?: ReactNode;
  /** Content before the title in the top bar (a back button). */
  leading?: ReactNode;
  requestsInFlight?: number;
  /** Pages without a menu (the hotel history): no drawer and no menu button. */
  hideDrawer?: boolean;
  children: ReactNode;
}

/**
 * The frame the layouts share: a top bar in the grouping's main colour, the side drawer
 * (220 px, permanent from the breakpoint, a focus-trapping overlay below it), and main.
 */
export function AppShell({
  breakpointPx,
  drawer,
  title,
  brand,
  actions,
  leading,
  requestsInFlight = 0,
  hideDrawer = false,
  children,
}: AppShellProps) {
  const { t } = useT();
  const wide = useMinWidth(breakpointPx);
  // Width unknown (a prerendered page): both are drawn and the media query shows one.
  const permanent = wide !== false && !hideDrawer;
  const overlay = wide !== true && !hideDrawer;
  const onlyWide =
    wide === null ? { [`@media (max-width: ${breakpointPx - 0.02}px)`]: { display: 'none' } } : {};
  const onlyNarrow =
    wide === null ? { [`@media (min-width: ${breakpointPx}px)`]: { display: 'none' } } : {};
  // Beside the permanent drawer the top bar's first item keeps off its edge: by media
  // query, so a prerendered page draws it the same at every width.
  const besideDrawer = !hideDrawer
    ? { [`@media (min-width: ${breakpointPx}px)`]: { ps: '2' } }
    : {};
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can animate its closing.
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);

  return (
    <Flex minH="100dvh" bg="bg.canvas">
      <TopLoadingBar requestsInFlight={requestsInFlight} />
      {permanent && (
        <Box
          as="aside"
          width={`${DRAWER_WIDTH_PX}px`}
          flexShrink={0}
          bg="bg.menu"
          borderEndWidth="1px"
          borderColor="border"
          position="sticky"
          top="0"
          height="100dvh"
          display="flex"
          flexDirection="column"
          data-testid="permanent-drawer"
          css={onlyWide}
        >
          {drawer(() => {})}
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Box
          as="header"
          bg="bg.top"
          color="fg.top"
          position="sticky"
          top="0"
          zIndex="sticky"
          boxShadow="sm"
        >
          {/* Inside the banner landmark, so even the skip link belongs to a region. */}
          <chakra.a
            href="#main"
            position="absolute"
            insetStart="2"
            top="-20"
            zIndex="skipLink"
            bg="bg"
            // The banner's text colour is for the top bar, not for this white chip.
            color="fg"
            px="4"
            py="2"
            borderRadius="l2"
            boxShadow="md"
            _focus={{ top: '2' }}
          >
            {t('layout.skip')}
          </chakra.a>
          <HStack gap="2" px={{ base: '2', md: '4' }} minH="14">
            {overlay && (
              <IconButton
                variant="ghost"
                color="fg.top"
                _hover={{ bg: 'blackAlpha.200' }}
                aria-label={t('layout.open_menu')}
                aria-expanded={open}
                css={onlyNarrow}
                onPointerEnter={() => void loadOverlayDrawer()}
                onFocus={() => void loadOverlayDrawer()}
                onClick={() => {
                  setOpened(true);
                  setOpen(true);
                }}
              >
                <MenuIcon boxSize="5" />
              </IconButton>
            )}
            {leading}
            {brand && (
              <Box css={leading ? undefined : besideDrawer} display="flex" minW="0">
                {brand}
              </Box>
            )}
            {brand && title && (
              <Box
                as="span"
                aria-hidden
                w="1px"
                alignSelf="stretch"
                my="3"
                bg="currentColor"
                opacity={0.4}
              />
            )}
            {/* Every page brings its own one h1, so the page name here is plain text (an
                empty spacer without a title). */}
            {/* On a phone the brand and a long title ("Demanar un servei") share 300 px:
                the title may take a second line rather than lose its end. */}
            <Text
              as="p"
              textStyle={{ base: 'sm', md: 'md' }}
              fontWeight="semibold"
              lineHeight="short"
              flex="1"
              minW="0"
              lineClamp={2}
              css={leading || brand ? undefined : besideDrawer}
            >
              {title}
            </Text>
            {actions}
          </HStack>
        </Box>
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          flex="1"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          _focus={{ outline: 'none' }}
        >
          {children}
        </Box>
      </Flex>
      {overlay && opened && (
        <Suspense fallback={null}>
          <OverlayDrawer open={open} onClose={close}>
            {drawer(close)}
          </OverlayDrawer>
        </Suspense>
      )}
    </Flex>
  );
}
