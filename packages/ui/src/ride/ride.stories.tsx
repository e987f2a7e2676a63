import { Box, Heading, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FAVORITES, MULTI_STOP_RIDE, PLACES, RIDES, makeRide } from '../storybook/fixtures';
import { StoryFrame, StoryPage } from '../storybook/story-frame';
import { AddressField } from './address-field';
import { PassengersStepper } from './passengers-stepper';
import { RideFareDetails } from './ride-fare-details';
import { RideStatusBox } from './ride-status-box';
import { RidesTable } from './rides-table';
import { useT } from '../i18n/use-t';

const meta = { title: 'Ride' } satisfies Meta;
export default meta;
type Story = StoryObj;

const deniedGeolocation: Pick<Geolocation, 'getCurrentPosition'> = {
  getCurrentPosition: (_success, failure) =>
    failure?.({
      code: 1,
      message: 'denied',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError),
};

function AddressForm({
  initial = '',
  geolocation,
}: {
  initial?: string;
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
}) {
  const { t } = useT();
  const [origin, setOrigin] = useState(initial);
  const [destination, setDestination] = useState('');
  const search = (query: string) =>
    PLACES.filter((place) => place.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <StoryFrame>
      <Box minH="96">
        <Stack gap="4">
          <AddressField
            label={t('address.origin')}
            query={origin}
            onQueryChange={setOrigin}
            onSelect={(address) => setOrigin(address.name)}
            onClear={() => setOrigin('')}
            onLocate={() => setOrigin('Passeig de Gràcia, 43, Barcelona')}
            geolocation={geolocation}
            favorites={FAVORITES}
            results={search(origin)}
          />
          <AddressField
            kind="destination"
            label={t('address.destination')}
            query={destination}
            onQueryChange={setDestination}
            onSelect={(address) => setDestination(address.name)}
            onClear={() => setDestination('')}
            favorites={FAVORITES}
            results={search(destination)}
          />
        </Stack>
      </Box>
    </StoryFrame>
  );
}

export const AddressEmpty: Story = { render: () => <AddressForm /> };

export const AddressSuggestions: Story = {
  render: () => <AddressForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [origin] = canvas.getAllByRole('combobox');
    await userEvent.type(origin!, 'pla');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox', { name: /.+/ })).toBeVisible();
  },
};

export const AddressGeolocationRefused: Story = {
  render: () => <AddressForm geolocation={deniedGeolocation} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [locate] = canvas.getAllByRole('button');
    await userEvent.click(locate!);
  },
};

function Passengers({ max }: { max: number | null }) {
  const [value, setValue] = useState(2);
  return (
    <StoryFrame width="sm">
      <PassengersStepper value={value} onChange={setValue} max={max} />
    </StoryFrame>
  );
}
export const PassengersDefaultMax: Story = { render: () => <Passengers max={null} /> };
export const PassengersGroupingMax: Story = { render: () => <Passengers max={3} /> };

const statusStory = (code: number, extra = {}): Story => ({
  render: () => (
    <StoryPage maxW="2xl">
      <RideStatusBox
        ride={makeRide({ status_code: code, ...(code <= 2 ? { taxi: null } : {}), ...extra })}
      />
    </StoryPage>
  ),
});

export const Status1Created = statusStory(1);
export const Status2Searching = statusStory(2);
export const Status3DriverAssigned = statusStory(3);
export const Status6OnTheWay = statusStory(6);
export const Status10AtPickup = statusStory(10);
export const Status7InProgress = statusStory(7);
export const Status8Completed = statusStory(8);
export const Status9NotAttended = statusStory(9, { taxi: null });
export const Status4Cancelled = statusStory(4, { taxi: null });
export const Status5CancelledByOperator = statusStory(5, { taxi: null });
export const Status13Scheduled = statusStory(13, {
  taxi: null,
  programacion: { fecha: '2026-11-24', hora: '07:15' },
});
export const StatusMultipleStops: Story = {
  render: () => (
    <StoryPage maxW="2xl">
      <RideStatusBox ride={MULTI_STOP_RIDE} />
    </StoryPage>
  ),
};

const tableFrame = (node: React.ReactNode) => <StoryPage maxW="7xl">{node}</StoryPage>;
const noop = () => {};
export const TableWithRides: Story = {
  render: () =>
    tableFrame(<RidesTable rides={RIDES} onCancel={noop} onResend={noop} onDetails={noop} />),
};
export const TableLoading: Story = {
  render: () => tableFrame(<RidesTable rides={[]} loading />),
};
export const TableEmpty: Story = { render: () => tableFrame(<RidesTable rides={[]} />) };
function TableError() {
  const { t } = useT();
  return tableFrame(<RidesTable rides={[]} error={t('table.error')} onRetry={noop} />);
}
export const TableFailed: Story = { render: () => <TableError /> };

/**
 * How a ride is paid and what its price is made of, as the server priced it. In the
 * app it sits in the ride's details dialog under the dialog's level-two title; one ride per
 * story, as a dialog shows one.
 */
function fareDetailsStory(title: string, ride: Parameters<typeof makeRide>[0]): Story {
  return {
    render: () => (
      <StoryFrame>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <RideFareDetails ride={makeRide(ride)} />
      </StoryFrame>
    ),
  };
}
export const FareDetails = fareDetailsStory('#10452', {
  fare: 9.5,
  payment_method: 'wallet',
  fare_breakdown: [
    { kind: 'flag_fall', amount: 2.5, label: null },
    { kind: 'distance', amount: 8.4, label: null },
    { kind: 'time', amount: 1.6, label: null },
    { kind: 'scheduled_supplement', amount: 3, label: null },
    { kind: 'discount_code', amount: -6, label: 'WELCOME5' },
  ],
});
export const FareDetailsMetered = fareDetailsStory('#10453', {
  fare: null,
  metered: true,
  fare_estimate: 14.2,
  payment_method: 'cash',
});
