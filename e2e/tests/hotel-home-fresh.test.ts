/**
 * The hotel desk's home keeps today's rides as a full load shows them: a ride cancelled
 * while the home is open, or while reception is on another screen and comes back in the
 * app (client-side navigation), keeps its line in today's services (and its card, when a
 * driver had it), in its cancelled state, without waiting for the 40 s re-read.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, closePage, loggedInPage, openInApp, useBrowser } from '../src/harness';
import { api, nextBookedId, signIn, waitForStatus, type Session } from '../src/lifecycle';

const browser = useBrowser();
const STAFF = 'hotel@example.com';
let staff: Session;

beforeAll(async () => {
  staff = await signIn(STAFF, 'hotel-demo');
});

/** Reception books a taxi from the door for `room`; the ride's id. */
async function book(desk: Page, room: string): Promise<number> {
  await desk.getByLabel('Guest room or name').fill(room);
  const booked = nextBookedId(desk);
  await desk.getByRole('button', { name: 'Request taxi' }).click();
  const id = await booked;
  await desk.getByText(`Taxi requested for ${room}`).waitFor();
  return id;
}

/**
 * The guest cancels at once, before the 60-times-fast fleet has them on board (waiting for
 * a driver first, for the card, missed that moment at a load of 13: a 409).
 */
async function cancel(id: number) {
  await api(staff, 'PUT', `/service/${id}/cancel`);
  return waitForStatus(staff, id, [4, 5], 30_000);
}

/** Today's line of `room` says it was cancelled, and the card shows when it had a driver. */
async function expectCancelledShown(desk: Page, id: number, room: string, hadTaxi: boolean) {
  const row = desk
    .getByRole('table', { name: "Today's services" })
    .getByRole('row')
    .filter({ hasText: room });
  // Well under the 40 s re-read of today's ended rides (HOTEL_HISTORY_REFRESH_MS).
  await row.getByText(/^Cancelled by/).waitFor({ timeout: 10_000 });
  if (hadTaxi) await desk.locator(`[data-service="${id}"]`).first().waitFor({ timeout: 10_000 });
  // And it stays: a later re-read of the lists must not drop it again.
  await desk.waitForTimeout(6_000);
  expect(await row.getByText(/^Cancelled by/).count()).toBe(1);
}

describe('hotel home: a ride cancelled stays in today’s services', () => {
  it('on the home that booked it, and on a desk that comes home in the app from its settings', async () => {
    // One desk is on its settings page all along.
    const away = await loggedInPage(browser(), 'hotel', STAFF, {
      viewport: DESKTOP,
      path: '/hotel/settings',
    });
    await away.getByRole('heading', { level: 1 }).first().waitFor();

    // The other books a taxi for room 402, whose guest cancels it at once: its home
    // follows (the live event, or the next re-read of the lists).
    const desk = await loggedInPage(browser(), 'hotel', STAFF, { viewport: DESKTOP });
    await desk.getByRole('heading', { name: 'Taxi for a guest', level: 1 }).waitFor();
    const id = await book(desk, 'Room 402');
    const cancelled = await cancel(id);
    await expectCancelledShown(desk, id, 'Room 402', Boolean(cancelled.taxi));
    await closePage(desk);

    // The first desk saves its room charges as they are (as room-account's reception
    // does), then goes home in the app: the ride is there as after a full load.
    const rooms = away.getByRole('heading', { name: 'Room charges' }).locator('..');
    const limit = rooms.getByLabel('Limit per ride (EUR)');
    await limit.fill(await limit.inputValue());
    await rooms.getByRole('button', { name: 'Save room charges' }).click();
    await away.getByRole('status').getByText('Saved', { exact: true }).waitFor();
    await openInApp(away, '/hotel');
    await expectCancelledShown(away, id, 'Room 402', Boolean(cancelled.taxi));
    await closePage(away);
  });
});
