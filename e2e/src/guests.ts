import type { Page } from 'playwright-core';
import { appUrl } from './harness';

/** The room card's sign-up form as a guest reads it, in each language the tests use. */
export const ROOM_SIGN_UP = {
  en: { name: 'Your name', phone: 'Phone', terms: /^I accept the/, submit: 'Sign up' },
  ca: { name: 'El teu nom', phone: 'Telèfon', terms: /^Accepto les/, submit: "Registra'm" },
  es: { name: 'Tu nombre', phone: 'Teléfono', terms: /^Acepto las/, submit: 'Registrarme' },
} as const;

/**
 * Opens the seeded Hotel Demo's card for `room` and signs up as the guest does: name, phone,
 * the terms' box ticked (clicked at the box, not at the links in its label), then submitted.
 * The first open may wait for the guest app's cold start, hence the long navigation timeout.
 */
export async function signUpFromRoomCard(
  page: Page,
  language: keyof typeof ROOM_SIGN_UP,
  guest: { room: string | number; name: string; phone: string },
): Promise<void> {
  const words = ROOM_SIGN_UP[language];
  await page.goto(appUrl('guest', `/guests/signup?token=demo-hotel-rooms&room=${guest.room}`), {
    timeout: 90_000,
  });
  await page.getByLabel(words.name).fill(guest.name);
  // The first touch brings the app; the rest of the form is filled in the app itself, so
  // the sign-up does not hang on the first screen's hand-over, which hotel-trust tests on
  // its own.
  await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByLabel(words.phone, { exact: true }).fill(guest.phone);
  const terms = page.getByRole('checkbox', { name: words.terms });
  await page.getByText(words.terms).click({ position: { x: 4, y: 8 } });
  await page.waitForFunction(
    (box) => (box as HTMLInputElement | null)?.checked === true,
    await terms.elementHandle(),
  );
  await page.getByRole('button', { name: words.submit }).click();
}
