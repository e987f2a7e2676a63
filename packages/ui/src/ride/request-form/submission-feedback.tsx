import { Alert, Box, Button, List, Stack, Text } from '@chakra-ui/react';
import type { RideFailureDialog } from '@parada/core/store';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../widgets/app-dialog';
import { ConfirmDialog } from '../../widgets/confirm-dialog';
import { useT } from '../../i18n/use-t';

export interface SubmissionFeedbackProps {
  /** The submit button's text: request now or book for later. */
  submitLabel: ReactNode;
  pending: boolean;
  /**
   * The form's own failure, already translated, shown above the button; its title defaults
   * to "Check the form", and null leaves the message alone as the title.
   */
  failure?: { title?: ReactNode | null; message: string } | null;
  /** What the last request made, said once it is sent (a status line under the button). */
  sent?: ReactNode;
  /** The server asks whether to book another ride for later (spec §5). */
  confirm?: { open: boolean; onConfirm: () => void; onCancel: () => void };
  /** A failure the spec shows as a dialog; `profileHref` leads to fixing the address. */
  dialog?: {
    kind: RideFailureDialog | null;
    message: string | null;
    errors: string[];
    profileHref: string;
    onDismiss: () => void;
  };
}

/** The end of the form: what went wrong, the submit button, what was sent, and the dialogs. */
export function SubmissionFeedback({
  submitLabel,
  pending,
  failure,
  sent,
  confirm,
  dialog,
}: SubmissionFeedbackProps) {
  const { t } = useT();
  const editAddress = dialog?.kind === 'edit_address_';
  return (
    <>
      {failure ? (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          {failure.title === null ? (
            <Alert.Title role="alert">{failure.message}</Alert.Title>
          ) : (
            <Alert.Content>
              <Alert.Title>{failure.title ?? t('request.fix_form')}</Alert.Title>
              <Alert.Description role="alert">{failure.message}</Alert.Description>
            </Alert.Content>
          )}
        </Alert.Root>
      ) : null}
      <Button type="submit" size="lg" colorPalette="brand" loading={pending}>
        {submitLabel}
      </Button>
      {sent ? (
        <Text fontWeight="semibold" role="status">
          {sent}
        </Text>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          open={confirm.open}
          title={t('request.confirm_title')}
          message={t('ride.confirm_several_scheduled')}
          confirmLabel={t('request.confirm_action')}
          onCancel={confirm.onCancel}
          onConfirm={confirm.onConfirm}
        />
      ) : null}
      {dialog ? (
        <AppDialog
          open={dialog.kind !== null}
          onClose={dialog.onDismiss}
          role="alertdialog"
          tone="danger"
          width="small"
          title={editAddress ? t('error.problem') : t('ride.all_request_faile')}
          footer={
            editAddress ? (
              <Button asChild colorPalette="brand" width="full">
                <RouterLink to={dialog.profileHref} onClick={dialog.onDismiss}>
                  {t('request.edit_profile')}
                </RouterLink>
              </Button>
            ) : (
              <Button colorPalette="red" width="full" onClick={dialog.onDismiss}>
                {t('actions.accept')}
              </Button>
            )
          }
        >
          <Stack gap="3">
            <Text>{dialog.message}</Text>
            {dialog.errors.length > 0 ? (
              <Box>
                <Text fontSize="sm" color="fg.muted" mb="1">
                  {t('request.server_errors')}
                </Text>
                <List.Root ps="5" gap="1">
                  {dialog.errors.map((error, index) => (
                    <List.Item key={`${index}-${error}`}>{error}</List.Item>
                  ))}
                </List.Root>
              </Box>
            ) : null}
          </Stack>
        </AppDialog>
      ) : null}
    </>
  );
}
