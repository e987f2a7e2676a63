import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { QrScanner } from './qr-scanner';

describe('QrScanner', () => {
  it('falls back to a typed code when the camera is refused', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    const mediaDevices = {
      getUserMedia: vi.fn(() => Promise.reject(new Error('NotAllowedError'))),
    };
    renderUi(<QrScanner onCode={onCode} mediaDevices={mediaDevices} />);

    expect(
      await screen.findByText('The camera is not available. Type the code instead.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use code' }));
    expect(screen.getByText('Enter valid user code')).toBeVisible();
    expect(onCode).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'User code' }), ' PA-4821 {Enter}');
    expect(onCode).toHaveBeenCalledWith('PA-4821');
  });
});
