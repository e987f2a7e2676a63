import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MAX_PASSENGERS } from '@parada/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { TopLoadingBar } from '../widgets/top-loading-bar';
import { PassengersStepper } from './passengers-stepper';

function Stepper({ max, initial }: { max: number | null; initial: number }) {
  const [value, setValue] = useState(initial);
  return <PassengersStepper value={value} onChange={setValue} max={max} />;
}

describe('PassengersStepper', () => {
  it(`stops at ${DEFAULT_MAX_PASSENGERS} when the grouping gives no maximum`, async () => {
    const user = userEvent.setup();
    renderUi(<Stepper max={null} initial={DEFAULT_MAX_PASSENGERS - 1} />);
    const add = screen.getByRole('button', { name: 'Add a passenger' });
    await user.click(add);
    expect(screen.getByRole('status')).toHaveTextContent(String(DEFAULT_MAX_PASSENGERS));
    expect(add).toBeDisabled();
  });

  it("follows the grouping's maximum and never goes below one", async () => {
    const user = userEvent.setup();
    renderUi(<Stepper max={3} initial={1} />);
    expect(screen.getByRole('button', { name: 'Remove a passenger' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a passenger' }));
    await user.click(screen.getByRole('button', { name: 'Add a passenger' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Add a passenger' })).toBeDisabled();
    expect(screen.getByText('Up to 3')).toBeVisible();
  });
});

describe('TopLoadingBar', () => {
  function Counter() {
    const [inFlight, setInFlight] = useState(0);
    return (
      <>
        <button onClick={() => setInFlight((count) => count + 1)}>start</button>
        <button onClick={() => setInFlight((count) => count - 1)}>finish</button>
        <TopLoadingBar requestsInFlight={inFlight} />
      </>
    );
  }

  it('shows only while requests are in flight', async () => {
    const user = userEvent.setup();
    renderUi(<Counter />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
