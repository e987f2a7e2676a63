import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MULTI_STOP_RIDE, makeRide } from '../storybook/fixtures';
import { StoryPage } from '../storybook/story-frame';
import { LiveRide, type LiveRideProps } from './live-ride';

const meta = { title: 'Ride/LiveRide' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = () => {};
const handlers = { onCancel: noop, onEdit: noop, onShare: noop, onReceipt: noop };
const car = { latitude: 41.392, longitude: 2.165 };

const story = (props: Partial<LiveRideProps> & Pick<LiveRideProps, 'ride'>): Story => ({
  render: () => (
    <StoryPage maxW="2xl">
      <LiveRide {...handlers} {...props} />
    </StoryPage>
  ),
});

export const Searching = story({ ride: makeRide({ status_code: 2, taxi: null }) });
export const DriverOnTheWay = story({
  ride: makeRide({ status_code: 6, taxi: { ...makeRide().taxi!, ...car } }),
});
export const InProgressNoCancel = story({
  ride: makeRide({ status_code: 7, taxi: { ...makeRide().taxi!, ...car } }),
});
export const Scheduled = story({
  ride: makeRide({
    status_code: 13,
    taxi: null,
    programacion: { fecha: '2026-11-24', hora: '07:15' },
  }),
});
export const CompletedWithReceipt = story({ ride: makeRide({ status_code: 8 }) });
export const MultiStop = story({ ride: MULTI_STOP_RIDE });
export const HotelStaff = story({
  ride: makeRide({ status_code: 3, viajero: { name: 'Room 214' } }),
  audience: 'staff',
  actions: ['cancel', 'edit'],
});
export const Guest = story({
  ride: makeRide({ status_code: 6, taxi: { ...makeRide().taxi!, ...car } }),
  audience: 'guest',
  actions: ['cancel', 'call'],
});

/** The cancel asks first; keeping the ride closes the question and sends nothing. */
export const CancelAsksFirst: Story = {
  ...story({ ride: makeRide({ status_code: 3 }) }),
  // The story runs in every language of the run, so names are matched in all three.
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await screen.findByRole('button', {
        name: /^(Cancel service|Cancelar servicio|Cancel·la el servei)$/,
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('#10452?');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(Keep it|Mantenerlo|Mantén-lo)$/ }),
    );
  },
};
