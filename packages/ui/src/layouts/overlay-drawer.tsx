import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { DRAWER_WIDTH_PX } from '@parada/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export interface OverlayDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's drawer: a focus-trapping overlay from the start edge. */
export function OverlayDrawer({ open, onClose, children }: OverlayDrawerProps) {
  const { t } = useT();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details: { open: boolean }) => {
        if (!details.open) onClose();
      }}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW={`${DRAWER_WIDTH_PX + 60}px`}
            bg="bg.menu"
            aria-label={t('layout.main_nav')}
          >
            <Drawer.Body p="0" display="flex" flexDirection="column">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="2">
              <CloseButton size="sm" aria-label={t('layout.close_menu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
