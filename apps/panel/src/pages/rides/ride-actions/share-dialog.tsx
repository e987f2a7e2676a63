import { Button, Stack, Text } from '@chakra-ui/react';
import { type Ride } from '@parada/core';
import { selectRideShare, type RootState } from '@parada/core/store';
import { AppDialog, TextField, notify, useAppSelector } from '@parada/ui';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/panel-i18n';

export function ShareDialog({ ride, onClose }: { ride: Ride; onClose: () => void }) {
  const { t } = useT();
  const share = useAppSelector((state: RootState) => selectRideShare(state, ride.id));
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (!share?.url) return;
    try {
      await navigator.clipboard.writeText(share.url);
      notify.success(t('services.copied'));
    } catch {
      // Clipboard refused (an insecure origin): leave the link selected for the user to copy.
      input.current?.select();
    }
  };
  let body: ReactNode;
  if (share?.status === 'failed') {
    body = (
      <Text role="alert" color="fg.error">
        {share.error}
      </Text>
    );
  } else {
    body = (
      <Stack gap="3">
        <Text color="fg.muted">{t('services.share_help')}</Text>
        <TextField
          ref={input}
          label={t('services.share_link')}
          value={share?.url ?? ''}
          readOnly
          placeholder={t('loading.busy')}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Stack>
    );
  }
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('services.share_title', { id: ride.id })}
      footer={
        <Button
          colorPalette="brand"
          width="full"
          disabled={!share?.url}
          loading={share?.status === 'pending'}
          onClick={copy}
        >
          {t('services.copy')}
        </Button>
      }
    >
      {body}
    </AppDialog>
  );
}
