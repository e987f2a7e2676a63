import { useEffect } from 'react';
import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { accountActions, selectProfile, selectProfileStatus } from '@parada/core';
import {
  AccountCard,
  ChangePasswordForm,
  LanguageSelect,
  ProfileDetailsForm,
  ProfileImageForm,
  RemoveAccountRequestForm,
  useAccountFlow,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useT } from '../../i18n/panel-i18n';

/** Profile (spec §2): details, avatar or company logo, password, and account removal. */
export default function ProfilePage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const details = useAccountFlow('profileUpdate');
  const image = useAccountFlow('profileImage');
  const password = useAccountFlow('passwordChange');
  const removal = useAccountFlow('removalRequest');

  useEffect(() => {
    dispatch(accountActions.profileRequested());
  }, [dispatch]);

  return (
    <Stack gap="6" maxW="2xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t('route.profile')}
      </Heading>
      {profile ? (
        <>
          <ProfileImageForm
            profile={profile}
            flow={image}
            onUpload={(file) => dispatch(accountActions.profileImageUploadRequested(file))}
          />
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
          <RemoveAccountRequestForm
            flow={removal}
            onSubmit={(request) => dispatch(accountActions.removalRequested(request))}
          />
        </>
      ) : status === 'failed' ? null : (
        <Center minH="40" role="status" aria-label={t('route.profile')}>
          <Spinner size="lg" />
        </Center>
      )}
    </Stack>
  );
}
