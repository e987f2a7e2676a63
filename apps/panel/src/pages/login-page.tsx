import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { authActions, selectLoginStatus } from '@parada/core';
import { PasswordField, TextField } from '@parada/ui';
import { usePanelTranslation } from '../i18n/panel-i18n';
import { LanguageSelect } from '../app/language-select';

/**
 * Log in with email or phone and password (spec §2). The saga owns the call; once the
 * session is valid the guest-only guard sends the user to panel_home.
 */
export default function LoginPage() {
  const dispatch = useDispatch();
  const { t } = usePanelTranslation();
  const { status, error } = useSelector(selectLoginStatus);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(authActions.loginRequested({ username: username.trim(), password }));
  };

  return (
    <Flex justify="center" px="4" py="10">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <Flex justify="space-between" align="center" gap="4">
                <Heading as="h1" size="xl">
                  {t('login.title')}
                </Heading>
                <LanguageSelect />
              </Flex>
              {status === 'failed' && error ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('login.failed')}</Alert.Title>
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <TextField
                label={t('login.username')}
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
              <PasswordField
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button
                type="submit"
                colorPalette="brand"
                loading={status === 'pending'}
                disabled={!username.trim() || !password}
              >
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
