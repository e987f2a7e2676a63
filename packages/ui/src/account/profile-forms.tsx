import { Avatar, Button, FileUpload, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import {
  initialsOf,
  passwordUpdateRequestSchema,
  profileUpdateRequestSchema,
  accountRemovalRequestSchema,
  type AccountRemovalRequest,
  type PasswordUpdateRequest,
  type Profile,
  type ProfileUpdateRequest,
} from '@parada/core';
import type { FlowState } from '@parada/core/store';
import { NewPasswordFields, PasswordField } from '../widgets/password-field';
import { EmailField, PhoneField, TextField } from '../widgets/text-field';
import { AccountCard, FlowAlert, FlowSubmit } from './account-card';
import { useAccountForm } from './use-account-form';
import { useT } from '../i18n/use-t';

/** The image types the server accepts (it checks the bytes; this only filters the picker). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface ProfileDetailsFormProps {
  profile: Profile;
  flow: FlowState;
  onSubmit: (request: ProfileUpdateRequest) => void;
}

/**
 * Name, email and phone (PUT customer/update_profile); a company edits its company name. A
 * new email or phone asks for the current password (the server tells the old address).
 */
export function ProfileDetailsForm({ profile, flow, onSubmit }: ProfileDetailsFormProps) {
  const { t } = useT();
  const form = useAccountForm(
    profileUpdateRequestSchema,
    {
      name: profile.name,
      email: profile.email ?? '',
      phone: profile.phone ?? '',
      current_password: '',
    },
    flow,
  );
  const { setValues } = form;
  const contactChanged =
    form.values.email.trim() !== (profile.email ?? '') ||
    form.values.phone.replace(/[\s().-]/g, '') !== (profile.phone ?? '');
  const succeeded = flow.status === 'succeeded';
  const wasSucceeded = useRef(succeeded);
  // The password never stays on screen after the change was accepted.
  useEffect(() => {
    if (succeeded && !wasSucceeded.current) {
      setValues((values) => ({ ...values, current_password: '' }));
    }
    wasSucceeded.current = succeeded;
  }, [succeeded, setValues]);

  return (
    <AccountCard title={t('account.profile.details')} headingLevel="h2" width="2xl">
      <form
        onSubmit={form.submitTo(({ current_password: password, ...request }) =>
          onSubmit(contactChanged ? { ...request, current_password: password ?? '' } : request),
        )}
        noValidate
      >
        <Stack gap="5">
          <FlowAlert
            flow={flow}
            fields={['name', 'email', 'phone', 'current_password']}
            successText={t('success.data_updated')}
          />
          <TextField
            label={t(profile.company ? 'account.profile.company_name' : 'account.profile.name')}
            autoComplete={profile.company ? 'organization' : 'name'}
            required
            {...form.field('name')}
          />
          <EmailField label={t('account.profile.email')} required {...form.field('email')} />
          <PhoneField label={t('account.profile.phone')} required {...form.field('phone')} />
          {contactChanged ? (
            <PasswordField
              label={t('account.password.current')}
              helperText={t('account.profile.contact_password_help')}
              autoComplete="current-password"
              required
              {...form.field('current_password')}
            />
          ) : null}
          <FlowSubmit
            flow={flow}
            label={t('account.profile.save')}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          />
        </Stack>
      </form>
    </AccountCard>
  );
}

export interface ProfileImageFormProps {
  profile: Profile;
  flow: FlowState;
  onUpload: (file: File) => void;
}

/** The avatar, or the company's logo (spec §2 drawer picture), uploaded as soon as chosen. */
export function ProfileImageForm({ profile, flow, onUpload }: ProfileImageFormProps) {
  const { t } = useT();
  const label = t(profile.company ? 'account.profile.logo' : 'account.profile.avatar');
  const src = (profile.company ? profile.logo : profile.avatar) ?? undefined;
  return (
    <AccountCard title={label} headingLevel="h2" width="2xl">
      <Stack gap="4">
        <FlowAlert flow={flow} successText={t('success.data_updated')} />
        <HStack gap="5" align="center" wrap="wrap">
          <Avatar.Root size="2xl" shape={profile.company ? 'rounded' : 'full'}>
            <Avatar.Fallback>{initialsOf(profile.name)}</Avatar.Fallback>
            {src ? <Avatar.Image src={src} alt={label} /> : null}
          </Avatar.Root>
          <FileUpload.Root
            accept={IMAGE_TYPES}
            maxFiles={1}
            width="auto"
            onFileAccept={(details) => {
              const file = details.files[0];
              if (file) onUpload(file);
            }}
          >
            <FileUpload.HiddenInput aria-label={label} />
            <FileUpload.Trigger asChild>
              <Button
                variant="outline"
                colorPalette="brand"
                loading={flow.status === 'pending'}
                loadingText={t('account.profile.choose_image')}
              >
                {t('account.profile.choose_image')}
              </Button>
            </FileUpload.Trigger>
          </FileUpload.Root>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('account.profile.image_help')}
        </Text>
      </Stack>
    </AccountCard>
  );
}

export interface ChangePasswordFormProps {
  flow: FlowState;
  onSubmit: (request: PasswordUpdateRequest) => void;
}

const EMPTY_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

/** PUT customer/update_password/{id}: the current password, then the new one twice. */
export function ChangePasswordForm({ flow, onSubmit }: ChangePasswordFormProps) {
  const { t } = useT();
  const form = useAccountForm(passwordUpdateRequestSchema, EMPTY_PASSWORDS, flow);
  const { setValues } = form;
  const succeeded = flow.status === 'succeeded';
  const wasSucceeded = useRef(succeeded);
  // Passwords never stay on screen after they were accepted.
  useEffect(() => {
    if (succeeded && !wasSucceeded.current) setValues(EMPTY_PASSWORDS);
    wasSucceeded.current = succeeded;
  }, [succeeded, setValues]);

  return (
    <AccountCard title={t('account.password.title')} headingLevel="h2" width="2xl">
      <form onSubmit={form.submitTo(onSubmit)} noValidate>
        <Stack gap="5">
          <FlowAlert
            flow={flow}
            fields={['current_password', 'password', 'password_confirmation']}
          />
          <PasswordField
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            {...form.field('current_password')}
          />
          <NewPasswordFields
            label={t('account.password.new')}
            confirmationLabel={t('account.password.confirmation')}
            field={form.field}
          />
          <FlowSubmit
            flow={flow}
            label={t('account.password.submit')}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          />
        </Stack>
      </form>
    </AccountCard>
  );
}

export interface RemoveAccountRequestFormProps {
  flow: FlowState;
  onSubmit: (request: AccountRemovalRequest) => void;
}

/** POST customer/remove_account: the password proves it is the owner; the link is emailed. */
export function RemoveAccountRequestForm({ flow, onSubmit }: RemoveAccountRequestFormProps) {
  const { t } = useT();
  const form = useAccountForm(accountRemovalRequestSchema, { password: '' }, flow);
  return (
    <AccountCard title={t('account.remove.title')} headingLevel="h2" width="2xl">
      <form onSubmit={form.submitTo(onSubmit)} noValidate>
        <Stack gap="5">
          {/* Sized like the other cards' help texts (the profile read unevenly). */}
          <Text fontSize="sm" color="fg.muted">
            {t('account.remove.intro')}
          </Text>
          <FlowAlert flow={flow} fields={['password']} />
          <PasswordField
            label={t('account.remove.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <FlowSubmit
            flow={flow}
            label={t('account.remove.submit')}
            colorPalette="red"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          />
        </Stack>
      </form>
    </AccountCard>
  );
}
