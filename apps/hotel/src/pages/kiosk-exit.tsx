import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack, Text } from '@chakra-ui/react';
import { kioskLeaveFlow } from '@parada/core/store';
import { AppDialog, TextField, errorFor, useAppDispatch, useFlow } from '@parada/ui';
import { pathOf } from '../app/paths';
import { useT } from '../i18n/hotel-i18n';
import { unlockKiosk } from './kiosk-lock';

/** "Leave the kiosk": asks for a staff password or the kiosk PIN; only the server's yes opens. */
export function KioskExit() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const flow = useFlow(kioskLeaveFlow, (outcome) => {
    if (!outcome.ok) return;
    unlockKiosk();
    setOpen(false);
    void navigate(pathOf('hotel_home'), { replace: true });
  });
  const failure = flow.outcome && !flow.outcome.ok ? flow.outcome : null;
  const error = failure ? (errorFor(failure.errors, 'secret') ?? failure.message) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(kioskLeaveFlow.trigger(secret));
  };
  const close = () => {
    setOpen(false);
    setSecret('');
    dispatch(kioskLeaveFlow.reset());
  };
  return (
    <>
      <Button colorPalette="brand" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('kiosk.exit')}
      </Button>
      <AppDialog open={open} onClose={close} title={t('desk.exit_title')} width="small">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text>{t('desk.exit_intro')}</Text>
            <TextField
              label={t('desk.exit_secret')}
              type="password"
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              error={error}
              required
              autoFocus
            />
            <Button type="submit" colorPalette="brand" loading={flow.status === 'pending'}>
              {t('desk.exit_confirm')}
            </Button>
          </Stack>
        </form>
      </AppDialog>
    </>
  );
}
