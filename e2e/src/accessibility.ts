/** axe-core in the page under test, through the DevTools protocol. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core (WCAG 2 A and AA) over what the page shows now: zero violations, or the test
 * fails listing each rule and the elements that break it. Call it on every screen a test
 * visits, after the screen has settled.
 */
async function settleAnimations(page: Page): Promise<void> {
  // A dialog still animating in has already hidden the page behind it: let finite
  // animations end first (spinners run forever and are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the apps' CSP refuses inline <script> tags,
  // and the test must not switch that policy off to look at the page.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target,
        failureSummary: node.failureSummary,
      })),
    }));
  });
}

/**
 * axe-core (WCAG 2 A and AA) over what the page shows now: zero violations, or the test
 * fails listing each rule and the elements that break it. Call it on every screen a test
 * visits, after the screen has settled.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  let violations = await runAxe(page);
  if (violations.length > 0) {
    // A screen caught mid-change is not what a user stays on (CI once caught the page
    // behind a dialog already hidden while axe saw no dialog on screen, as a ride ended
    // on a loaded machine); what is still wrong a second later is.
    await page.waitForTimeout(1000);
    await settleAnimations(page);
    violations = await runAxe(page);
  }
  expect(violations, `axe on ${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
