import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { MODAL_WIDTHS_PX } from '@parada/core';
import { useCallback, type ReactNode, type RefObject } from 'react';
import { useT } from '../i18n/use-t';

export type ModalWidth = keyof typeof MODAL_WIDTHS_PX;

/**
 * A body that scrolls (long content on a phone) takes keyboard focus, so it can be scrolled
 * without a pointer (WCAG 2.1.1, axe's scrollable-region-focusable); one that fits does
 * not add a tab stop.
 */
function useScrollableBody(bodyRef: RefObject<HTMLDivElement | null> | undefined) {
  return useCallback(
    (node: HTMLDivElement | null) => {
      if (bodyRef) bodyRef.current = node;
      if (!node || typeof ResizeObserver === 'undefined') return;
      const update = () => {
        if (node.scrollHeight > node.clientHeight + 1) node.tabIndex = 0;
        else node.removeAttribute('tabindex');
      };
      update();
      const observer = new ResizeObserver(update);
      observer.observe(node);
      for (const child of Array.from(node.children)) observer.observe(child);
      return () => observer.disconnect();
    },
    [bodyRef],
  );
}

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** The spec's three modal widths (300, 512, 700 px); never wider than the screen. */
  width?: ModalWidth;
  /** Content before the title (a back button in nested pickers). */
  titleStart?: ReactNode;
  /** 'alertdialog' for notifications and confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  /** Tints the header (the red notification dialog). */
  tone?: 'default' | 'danger';
  closable?: boolean;
  bodyRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The one dialog frame of the product: focus is trapped inside and returns to the opener
 * on close, Escape and the close button dismiss it, and it never exceeds the viewport.
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 'medium',
  titleStart,
  role = 'dialog',
  initialFocusEl,
  finalFocusEl,
  tone = 'default',
  closable = true,
  bodyRef,
}: AppDialogProps) {
  const { t } = useT();
  const scrollableBody = useScrollableBody(bodyRef);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details: { open: boolean }) => {
        if (!details.open) onClose();
      }}
      role={role}
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
      closeOnInteractOutside={role === 'dialog'}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" />
        <Dialog.Positioner px="4">
          <Dialog.Content
            width="100%"
            maxWidth={`min(${MODAL_WIDTHS_PX[width]}px, calc(100vw - 2rem))`}
            borderRadius="l3"
            bg="bg.panel"
            overflow="hidden"
            data-width={width}
          >
            <Dialog.Header
              display="flex"
              alignItems="center"
              gap="2"
              py="4"
              pe={closable ? '14' : '6'}
              bg={tone === 'danger' ? 'red.solid' : undefined}
              color={tone === 'danger' ? 'red.contrast' : undefined}
              borderBottomWidth={tone === 'danger' ? undefined : '1px'}
              borderColor="border"
            >
              {titleStart}
              <Dialog.Title fontSize="lg" fontWeight="semibold" lineHeight="short">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={scrollableBody} py="5">
              {children}
            </Dialog.Body>
            {footer && (
              <Dialog.Footer gap="3" pt="0" flexWrap="wrap">
                {footer}
              </Dialog.Footer>
            )}
            {closable && (
              <Dialog.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton
                  size="sm"
                  aria-label={t('actions.close')}
                  color={tone === 'danger' ? 'red.contrast' : undefined}
                  _hover={tone === 'danger' ? { bg: 'whiteAlpha.300' } : undefined}
                />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
