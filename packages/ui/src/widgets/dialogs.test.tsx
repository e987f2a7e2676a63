import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { maskDate, maskTime } from './date-fields';
import { DateTimeDialog } from './date-time-dialog';
import { NotificationDialog } from './notification-dialog';
import { TextPromptDialog } from './text-prompt-dialog';

describe('date masks', () => {
  it('turns typed digits into YYYY-MM-DD and 24-hour HH:mm', () => {
    expect(maskDate('20261124')).toBe('2026-11-24');
    expect(maskDate('2026/11')).toBe('2026-11');
    expect(maskTime('0715')).toBe('07:15');
    expect(maskTime('23:59:59')).toBe('23:59');
  });
});

describe('DateTimeDialog', () => {
  const now = DateTime.fromISO('2026-11-21T08:00');
  /** The dialog open at 08:00 on 2026-11-21 with a date and time already typed. */
  const open = (initial: { date: string; time: string }) => {
    const onAccept = vi.fn();
    renderUi(
      <DateTimeDialog open onClose={() => {}} onAccept={onAccept} now={now} initial={initial} />,
    );
    return onAccept;
  };

  it('returns the date state for a future date and time', async () => {
    const user = userEvent.setup();
    const onAccept = open({ date: '2026-11-24', time: '' });
    await user.type(await screen.findByRole('textbox', { name: /Time/ }), '0715');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith({
      fullDate: '2026-11-24 07:15',
      date: '2026-11-24',
      time: '07:15',
    });
  });

  it('refuses a time in the past saying it is past', async () => {
    const user = userEvent.setup();
    const onAccept = open({ date: '2026-11-21', time: '07:59' });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date and time later than now');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Must select date and time');
  });

  it('asks for a time when none is typed', async () => {
    const user = userEvent.setup();
    const onAccept = open({ date: '2026-11-24', time: '' });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Must select date and time');
  });
});

describe('TextPromptDialog', () => {
  it('accepts the text only once it is longer than the minimum', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(
      <TextPromptDialog
        open
        onClose={() => {}}
        onSubmit={onSubmit}
        title="Reason"
        label="Reason"
        minLength={10}
      />,
    );
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '0123456789');
    expect(accept).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '!');
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(onSubmit).toHaveBeenCalledWith('0123456789!');
  });
});

describe('NotificationDialog', () => {
  it('shows the server message with one Accept button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(
      <NotificationDialog
        open
        onClose={onClose}
        message="Password could not be updated. Try again with another password"
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Password could not be updated');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onClose).toHaveBeenCalled();
  });
});
