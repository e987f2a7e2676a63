import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryFrame } from '../storybook/story-frame';
import { DateField, DateTimeField } from './date-fields';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useT } from '../i18n/use-t';

function Fields({ errors = false }: { errors?: boolean }) {
  const { t } = useT();
  const [date, setDate] = useState(errors ? '2026-13-45' : '2026-11-24');
  const [kind, setKind] = useState('taxi');
  const [dateTime, setDateTime] = useState({
    date: '2026-11-24',
    time: errors ? '25:10' : '07:15',
  });
  return (
    <StoryFrame title="Parada">
      <TextField
        label="Email"
        type="email"
        defaultValue={errors ? 'marta@' : 'marta.soler@example.com'}
        error={errors ? t('validation.email') : null}
        required
      />
      <PasswordField
        label="Password"
        defaultValue="s3cret-Passw0rd"
        error={errors ? t('validation.password') : null}
        required
      />
      <DateField label="Date" value={date} onChange={setDate} />
      <SelectField label="Ride type" value={kind} onChange={setKind}>
        <option value="taxi">Taxi</option>
        <option value="premium">Premium</option>
      </SelectField>
      <DateTimeField
        value={dateTime}
        onChange={setDateTime}
        error={errors ? t('ride.date_time_required') : null}
      />
    </StoryFrame>
  );
}

const meta = { title: 'Widgets/Fields', component: Fields } satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const WithErrors: Story = { args: { errors: true } };
export const Catalan: Story = { globals: { language: 'ca' } };
export const English: Story = { globals: { language: 'en' } };
