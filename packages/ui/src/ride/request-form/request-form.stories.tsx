import { Stack } from '@chakra-ui/react';
import type { Grouping } from '@parada/core';
import type { RideSchedule } from '@parada/core/store';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FARE_GROUPINGS, FAVORITES, PAYMENT_METHODS, PLACES } from '../../storybook/fixtures';
import { StoryFrame } from '../../storybook/story-frame';
import type { AddressFieldProps } from '../address-field';
import { PassengersStepper } from '../passengers-stepper';
import { FareSection } from './fare-section';
import { PaymentSection } from './payment-section';
import { RouteSection, type AddressBoxProps } from './route-section';
import { SubmissionFeedback } from './submission-feedback';
import { TravelerSection } from './traveler-section';
import { WhenSection } from './when-section';

const meta = { title: 'Ride/RequestForm' } satisfies Meta;
export default meta;
type Story = StoryObj;

type Place = (typeof PLACES)[number];
const noop = () => {};

/** An address box over the fixtures' places, as the app's hook gives it from core's search. */
function usePlaceBox(initial: Place | null = null) {
  const [query, setQuery] = useState(initial?.name ?? '');
  const [place, setPlace] = useState<Place | null>(initial);
  const box: Omit<AddressFieldProps, 'label' | 'kind'> = {
    query,
    onQueryChange: (next) => {
      setQuery(next);
      setPlace(null);
    },
    onSelect: (address) => {
      setQuery(address.name);
      setPlace(address);
    },
    onClear: () => {
      setQuery('');
      setPlace(null);
    },
    favorites: FAVORITES,
    results:
      query.length >= 3 && !place
        ? PLACES.filter((item) => item.name.toLowerCase().includes(query.toLowerCase()))
        : [],
  };
  return { box, place };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <StoryFrame width="lg">
      <Stack gap="6" minH="xl">
        {children}
      </Stack>
    </StoryFrame>
  );
}

function Route({ withStops = true }: { withStops?: boolean }) {
  const origin = usePlaceBox(PLACES[0]);
  const destination = usePlaceBox();
  const stopBox = usePlaceBox();
  const [stops, setStops] = useState<Place[]>([PLACES[2]!]);
  return (
    <Frame>
      <RouteSection
        legend="Trip"
        origin={origin.box as AddressBoxProps}
        destination={destination.box as AddressBoxProps}
        stops={
          withStops
            ? {
                stops,
                canAdd: stops.length < 3,
                onRemove: (index) => setStops(stops.filter((_, at) => at !== index)),
                newStop: {
                  ...stopBox.box,
                  onSelect: (address) => setStops([...stops, address]),
                },
              }
            : undefined
        }
      />
    </Frame>
  );
}

export const RouteWithStops: Story = { render: () => <Route /> };
export const RouteWithoutStops: Story = { render: () => <Route withStops={false} /> };

/** A stop is added from its own box and removed by its button. */
export const RouteAddsAndRemovesAStop: Story = {
  render: () => <Route />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const stops = () => screen.queryAllByRole('listitem');
    await expect(stops()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /^\+ / }));
    const box = screen.getAllByRole('combobox').at(1)!;
    await userEvent.type(box, 'Sants');
    await userEvent.click(await screen.findByRole('option', { name: /Sants/ }));
    await expect(stops()).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: /Reial/ })[0]!);
    await expect(stops()).toHaveLength(1);
  },
};

function When({ initial = null, later }: { initial?: RideSchedule | null; later?: boolean }) {
  const [schedule, setSchedule] = useState<RideSchedule | null>(initial);
  return (
    <Frame>
      <WhenSection
        schedule={schedule}
        later={later ?? schedule !== null}
        onNow={() => setSchedule(null)}
        onSchedule={setSchedule}
      />
    </Frame>
  );
}

export const WhenNow: Story = { render: () => <When /> };
export const WhenBooked: Story = {
  render: () => (
    <When initial={{ fullDate: '2026-11-24 07:15', date: '2026-11-24', time: '07:15' }} />
  ),
};
export const WhenLaterWithoutDate: Story = { render: () => <When later /> };

