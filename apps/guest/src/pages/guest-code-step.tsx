import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import {
  loadGuestSchemas,
  toFieldErrors,
  type GuestSignupRequest,
  type MessageKey,
} from '@parada/core';
import { guestsActions, selectGuestSignup } from '@parada/core/store';
import { TextField, useAppDispatch, useAppSelector } from '@parada/ui';
import { useT } from '../i18n/guest-i18n';

/**
 * The second scan of a room card by the same person: no second account, the
 * code sent to their phone or email opens the one they have.
 */
export function GuestCodeStep({
  details,
}: {
  details: Omit<GuestSignupRequest, 'terms_accepted'>;
}) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const signup = useAppSelector(selectGuestSignup);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const serverError = signup.errors.find((item) => item.field === 'code')?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // As the sign-up step: the schema comes with the submit; a failed load waits for the next.
    void loadGuestSchemas().then(
      ({ guestSignInRequestSchema }) => {
        const parsed = guestSignInRequestSchema.safeParse({ ...details, code });
        if (!parsed.success) {
          const issue = toFieldErrors(parsed.error.issues).find((item) => item.field === 'code');
          setError(issue ? t(issue.message as MessageKey) : null);
          return;
        }
        setError(null);
        dispatch(guestsActions.signInRequested(parsed.data));
      },
      () => undefined,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
        <Stack gap="1" role="status">
          <Text fontWeight="semibold">{t('signup.code_title')}</Text>
          <Text>{t(signup.codeSent === 'email' ? 'signup.code_email' : 'signup.code_sms')}</Text>
        </Stack>
        <TextField
          label={t('signup.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error ?? serverError}
        />
        {signup.status === 'failed' && !serverError && signup.error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{signup.error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button colorPalette="brand" type="submit" size="lg" loading={signup.status === 'pending'}>
          {t('signup.code_submit')}
        </Button>
        <Button variant="ghost" onClick={() => dispatch(guestsActions.codeDismissed())}>
          {t('signup.code_back')}
        </Button>
      </Stack>
    </form>
  );
}
