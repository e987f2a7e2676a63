import { useEffect } from 'react';
import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { accountActions, selectProfile, selectProfileStatus } from '@parada/core';
import {
  AccountCard,
  ChangePasswordForm,
  LanguageSelect,
  ProfileDetailsForm,
  useAccountFlow,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/**
 * Hotel staff's profile (#14): their details, language and password, with ui's account
 * forms. No account removal here: a hotel's staff accounts are the operator's to close.
 */
export default function StaffProfilePage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const details = useAccountFlow('profileUpdate');
  const password = useAccountFlow('passwordChange');

  useEffect(() => {
    dispatch(accountActions.profileRequested());
  }, [dispatch]);

  return (
    <Stack gap="6" maxW="2xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t('settings.profile')}
      </Heading>
      {profile ? (
        <>
          <ProfileDetailsForm
            key={profile.id}
            profile={profile}
            flow={details}
            onSubmit={(request) => dispatch(accountActions.profileUpdateRequested(request))}
          />
          <AccountCard title={t('language.label')} headingLevel="h2" width="2xl">
            <LanguageSelect userId={profile.id} size="md" width="full" />
          </AccountCard>
          <ChangePasswordForm
            flow={password}
            onSubmit={(request) => dispatch(accountActions.passwordChangeRequested(request))}
          />
        </>
      ) : status === 'failed' ? null : (
        <Center minH="40" role="status" aria-label={t('settings.profile')}>
          <Spinner size="lg" />
        </Center>
      )}
    </Stack>
  );
}
