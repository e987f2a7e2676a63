import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { MULTI_STOP_RIDE, makeRide } from '../storybook/fixtures';
import { StoryPage } from '../storybook/story-frame';
import { RideStatusBox } from '../ride/ride-status-box';
import { RideMap } from './ride-map';

const meta = { title: 'Ride/Map' } satisfies Meta;
export default meta;
type Story = StoryObj;

const origin = { latitude: 41.3917, longitude: 2.1649, label: 'Passeig de Gràcia, 43' };
const destination = {
  latitude: 41.2974,
  longitude: 2.0833,
  label: 'Aeropuerto de Barcelona-El Prat, T1',
};

/** A driver that moves every two seconds, as server-sent positions would. */
function MovingDriver() {
  const path = [
    { latitude: 41.401, longitude: 2.18 },
    { latitude: 41.398, longitude: 2.175 },
    { latitude: 41.395, longitude: 2.17 },
    { latitude: 41.393, longitude: 2.167 },
  ];
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((value) => (value + 1) % path.length), 2000);
    return () => clearInterval(timer);
  }, [path.length]);
  return (
    <StoryPage maxW="4xl">
      <Stack gap="5">
        <RideMap
          origin={origin}
          destination={destination}
          driver={{ ...path[step]!, label: 'Jordi Puig · 4821 LKM' }}
        />
        <RideStatusBox ride={makeRide({ status_code: 6 })} />
      </Stack>
    </StoryPage>
  );
}

export const DriverOnTheWay: Story = { render: () => <MovingDriver /> };

export const MultipleStops: Story = {
  render: () => (
    <StoryPage maxW="4xl">
      <RideMap
        origin={{ latitude: 41.4036, longitude: 2.1744, label: 'Carrer de Mallorca, 401' }}
        waypoints={[
          { latitude: 41.3925, longitude: 2.1345, label: 'Avinguda Diagonal, 640' },
          { latitude: 41.3792, longitude: 2.1404, label: 'Estació de Sants' },
        ]}
        destination={{ latitude: 41.3868, longitude: 2.1963, label: 'Hotel Arts Barcelona' }}
        height="420px"
      />
      <Stack mt="5">
        <RideStatusBox ride={MULTI_STOP_RIDE} />
      </Stack>
    </StoryPage>
  ),
};

export const OriginOnly: Story = {
  render: () => (
    <StoryPage maxW="4xl">
      <RideMap origin={origin} />
    </StoryPage>
  ),
};
