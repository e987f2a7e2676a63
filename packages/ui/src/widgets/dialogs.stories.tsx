import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { FARE_GROUPINGS, PAYMENT_METHODS } from '../storybook/fixtures';
import { ConfirmDialog } from './confirm-dialog';
import { DateTimeDialog } from './date-time-dialog';
import { FareInfoDialog } from './fare-info-dialog';
import { FarePickerDialog } from './fare-picker-dialog';
import { NotificationDialog } from './notification-dialog';
import { PaymentMethodDialog } from './payment-method-dialog';
import { TextPromptDialog } from './text-prompt-dialog';
import { AppDialog } from './app-dialog';
import { StoryPage } from '../storybook/story-frame';
import { useT } from '../i18n/use-t';

const noop = () => {};
const meta = {
  title: 'Dialogs',
  parameters: { layout: 'fullscreen' },
  // Dialogs open over a screen, as in the apps.
  decorators: [
    (Story) => (
      <StoryPage>
        <Story />
      </StoryPage>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const ChoiceDate: Story = {
  render: () => (
    <DateTimeDialog
      open
      onClose={noop}
      onAccept={noop}
      now={DateTime.fromISO('2026-11-21T08:00')}
      initial={{ date: '2026-11-24', time: '07:15' }}
    />
  ),
};

export const PaymentMethods: Story = {
  render: () => (
    <PaymentMethodDialog
      open
      onClose={noop}
      methods={PAYMENT_METHODS}
      aggregatable={false}
      onSelectDefault={noop}
    />
  ),
};

export const PaymentMethodsEmpty: Story = {
  render: () => (
    <PaymentMethodDialog
      open
      onClose={noop}
      methods={[]}
      aggregatable={false}
      onSelectDefault={noop}
    />
  ),
};

export const FarePicker: Story = {
  render: () => (
    <FarePickerDialog
      open
      onClose={noop}
      groupings={FARE_GROUPINGS}
      onChoose={noop}
      onDiscount={noop}
    />
  ),
};

export const FarePickerScheduled: Story = {
  render: () => (
    <FarePickerDialog
      open
      scheduled
      onClose={noop}
      groupings={FARE_GROUPINGS}
      onChoose={noop}
      onDiscount={noop}
    />
  ),
};

export const FarePickerLoading: Story = {
  render: () => <FarePickerDialog open loading onClose={noop} groupings={[]} onChoose={noop} />,
};

export const FarePickerEmpty: Story = {
  render: () => (
    <FarePickerDialog open onClose={noop} groupings={[]} onChoose={noop} onDiscount={noop} />
  ),
};

export const FareInformation: Story = {
  render: () => <FareInfoDialog open onClose={noop} grouping={FARE_GROUPINGS[1] ?? null} />,
};

function Notification() {
  const { t } = useT();
  return <NotificationDialog open onClose={noop} message={t('error.password_update')} />;
}
export const NotificationRed: Story = { render: () => <Notification /> };

function LogoutConfirm() {
  const { t } = useT();
  return (
    <ConfirmDialog open onCancel={noop} onConfirm={noop} title={t('logout.confirm')} destructive />
  );
}
export const Confirmation: Story = { render: () => <LogoutConfirm /> };

export const TextPrompt: Story = {
  render: () => (
    <TextPromptDialog
      open
      onClose={noop}
      onSubmit={noop}
      title="Motivo de la cancelación"
      label="Explica brevemente el motivo"
      initial="Cambio"
    />
  ),
};

export const WidthSmall: Story = {
  render: () => (
    <AppDialog open onClose={noop} title="300 px" width="small">
      Modal
    </AppDialog>
  ),
};
export const WidthMedium: Story = {
  render: () => (
    <AppDialog open onClose={noop} title="512 px" width="medium">
      Modal
    </AppDialog>
  ),
};
export const WidthLarge: Story = {
  render: () => (
    <AppDialog open onClose={noop} title="700 px" width="large">
      Modal
    </AppDialog>
  ),
};
