import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Profile } from '@parada/core';
import type { FlowState, ContentPageState } from '@parada/core/store';
import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StoryMain } from '../storybook/story-frame';
import { ActivationForm } from './activation-form';
import { ContentView } from './content-view';
import { LoginForm } from './login-form';
import {
  ChangePasswordForm,
  ProfileDetailsForm,
  ProfileImageForm,
  RemoveAccountRequestForm,
} from './profile-forms';
import { RecoverPasswordForm } from './recover-password-form';
import { RegisterForm } from './register-form';
import { RemoveAccountConfirm } from './remove-account-confirm';
import { RenewPrivacyForm } from './renew-privacy-form';
import { SessionsView } from './sessions-card';
import { UndoContactChange } from './undo-contact-change';
import { ResetPasswordForm } from './reset-password-form';

const idle: FlowState = { status: 'idle', outcome: null };
const pending: FlowState = { ...idle, status: 'pending' };
const failed = (message: string, fieldErrors: Record<string, string> = {}): FlowState => ({
  status: 'failed',
  outcome: {
    kind: 'story',
    id: null,
    ok: false,
    message,
    code: 422,
    errors: Object.entries(fieldErrors).map(([field, text]) => ({ field, message: text })),
    seq: 1,
  },
});
const succeeded = (message: string | null = null): FlowState => ({
  status: 'succeeded',
  outcome: { kind: 'story', id: null, ok: true, key: null, params: {}, message, seq: 1 },
});
const noop = () => {};

const profile: Profile = {
  id: 7,
  name: 'Marta Soler i Puig',
  email: 'marta.soler@example.com',
  phone: '+34600111222',
  avatar: null,
  logo: null,
  company: false,
};

const privacy: ContentPageState = {
  status: 'loaded',
  error: null,
  page: {
    key: 'politica_privacidad',
    language: 'es',
    title: 'Política de privacidad',
    updated_at: '2026-11-20T10:00:00Z',
    body: '<h2>Quién trata tus datos</h2><p>Parada Taxi Barcelona S.L. trata tus datos para prestarte el servicio de transporte que pides.</p><ul><li>Nombre, correo y teléfono, para avisarte de tu servicio.</li><li>Origen y destino de cada viaje, para la factura.</li></ul><p>Escríbenos a <a href="mailto:privacidad@example.com">privacidad@example.com</a>.</p>',
  },
};

/** The page around a form: the forms carry the screen's h1, as in the apps. */
function Screen({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <StoryMain>
      <Stack gap="6" maxW="2xl" mx="auto">
        {title ? (
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        ) : null}
        {children}
      </Stack>
    </StoryMain>
  );
}

