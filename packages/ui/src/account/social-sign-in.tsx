import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { LoginFailed } from './login-form';
import { accountFlows, selectConfiguration } from '@parada/core/store';
import { useLanguage } from '../i18n/ui-i18n';
import {
  FACEBOOK_API_VERSION,
  facebookSdk,
  googleIdentity,
  loadScript,
  type FacebookSdk,
} from './social-sdk';
import { useT } from '../i18n/use-t';

export interface SocialSignInProps {
  /** Which screen it sits on: the words of Google's button, and who reports a failure. */
  mode: 'login' | 'register';
}

/** Google's button is drawn at a fixed width: the card's, within what Google allows. */
const GOOGLE_MIN_WIDTH = 200;
const GOOGLE_MAX_WIDTH = 400;

/**
 * Google and Facebook sign-in, shown only for a grouping with their client ids; their
 * SDKs load when this mounts. The provider's token goes to the server, which checks it and
 * answers like a log-in: the user lands on their home, and a new account is created on the
 * way. Nothing renders (and nothing loads) for a grouping without them.
 */
export function SocialSignIn({ mode }: SocialSignInProps) {
  const { t } = useT();
  const social = useAppSelector(selectConfiguration)?.social_sign_in;
  const login = useAppSelector(accountFlows.login.select);
  const google = social?.google ?? null;
  const facebook = social?.facebook ?? null;
  if (!google && !facebook) return null;
  return (
    <Stack gap="3" role="group" aria-label={t('account.social.group')}>
      {/* The log-in form shows its own failures; sign-up has no other place for them. */}
      {mode === 'register' ? <LoginFailed flow={login} /> : null}
      {google ? (
        <GoogleButton clientId={google.client_id} src={google.script_url} mode={mode} />
      ) : null}
      {facebook ? <FacebookButton appId={facebook.app_id} src={facebook.script_url} /> : null}
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {t('account.social.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}

function GoogleButton({
  clientId,
  src,
  mode,
}: {
  clientId: string;
  src: string;
  mode: SocialSignInProps['mode'];
}) {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const slot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadScript(src)
      .then(() => {
        const gis = googleIdentity();
        const parent = slot.current;
        if (!active || !gis || !parent) return;
        gis.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          auto_select: false,
          callback: (response) => {
            if (response.credential) {
              dispatch(
                accountFlows.login.trigger({
                  provider: 'google',
                  token: response.credential,
                }),
              );
            }
          },
        });
        parent.replaceChildren();
        const width = Math.min(
          GOOGLE_MAX_WIDTH,
          Math.max(GOOGLE_MIN_WIDTH, Math.floor(parent.getBoundingClientRect().width)),
        );
        gis.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'register' ? 'signup_with' : 'signin_with',
          width,
          locale: language,
        });
      })
      .catch(() => {
        // The email form still works; a provider that cannot load is simply not offered.
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [clientId, src, mode, language, dispatch]);

  if (failed) return null;
  return <Box ref={slot} minH="44px" display="flex" justifyContent="center" />;
}

function FacebookButton({ appId, src }: { appId: string; src: string }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadScript(src)
      .then(() => {
        const fb = facebookSdk();
        if (!active || !fb) return;
        fb.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
        setSdk(fb);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [appId, src]);

  if (failed) return null;
  return (
    <Button
      size="lg"
      width="full"
      // Facebook's own darker blue: its #1877F2 under white text is 4.2:1, short of AA.
      bg="#166FE5"
      color="white"
      _hover={{ bg: '#1464D2' }}
      loading={!sdk}
      loadingText={t('account.social.facebook')}
      // FB.login opens a pop-up, so it must run in the click itself: the SDK is ready first.
      onClick={() =>
        sdk?.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (token) dispatch(accountFlows.login.trigger({ provider: 'facebook', token }));
          },
          { scope: 'public_profile,email' },
        )
      }
    >
      <FacebookMark />
      {t('account.social.facebook')}
    </Button>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  );
}
