import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import {
  WeeklyHoursField,
  kioskHoursOf,
  kioskHoursToSave,
  type KioskHours,
} from './weekly-hours-field';

let latest: KioskHours | null = null;

function Editor({ start }: { start: KioskHours }) {
  const [hours, setHours] = useState(start);
  latest = hours;
  return <WeeklyHoursField value={hours} onChange={setHours} />;
}

describe('WeeklyHoursField', () => {
  it('starts from the saved week, else the daily hours every day, else around the clock', () => {
    expect(kioskHoursOf({ opening_hours: null })).toMatchObject({ always: true });
    const daily = kioskHoursOf({ opening_hours: { opens: '07:00', closes: '23:00' } });
    expect(daily.always).toBe(false);
    expect(daily.week).toHaveLength(7);
    expect(daily.week.every((day) => day?.opens === '07:00')).toBe(true);
    expect(kioskHoursToSave({ ...daily, always: true })).toEqual({
      ok: true,
      weekly_hours: null,
      opening_hours: null,
    });
    const same = { ...daily, week: daily.week.map(() => ({ opens: '08:00', closes: '08:00' })) };
    expect(kioskHoursToSave(same)).toEqual({ ok: false, message: 'hotel.hours_same' });
  });

  it('edits each weekday in Catalan, a day closed all day included', async () => {
    const user = userEvent.setup();
    renderUi(<Editor start={kioskHoursOf({ opening_hours: null })} />, { language: 'ca' });
    await user.click(screen.getByText('Obert les 24 hores, cada dia'));
    expect(screen.getByLabelText('Obre el dilluns')).toHaveValue('08:00');
    fireEvent.change(screen.getByLabelText('Tanca el divendres'), { target: { value: '02:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Tancat diumenge' }));
    expect(screen.queryByLabelText('Obre el diumenge')).toBeNull();
    const saved = kioskHoursToSave(latest!);
    expect(saved.ok && saved.weekly_hours?.[4]).toEqual({ opens: '08:00', closes: '02:00' });
    expect(saved.ok && saved.weekly_hours?.[6]).toBeNull();
  });
});
