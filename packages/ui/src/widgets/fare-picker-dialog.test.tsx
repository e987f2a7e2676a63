import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FARE_GROUPINGS } from '../storybook/fixtures';
import { renderUi } from '../test/render';
import { FarePickerDialog } from './fare-picker-dialog';

const list = () => screen.getByRole('list', { name: 'Choose Fare' });
const names = () =>
  within(list())
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('FarePickerDialog', () => {
  it('goes one level deeper for a grouping without fare, back pops it, and a fare is the choice', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderUi(
      <FarePickerDialog open onClose={() => {}} groupings={FARE_GROUPINGS} onChoose={onChoose} />,
    );
    await screen.findByRole('dialog', { name: 'Choose Fare' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(within(list()).getByRole('button', { name: /^E?\s*Empresas colaboradoras/ }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(names().some((name) => name.includes('Taxi Sol de Mallorca'))).toBe(true);
    expect(names().some((name) => name.includes('Premium Van'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(names().some((name) => name.includes('Premium Van'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(within(list()).getByRole('button', { name: /^E?\s*Empresas colaboradoras/ }));
    await user.click(within(list()).getByRole('button', { name: /^Taxi Sol de Mallorca/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }));
  });

  it('shows the price, the struck-through price without discount and the scheduled price', async () => {
    renderUi(
      <FarePickerDialog open onClose={() => {}} groupings={FARE_GROUPINGS} onChoose={() => {}} />,
    );
    const van = within(await screen.findByRole('button', { name: /^Premium Van/ }));
    expect(van.getByText('€31.90')).toBeVisible();
    expect(van.getByText('€38.50').tagName).toBe('S');
    expect(van.getByText('€35.09')).toBeVisible();
    expect(van.getByText('Wi-Fi a bordo')).toBeVisible();
  });
});
