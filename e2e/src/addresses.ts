import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types into an address box of a request form and picks a suggestion. With `option`, the one
 * whose text matches, then waits for the box to show it; without, the first suggestion. With
 * `keyboard`, as a keyboard-only user does: the arrow keys to it, then Enter.
 */
export async function chooseAddress(
  page: Page,
  label: string,
  typed: string,
  option?: RegExp,
  { keyboard = false } = {},
): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  const match = page.getByRole('option', option && { name: option }).first();
  if (keyboard) {
    await match.waitFor();
    const options = await page.getByRole('option').allTextContents();
    const index = option ? options.findIndex((text) => option.test(text)) : 0;
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    await box.press('Enter');
  } else {
    await match.click();
  }
  if (option) await expect.poll(() => box.inputValue()).toMatch(option);
}
