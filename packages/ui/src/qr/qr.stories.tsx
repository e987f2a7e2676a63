import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryFrame } from '../storybook/story-frame';
import { QrCode } from './qr-code';
import { QrScanner } from './qr-scanner';

const meta = { title: 'Widgets/QR' } satisfies Meta;
export default meta;
type Story = StoryObj;

export const UserCode: Story = {
  render: () => (
    <StoryFrame title="PA-4821-LKM">
      <Stack align="center">
        <QrCode value="PA-4821-LKM" />
      </Stack>
    </StoryFrame>
  ),
};

const noCamera: Pick<MediaDevices, 'getUserMedia'> = {
  getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
};

function Scanner() {
  const [code, setCode] = useState<string | null>(null);
  return (
    <StoryFrame title="QR">
      <QrScanner onCode={setCode} mediaDevices={noCamera} />
      {code && <Text role="status">{code}</Text>}
    </StoryFrame>
  );
}

export const ScannerWithoutCamera: Story = { render: () => <Scanner /> };
