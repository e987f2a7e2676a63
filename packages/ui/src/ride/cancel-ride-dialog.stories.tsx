import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeRide } from '../storybook/fixtures';
import { StoryPage } from '../storybook/story-frame';
import { CancelRideDialog } from './cancel-ride-dialog';

const meta = { title: 'Ride/CancelRideDialog' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = () => {};

export const Customer: Story = {
  render: () => (
    <StoryPage maxW="2xl">
      <CancelRideDialog ride={makeRide({ id: 10452 })} onKeep={noop} onConfirm={noop} />
    </StoryPage>
  ),
};

export const HotelStaff: Story = {
  render: () => (
    <StoryPage maxW="2xl">
      <CancelRideDialog
        ride={makeRide({ id: 10453 })}
        traveler="Room 214"
        onKeep={noop}
        onConfirm={noop}
      />
    </StoryPage>
  ),
};
