import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { accountFlows, selectConfiguration } from '@parada/core/store';
import {
  LanguageSelect,
  LoginForm,
  PlainLayout,
  useRequestsInFlight,
  useAppDispatch,
  useAppSelector,
  useFlow,
} from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/**
 * Hotel staff log in under their hotel's (or operator's) name and logo, as the domain's
 * configuration names them; the guest-only guard then sends them to /hotel.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const login = useFlow(accountFlows.login);
  const site = useAppSelector(selectConfiguration);
  return (
    <PlainLayout requestsInFlight={useRequestsInFlight()}>
      <Stack gap="6" width="full" align="center">
        {/* The name's place is kept while the configuration is on its way (the page is
            prerendered without it), so the form does not move when it arrives. */}
        <HStack gap="3" justify="center" minH="12">
          {site ? (
            <>
              {site.logo ? <Image src={site.logo} alt="" maxH="12" maxW="32" /> : null}
              <Stack gap="0">
                <Text fontSize="xl" fontWeight="bold">
                  {site.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('login.staff')}
                </Text>
              </Stack>
            </>
          ) : null}
        </HStack>
        <LoginForm
          flow={login}
          onSubmit={(credentials) => dispatch(accountFlows.login.trigger(credentials))}
          headerExtra={<LanguageSelect />}
        />
      </Stack>
    </PlainLayout>
  );
}
