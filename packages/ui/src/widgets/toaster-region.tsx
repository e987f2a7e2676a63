import {
  CloseButton,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster,
  createToaster,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/** The one toaster store of an app: this module loads with the first toast. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/**
 * The toasts' region: toasts are announced politely by the region Chakra renders, and
 * pause on hover and focus.
 */
export function ToasterRegion({
  connect,
}: {
  /** Hands the region the toasts asked for; returns the disconnection. */
  connect: (
    deliver: (toast: { type: string; title: string; description?: string }) => void,
    remove: () => void,
  ) => () => void;
}) {
  const { t } = useT();
  useEffect(
    () =>
      connect(
        (toast) => toaster.create(toast),
        () => toaster.remove(),
      ),
    [connect],
  );
  return (
    <Portal>
      <Toaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        aria-label={t('notification.region')}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} boxShadow="lg">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable !== false && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('actions.close')} />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
