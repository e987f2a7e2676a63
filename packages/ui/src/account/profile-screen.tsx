import { useEffect } from 'react';
import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import {
  accountActions,
  accountFlows,
  selectProfile,
  selectProfileStatus,
} from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { useT } from '../i18n/use-t';
import { LanguageSelect } from '../app/language-select';
import { AccountCard } from './account-card';
import {
  ChangePasswordForm,
  ProfileDetailsForm,
  ProfileImageForm,
  RemoveAccountRequestForm,
} from './profile-forms';
import { useFlow } from '../screen-kit/use-flow';
import { SessionsCard } from './sessions-card';

export interface ProfileScreenProps {
  /** The page's heading, in the app's words. */
  title: string;
  /** The avatar or company logo and the account-removal request (the panel's, spec §2). */
  full?: boolean;
}

/**
 * A signed-in user's profile: details, language, password and where the account is signed
 * in; with `full`, also the image and the removal request. Hotel staff get neither: their
 * accounts are the operator's to close.
 */
export function ProfileScreen({ title, full = false }: ProfileScreenProps) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const details = useFlow(accountFlows.profileUpdate);
  const image = useFlow(accountFlows.profileImage);
  const password = useFlow(accountFlows.passwordChange);
  const removal = useFlow(accountFlows.removalRequest);

  useEffect(() => {
    dispatch(accountActions.profileRequested());
  }, [dispatch]);

  return (
    <Stack gap="6" maxW="2xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {profile ? (
        <>
          {full && (
            <ProfileImageForm
              profile={profile}
              flow={image}
              onUpload={(file) => dispatch(accountFlows.profileImage.trigger(file))}
            />
          )}
          <ProfileDetailsForm
            key={profile.id}
            profile={profile}
            flow={details}
            onSubmit={(request) => dispatch(accountFlows.profileUpdate.trigger(request))}
          />
          <AccountCard title={t('language.label')} headingLevel="h2" width="2xl">
            <LanguageSelect userId={profile.id} size="md" width="full" />
          </AccountCard>
          <ChangePasswordForm
            flow={password}
            onSubmit={(request) => dispatch(accountFlows.passwordChange.trigger(request))}
          />
          <SessionsCard />
          {full && (
            <RemoveAccountRequestForm
              flow={removal}
              onSubmit={(request) => dispatch(accountFlows.removalRequest.trigger(request))}
            />
          )}
        </>
      ) : status === 'failed' ? null : (
        <Center minH="40" role="status" aria-label={title}>
          <Spinner size="lg" />
        </Center>
      )}
    </Stack>
  );
}
