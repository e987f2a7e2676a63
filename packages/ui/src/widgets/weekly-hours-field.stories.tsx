import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryFrame } from '../storybook/story-frame';
import { WeeklyHoursField, kioskHoursOf, type KioskHours } from './weekly-hours-field';

function Hours({ always = false }: { always?: boolean }) {
  const [hours, setHours] = useState<KioskHours>(() =>
    always
      ? kioskHoursOf({ opening_hours: null })
      : kioskHoursOf({
          opening_hours: null,
          weekly_hours: [
            { opens: '07:00', closes: '23:00' },
            { opens: '07:00', closes: '23:00' },
            { opens: '07:00', closes: '23:00' },
            { opens: '07:00', closes: '23:00' },
            { opens: '07:00', closes: '02:00' },
            { opens: '09:00', closes: '02:00' },
            null,
          ],
        }),
  );
  return (
    <StoryFrame title="Parada">
      <WeeklyHoursField value={hours} onChange={setHours} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Widgets/Weekly hours',
  component: Hours,
} satisfies Meta<typeof Hours>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
export const AroundTheClock: Story = { args: { always: true } };
export const Catalan: Story = { globals: { language: 'ca' } };
