import { ChakraProvider, Table, createSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { lazyModule } from '@parada/core/store';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { deferLateRecipes, paradaBaseConfig } from './base-config';

const freshSystem = () => {
  const late = lazyModule(() => import('./late-recipes'));
  return { late, system: deferLateRecipes(createSystem(paradaBaseConfig), late) };
};

describe('the late recipes', () => {
  it('suspends on a late recipe until its chunk is here, then gives the real one', async () => {
    const { late, system } = freshSystem();
    let thrown: unknown;
    try {
      system.getSlotRecipeFn('table');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(late.loaded()).not.toBeNull();
    expect(system.getSlotRecipeFn('table').variantKeys).toContain('variant');
  });

  it('gives a first screen recipe at once, without the chunk', () => {
    const { late, system } = freshSystem();
    expect(system.getRecipeFn('button').variantKeys).toContain('size');
    expect(system.getSlotRecipeFn('field').variantKeys).toBeDefined();
    expect(late.loaded()).toBeNull();
  });

  it('draws a late component styled once the chunk has come, inside its Suspense boundary', async () => {
    const { system } = freshSystem();
    render(
      <ChakraProvider value={system}>
        <Suspense fallback={<p>waiting</p>}>
          <Table.Root>
            <Table.Body>
              <Table.Row>
                <Table.Cell>214</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Suspense>
      </ChakraProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    // The table recipe's own rule, in the recipes layer (an empty recipe writes none).
    const rules = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('');
    const own = [...table.classList].find((name) => name.startsWith('css-'));
    expect(rules).toMatch(new RegExp(`@layer recipes\\{\\.${own}\\{[^}]*border-collapse:collapse`));
  });
});
