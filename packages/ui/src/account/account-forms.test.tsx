import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentPageState, FlowState } from '@parada/core/store';
import { renderUi } from '../test/render';
import { ActivationForm } from './activation-form';
import { ProfileDetailsForm } from './profile-forms';
import { RegisterForm } from './register-form';
import { RenewPrivacyForm } from './renew-privacy-form';

const idle: FlowState = { status: 'idle', outcome: null };

describe('RegisterForm', () => {
  it('shows every rule that fails and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderUi(<RegisterForm flow={idle} onSubmit={onSubmit} termsHref="/t" privacyHref="/p" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('You must accept the terms of use and the privacy policy'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name with digits with the spec’s "Letters only", in Catalan', async () => {
    const onSubmit = vi.fn();
    renderUi(<RegisterForm flow={idle} onSubmit={onSubmit} termsHref="/t" privacyHref="/p" />, {
      language: 'ca',
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Nom i cognoms/ }), 'Audit 123');
    await userEvent.click(screen.getByRole('button', { name: "Registra't" }));
    expect(await screen.findByText('Només lletres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("names a rule's bound in its text", async () => {
    renderUi(<RegisterForm flow={idle} onSubmit={vi.fn()} termsHref="/t" privacyHref="/p" />);
    await userEvent.click(screen.getByRole('textbox', { name: /Full name/ }));
    await userEvent.paste('N'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Write at most 100 characters')).toBeInTheDocument();
  });

  it('asks about the email as the field is left and says when it is taken', async () => {
    const asked: string[] = [];
    // The page's part: the server says the first address asked about is registered.
    function Page() {
      const [taken, setTaken] = useState<string | null>(null);
      return (
        <RegisterForm
          flow={idle}
          onSubmit={() => {}}
          termsHref="/t"
          privacyHref="/p"
          takenEmail={taken}
          onEmailLeft={(email) => {
            asked.push(email);
            setTaken(email);
          }}
        />
      );
    }
    renderUi(<Page />, { language: 'ca' });
    const email = screen.getByRole('textbox', { name: /Correu electrònic/ });
    await userEvent.type(email, 'client@example.com');
    await userEvent.tab();
    expect(asked).toEqual(['client@example.com']);
    expect(
      await screen.findByText('Aquest correu electrònic ja està registrat'),
    ).toBeInTheDocument();
    await userEvent.type(email, 'x');
    expect(screen.queryByText('Aquest correu electrònic ja està registrat')).toBeNull();
  });
});

describe('ProfileDetailsForm', () => {
  const profile = {
    id: 7,
    name: 'Marta Puig',
    email: 'marta@example.com',
    phone: '+34600111222',
    avatar: null,
    logo: null,
    company: false,
  };

  it('asks for the current password only once the email or phone changes, and sends it', async () => {
    const onSubmit = vi.fn();
    renderUi(<ProfileDetailsForm profile={profile} flow={idle} onSubmit={onSubmit} />, {
      language: 'es',
    });
    expect(screen.queryByLabelText(/Contraseña actual/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      name: 'Marta Puig',
      email: 'marta@example.com',
      phone: '+34600111222',
    });
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'nuevo@example.com');
    const password = await screen.findByLabelText(/Contraseña actual/);
    expect(screen.getByText(/Avisaremos a tu dirección actual/)).toBeInTheDocument();
    await userEvent.type(password, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      name: 'Marta Puig',
      email: 'nuevo@example.com',
      phone: '+34600111222',
      current_password: 'secret123',
    });
  });
});

describe('ActivationForm', () => {
  it("says at once when sign-up's SMS did not leave, until the code is asked again", () => {
    const props = {
      kind: 'phone' as const,
      title: 'Activa el compte',
      flow: idle,
      initialIdentity: '+34600111222',
      onSubmit: vi.fn(),
      onResend: vi.fn(),
    };
    const first = renderUi(<ActivationForm {...props} resendFlow={idle} codeNotSent />, {
      language: 'ca',
    });
    expect(screen.getByText(/No hem pogut enviar el codi per SMS/)).toBeInTheDocument();
    first.unmount();
    renderUi(
      <ActivationForm {...props} resendFlow={{ status: 'pending', outcome: null }} codeNotSent />,
      { language: 'ca' },
    );
    expect(screen.queryByText(/No hem pogut enviar el codi per SMS/)).toBeNull();
  });
});

describe('RenewPrivacyForm', () => {
  const privacy: ContentPageState = {
    status: 'loaded',
    error: null,
    page: {
      key: 'politica_privacidad',
      language: 'es',
      title: 'Política de privacidad',
      updated_at: '2026-11-20T10:00:00Z',
      body: '<p>Tratamos tus datos para prestar el servicio.</p>',
    },
  };

  it('asks a user who never accepted it for a first acceptance, not a changed policy', () => {
    renderUi(
      <RenewPrivacyForm
        privacy={privacy}
        onRetry={vi.fn()}
        flow={idle}
        onAccept={vi.fn()}
        firstTime
      />,
      { language: 'es' },
    );
    expect(
      screen.getByText(
        'Lee nuestra política de privacidad y acéptala para empezar a usar el servicio.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ha cambiado/)).toBeNull();
  });

  it('says the policy changed to a user who accepted an older one', () => {
    renderUi(
      <RenewPrivacyForm privacy={privacy} onRetry={vi.fn()} flow={idle} onAccept={vi.fn()} />,
      { language: 'es' },
    );
    expect(screen.getByText(/Nuestra política de privacidad ha cambiado/)).toBeInTheDocument();
  });
});