/** "Later" opens the date and time; "Now" is pressed until then. */
export const WhenLaterAsksTheDate: Story = {
  render: () => <When />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const [now, later] = screen.getAllByRole('button');
    await expect(now).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(later!);
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

function Fare({
  hasRoute = true,
  initial = null,
}: {
  hasRoute?: boolean;
  initial?: Grouping | null;
}) {
  const [chosen, setChosen] = useState<Grouping | null>(initial);
  const [code, setCode] = useState('');
  return (
    <Frame>
      <FareSection
        chosen={chosen}
        groupings={FARE_GROUPINGS}
        scheduled={false}
        hasRoute={hasRoute}
        searching={false}
        onChoose={setChosen}
        discount={{ code, onApply: setCode }}
      />
    </Frame>
  );
}

export const FareNeedsRoute: Story = { render: () => <Fare hasRoute={false} /> };
export const FareToChoose: Story = { render: () => <Fare /> };
export const FareChosenWithDiscount: Story = {
  render: () => <Fare initial={FARE_GROUPINGS[1]!} />,
};
export const FareSearchFailed: Story = {
  render: () => (
    <Frame>
      <FareSection
        chosen={null}
        groupings={[]}
        scheduled={false}
        hasRoute
        searching={false}
        onChoose={noop}
        searchError="No fares were found for this trip."
        onSearchErrorDismiss={noop}
      />
    </Frame>
  ),
};

export const Payment: Story = {
  render: () => (
    <Frame>
      <PaymentSection
        method={PAYMENT_METHODS[0]!}
        methods={PAYMENT_METHODS}
        aggregatable={false}
        onSelectDefault={noop}
      />
    </Frame>
  ),
};
export const PaymentWithoutMethods: Story = {
  render: () => (
    <Frame>
      <PaymentSection method={null} methods={[]} aggregatable={false} onSelectDefault={noop} />
    </Frame>
  ),
};

function Traveler({ errors }: { errors?: { name?: string; phone?: string } }) {
  const [traveler, setTraveler] = useState({ name: '', phone: '' });
  const [notes, setNotes] = useState('');
  return (
    <Frame>
      <TravelerSection
        legend="Traveler"
        {...traveler}
        onChange={(change) => setTraveler({ ...traveler, ...change })}
        notes={{ value: notes, onChange: setNotes }}
        errors={errors}
      />
    </Frame>
  );
}

export const TravelerEmpty: Story = { render: () => <Traveler /> };
export const TravelerWithErrors: Story = {
  render: () => <Traveler errors={{ phone: 'Enter a valid phone number' }} />,
};

export const FeedbackFailed: Story = {
  render: () => (
    <Frame>
      <SubmissionFeedback
        submitLabel="Request ride"
        pending={false}
        failure={{ message: 'Choose a grouping or a fare to request the ride' }}
      />
    </Frame>
  ),
};
export const FeedbackSent: Story = {
  render: () => (
    <Frame>
      <SubmissionFeedback
        submitLabel="Request taxi"
        pending={false}
        sent="Taxi requested for Room 214"
      />
    </Frame>
  ),
};

/** The sections as the panel composes them. */
export const WholeForm: Story = {
  render: () => {
    function Whole() {
      const origin = usePlaceBox(PLACES[0]);
      const destination = usePlaceBox(PLACES[4]);
      const [passengers, setPassengers] = useState(1);
      return (
        <Frame>
          <RouteSection legend="Trip" origin={origin.box} destination={destination.box} />
          <WhenSection schedule={null} onNow={noop} onSchedule={noop} />
          <PassengersStepper value={passengers} onChange={setPassengers} max={4} />
          <FareSection
            chosen={FARE_GROUPINGS[0]!}
            groupings={FARE_GROUPINGS}
            scheduled={false}
            hasRoute
            searching={false}
            onChoose={noop}
          />
          <PaymentSection
            method={PAYMENT_METHODS[0]!}
            methods={PAYMENT_METHODS}
            aggregatable={false}
            onSelectDefault={noop}
          />
          <TravelerSection name="" phone="" onChange={noop} notes={{ value: '', onChange: noop }} />
          <SubmissionFeedback submitLabel="Request ride" pending={false} />
        </Frame>
      );
    }
    return <Whole />;
  },
};
