import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@parada/core';
import { FAVORITES, PLACES } from '../storybook/fixtures';
import { renderUi } from '../test/render';
import { AddressField } from './address-field';

function Harness({
  onSelect,
  geolocation,
}: {
  onSelect: (address: AddressSuggestion) => void;
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
}) {
  const [query, setQuery] = useState('');
  const results = PLACES.filter((place) =>
    place.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <AddressField
      label="Pick-up address"
      query={query}
      onQueryChange={setQuery}
      onSelect={(address) => {
        setQuery(address.name);
        onSelect(address);
      }}
      favorites={FAVORITES}
      results={results}
      onLocate={() => {}}
      geolocation={geolocation}
    />
  );
}

describe('AddressField', () => {
  it('lists matching favorites first, then results, and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Pick-up address' });

    await user.type(input, 'pla');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'OficinaPlaça de Catalunya, 1, 08002 Barcelona',
      'Plaça Reial, Barcelona',
      'Plaça d’Espanya, Barcelona',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Plaça Reial, Barcelona', favorite: false }),
    );
    expect(input).toHaveValue('Plaça Reial, Barcelona');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps around with ArrowUp and closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'pla');
    await user.keyboard('{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('asks for geolocation and says "Please, enable geolocation" when the browser refuses', async () => {
    const user = userEvent.setup();
    const geolocation = {
      getCurrentPosition: (_ok: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    };
    renderUi(<Harness onSelect={() => {}} geolocation={geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText('Please, enable geolocation')).toBeVisible();
  });

  it('never offers an answer for another text: typing past it says "Searching…" until its own answer comes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const [catalunya, , , , sants] = PLACES;
    // The geocoder answers late: the list still holds the answer for the text typed before.
    type Answer = { text: string; places: typeof PLACES };
    let answer: (next: Answer) => void = () => {};
    function LateHarness() {
      const [query, setQuery] = useState('');
      const [answered, setAnswered] = useState<Answer>({ text: 'Estació', places: [sants!] });
      answer = setAnswered;
      return (
        <AddressField
          label="Destination"
          kind="destination"
          query={query}
          onQueryChange={setQuery}
          onSelect={onSelect}
          results={answered.places}
          resultsFor={answered.text}
        />
      );
    }
    renderUi(<LateHarness />);
    const input = screen.getByRole('combobox', { name: 'Destination' });

    await user.type(input, 'Plaça Catalunya');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getAllByText('Searching…')[0]).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).not.toHaveBeenCalled();

    act(() => answer({ text: 'Plaça Catalunya', places: [catalunya!] }));
    expect(screen.getByRole('option', { name: /Plaça de Catalunya/ })).toBeVisible();
    expect(screen.queryAllByText('Searching…')).toEqual([]);

    // One more key and that answer is stale again, before any new one arrives.
    await user.type(input, ',');
    expect(screen.queryByRole('option')).toBeNull();
    await user.type(input, '{Backspace}');
    await user.click(screen.getByRole('option', { name: /Plaça de Catalunya/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: catalunya!.name }));
  });
});
