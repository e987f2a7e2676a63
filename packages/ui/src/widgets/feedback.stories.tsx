import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { StoryFrame } from '../storybook/story-frame';
import { NotFoundPage } from './not-found-page';
import { notify } from './toaster';
import { TopLoadingBar } from './top-loading-bar';
import { useT } from '../i18n/use-t';

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

/** Toasts in the current language, the spec's success and error texts. */
function ToastsDemo() {
  const { t } = useT();
  useEffect(() => {
    notify.success(t('success.employee_activated', { name: 'Laura Martí' }));
    notify.error(t('error.problem'), t('error.generic'));
  }, [t]);
  return (
    <StoryFrame title="Parada">
      <HStack wrap="wrap" gap="3">
        <Button colorPalette="brand" onClick={() => notify.success(t('success.data_updated'))}>
          {t('success.data_updated')}
        </Button>
        <Button
          variant="outline"
          onClick={() => notify.error(t('error.action_failed'), t('error.generic'))}
        >
          {t('error.action_failed')}
        </Button>
      </HStack>
    </StoryFrame>
  );
}

export const Toasts: Story = { render: () => <ToastsDemo /> };

export const NotFound: Story = { render: () => <NotFoundPage homeHref="/" /> };
