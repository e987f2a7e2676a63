import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_METHODS } from '../storybook/fixtures';
import { renderUi } from '../test/render';
import { PaymentMethodDialog } from './payment-method-dialog';

const toggle = (name: string) => screen.getByRole('checkbox', { name: `Use ${name} as default` });

/** The dialog over the fixtures' methods; what it reports as the new default. */
const openDialog = (aggregatable: boolean, language?: 'en' | 'es') => {
  const onSelectDefault = vi.fn();
  renderUi(
    <PaymentMethodDialog
      open
      onClose={() => {}}
      methods={PAYMENT_METHODS}
      aggregatable={aggregatable}
      onSelectDefault={onSelectDefault}
    />,
    { language },
  );
  return onSelectDefault;
};

describe('PaymentMethodDialog', () => {
  it('keeps exactly one default: turning one on turns the previous one off', async () => {
    const user = userEvent.setup();
    const onSelectDefault = openDialog(false);
    expect(await screen.findByRole('dialog', { name: 'Payment method' })).toBeVisible();
    expect(toggle('Efectivo')).toBeChecked();
    expect(toggle('Monedero')).not.toBeChecked();

    await user.click(toggle('Monedero'));

    expect(onSelectDefault).toHaveBeenCalledWith(2);
    expect(toggle('Monedero')).toBeChecked();
    expect(toggle('Efectivo')).not.toBeChecked();
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('blocks another choice when the methods are aggregatable, and says why', async () => {
    const user = userEvent.setup();
    // In Spanish, where the spec gives the message verbatim.
    const onSelectDefault = openDialog(true, 'es');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Usar Visa ···· 4242 como predeterminado' }),
    );

    expect(onSelectDefault).not.toHaveBeenCalled();
    expect(screen.getByText('No es posible seleccionar otro medio de pago')).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Usar Efectivo como predeterminado' }),
    ).toBeChecked();
  });
});
