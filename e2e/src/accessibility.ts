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
export async function expectAccessible(page: Page, screen: string): Promise<void> {
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
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the apps' CSP refuses inline <script> tags,
  // and the test must not switch that policy off to look at the page.
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
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
  expect(violations, `axe on ${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