const meta = {
  title: 'Account/Screens',
  parameters: { route: '/login' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  render: () => (
    <Screen>
      <LoginForm
        flow={idle}
        onSubmit={noop}
        registerHref="/register"
        recoverHref="/recover_password"
      />
    </Screen>
  ),
};

export const LoginRefused: Story = {
  render: () => (
    <Screen>
      <LoginForm flow={failed('Invalid username or password')} onSubmit={noop} />
    </Screen>
  ),
};

export const Register: Story = {
  render: () => (
    <Screen>
      <RegisterForm
        flow={idle}
        onSubmit={noop}
        termsHref="/content/condiciones_generales"
        privacyHref="/content/politica_privacidad"
        loginHref="/login"
      />
    </Screen>
  ),
};

export const RegisterEmailTaken: Story = {
  render: () => (
    <Screen>
      <RegisterForm
        flow={failed('This email is already registered', {
          email: 'This email is already registered',
        })}
        onSubmit={noop}
        termsHref="/content/condiciones_generales"
        privacyHref="/content/politica_privacidad"
      />
    </Screen>
  ),
};

export const Activation: Story = {
  render: () => (
    <Screen>
      <ActivationForm
        kind="phone"
        title="Activa tu cuenta"
        flow={idle}
        resendFlow={idle}
        initialIdentity="+34600111222"
        onSubmit={noop}
        onResend={noop}
      />
    </Screen>
  ),
};

export const ActivationWrongCode: Story = {
  render: () => (
    <Screen>
      <ActivationForm
        kind="phone"
        title="Activa tu cuenta"
        flow={failed('Invalid code', { code: 'Invalid code' })}
        resendFlow={succeeded('We have sent you a code by SMS')}
        initialIdentity="+34600111222"
        initialCode="000000"
        onSubmit={noop}
        onResend={noop}
      />
    </Screen>
  ),
};

export const EmployeeActivation: Story = {
  render: () => (
    <Screen>
      <ActivationForm
        kind="email"
        title="Activa tu cuenta de empleado"
        flow={pending}
        initialIdentity="jordi@example.com"
        initialCode="123456"
        onSubmit={noop}
      />
    </Screen>
  ),
};

export const RecoverPassword: Story = {
  render: () => (
    <Screen>
      <RecoverPasswordForm flow={idle} onSubmit={noop} loginHref="/login" />
    </Screen>
  ),
};

export const RecoverPasswordSent: Story = {
  render: () => (
    <Screen>
      <RecoverPasswordForm
        flow={succeeded('If the account exists, we have emailed you a link to reset the password')}
        onSubmit={noop}
        loginHref="/login"
      />
    </Screen>
  ),
};

export const ResetPassword: Story = {
  render: () => (
    <Screen>
      <ResetPasswordForm
        kind="customer"
        title="Restablece la contraseña"
        flow={failed('Invalid code')}
        initialCode="abc"
        onSubmit={noop}
      />
    </Screen>
  ),
};

export const ResetPasswordDone: Story = {
  render: () => (
    <Screen>
      <ResetPasswordForm
        kind="employee"
        title="Restablece la contraseña"
        flow={succeeded('Password updated')}
        initialCode="abc"
        loginHref="/login"
        onSubmit={noop}
      />
    </Screen>
  ),
};

export const ProfileScreen: Story = {
  render: () => (
    <Screen title="Perfil">
      <ProfileImageForm profile={profile} flow={idle} onUpload={noop} />
      <ProfileDetailsForm profile={profile} flow={succeeded()} onSubmit={noop} />
      <ChangePasswordForm
        flow={failed('Password could not be updated. Try again with another password', {
          current_password: 'Password could not be updated. Try again with another password',
        })}
        onSubmit={noop}
      />
      <RemoveAccountRequestForm flow={idle} onSubmit={noop} />
    </Screen>
  ),
};

export const Sessions: Story = {
  render: () => (
    <Screen title="Perfil">
      <SessionsView
        sessions={[
          {
            id: 3,
            user_agent:
              'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
            created_at: '2026-11-20T09:12:00+01:00',
            last_used_at: '2026-11-29T08:40:00+01:00',
            current: true,
          },
          {
            id: 2,
            user_agent:
              'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
            created_at: '2026-10-02T18:03:00+02:00',
            last_used_at: '2026-11-27T21:15:00+01:00',
            current: false,
          },
          {
            id: 1,
            user_agent: null,
            created_at: '2026-09-14T10:00:00+02:00',
            last_used_at: '2026-09-14T10:05:00+02:00',
            current: false,
          },
        ]}
        status="loaded"
        flow={idle}
        onSignOutOthers={noop}
      />
    </Screen>
  ),
};

export const UndoContact: Story = {
  render: () => (
    <Screen>
      <UndoContactChange code="abc" flow={idle} onConfirm={noop} loginHref="/login" />
    </Screen>
  ),
};

export const CompanyProfile: Story = {
  render: () => (
    <Screen title="Perfil">
      <ProfileImageForm
        profile={{ ...profile, name: 'Hotel Miramar S.L.', company: true }}
        flow={pending}
        onUpload={noop}
      />
    </Screen>
  ),
};

export const RemoveAccount: Story = {
  render: () => (
    <Screen>
      <RemoveAccountConfirm code="abc" flow={idle} onConfirm={noop} homeHref="/" />
    </Screen>
  ),
};

export const RemoveAccountDone: Story = {
  render: () => (
    <Screen>
      <RemoveAccountConfirm
        code="abc"
        flow={succeeded('Your account has been removed')}
        onConfirm={noop}
        homeHref="/"
      />
    </Screen>
  ),
};

export const RenewPrivacy: Story = {
  render: () => (
    <Screen>
      <RenewPrivacyForm privacy={privacy} onRetry={noop} flow={idle} onAccept={noop} />
    </Screen>
  ),
};

export const Content: Story = {
  render: () => (
    <Screen>
      <ContentView state={privacy} onRetry={noop} />
    </Screen>
  ),
};

export const ContentFailed: Story = {
  render: () => (
    <Screen>
      <ContentView state={{ status: 'failed', page: null, error: 'Not Found' }} onRetry={noop} />
    </Screen>
  ),
};
