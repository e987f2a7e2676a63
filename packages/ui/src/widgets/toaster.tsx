import {
  CloseButton,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster,
  createToaster,
} from '@chakra-ui/react';
import { useUiTranslation } from '../i18n/ui-i18n';

/**
 * The one toaster of an app. Sagas and screens call `notify.success(...)` etc.; toasts are
 * announced politely by the region Chakra renders, and pause on hover and focus.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export const notify = {
  success: (title: string, description?: string) =>
    toaster.create({ type: 'success', title, description }),
  error: (title: string, description?: string) =>
    toaster.create({ type: 'error', title, description }),
  info: (title: string, description?: string) =>
    toaster.create({ type: 'info', title, description }),
};

export function AppToaster() {
  const { t } = useUiTranslation();
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
