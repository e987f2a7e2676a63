import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountFlowState } from '@parada/core';
import { renderUi } from '../test/render';
import { RegisterForm } from './register-form';

const idle: AccountFlowState = { status: 'idle', message: null, fieldErrors: {} };

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
});
