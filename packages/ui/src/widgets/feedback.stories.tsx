import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../storybook/story-frame';
import { NotFoundPage } from './not-found-page';
import { notify } from './toaster';
import { TopLoadingBar } from './top-loading-bar';

const meta = { title: 'Widgets/Feedback' } satisfies Meta;
export default meta;
type Story = StoryObj;

export const LoadingBar: Story = {
  render: () => (
    <>
      <TopLoadingBar requestsInFlight={2} />
      <StoryFrame title="Parada">Loading…</StoryFrame>
    </>
  ),
};

export const Toasts: Story = {
  render: () => (
    <StoryFrame title="Toasts">
      <HStack wrap="wrap" gap="3">
        <Button colorPalette="brand" onClick={() => notify.success('Data updated')}>
          Success
        </Button>
        <Button
          variant="outline"
          onClick={() => notify.error('Action failed', 'Something went wrong! Please try again.')}
        >
          Error
        </Button>
      </HStack>
    </StoryFrame>
  ),
  play: async () => {
    notify.success('Empleado Laura Martí activado');
    notify.error('There was a problem', 'Something went wrong! Please try again.');
  },
};

export const NotFound: Story = { render: () => <NotFoundPage homeHref="/" /> };
