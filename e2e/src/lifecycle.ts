/**
 * What the ride-lifecycle browser tests share: the API as the apps call it, a
 * ride's status read back from the server, the driver's own app (to report a meter's fare),
 * where the car marker is drawn, and dates on the grouping's clock.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, DEMO_PASSWORD, PHONE, callApi } from './harness';
import { ARTIFACTS_DIR } from './paths';
import { dayIn } from './readings';

export interface Session {
  token: string;
  agrupation: string;
}

/** `callApi` as a signed-in session (or nobody) of a grouping, 'demo' unless said. */
export function api<T>(
  session: Session | null,
  method: string,
  path: string,
  body?: object,
  grouping = session?.agrupation ?? 'demo',
): Promise<T> {
  return callApi<T>(method, path, { token: session?.token, agrupation: grouping, body });
}

export async function signIn(email: string, grouping: string): Promise<Session> {
  const { token } = await api<{ token: string }>(
    null,
    'POST',
    '/authenticate/',
    { username: email, password: DEMO_PASSWORD },
    grouping,
  );
  return { token, agrupation: grouping };
}

/**
 * A site's configuration (by its domain) and the groupings its fare picker offers for a ride
 * from Plaça de Catalunya to the Sagrada Família.
 */
export async function siteFares(session: Session, domain: string) {
  const config = await api<{ agrupacion_id: number; time_zone: string }>(
    null,
    'GET',
    `/configuration/domain/?search=${domain}`,
  );
  const { agrupations: groupings } = await api<{
    agrupations: { id: number; permalink: string }[];
  }>(session, 'POST', '/agrupations/search/', {
    agrupacion_id: config.agrupacion_id,
    origin: { latitude: 41.387, longitude: 2.1701 },
    destination: { latitude: 41.4036, longitude: 2.1744 },
  });
  return { config, agrupations: groupings };
}

/** A client signed in to the demo site, with its user id and the demo-taxi grouping's. */
export interface Client extends Session {
  userId: number;
  taxiId: number;
}

/** The demo site's grouping id and the demo-taxi grouping its request screen offers. */
export async function demoTaxi(session: Session): Promise<{ siteId: number; taxiId: number }> {
  const { config, agrupations: groupings } = await siteFares(session, 'localhost');
  const taxi = groupings.find((grouping) => grouping.permalink === 'demo-taxi');
  if (!taxi) throw new Error('the demo seed has no demo-taxi grouping');
  return { siteId: config.agrupacion_id, taxiId: taxi.id };
}

/** Signs `email` in to the demo site and finds the grouping its request screen offers. */
export async function demoClient(email: string): Promise<Client> {
  const session = await signIn(email, 'demo');
  const { user } = await api<{ user: { id: number } }>(session, 'GET', '/token/valid/');
  return { ...session, userId: user.id, taxiId: (await demoTaxi(session)).taxiId };
}

/**
 * The wire body of POST /services for the tests' usual trip, Plaça de Catalunya to the
 * Sagrada Família, booked by `userId` in `groupingId`; `extra` adds or overrides fields
 * (a booking time, stops, a payment method).
 */
export function centreRide(
  userId: number,
  groupingId: number,
  traveler = '',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    usuario_id: userId,
    agrupacion_id: groupingId,
    tipo_aplicacion_cliente_id: 26,
    direccion: {
      nombre: 'Plaça de Catalunya, Barcelona',
      longitud: 2.1701,
      datos_extra: '',
      latitud: 41.387,
    },
    destination: { destination_longitude: 2.1744, destination_latitude: 41.4036 },
    destination_address: 'Sagrada Família, Barcelona',
    destination_latitude: 41.4036,
    destination_longitude: 2.1744,
    passengers: 1,
    estado: 1,
    viajero: { nombre: traveler, telefono_aviso: '' },
    fare: null,
    tip: 0,
    ...extra,
  };
}

/**
 * A ride as the request screen books it (spec §3), Plaça de Catalunya to the Sagrada
 * Família, for `traveler`; `extra` adds stops, a booking time or a payment method. Its id.
 */
export async function bookCentreRide(
  client: Client,
  traveler: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await api<{ service: { id: number } }>(
    client,
    'POST',
    '/services/',
    centreRide(client.userId, client.taxiId, traveler, extra),
  );
  return created.service.id;
}

export interface WireRide {
  id: number;
  status_code: number;
  passengers: number;
  fare: number | null;
  fare_estimate?: number | null;
  metered?: boolean;
  viajero: { name: string | null };
  programacion?: { fecha: string; hora: string } | null;
  taxi?: { name: string; latitude?: number | null; longitude?: number | null } | null;
}

/** The ride as the server has it now: live, booked, or among the ended ones. */
export async function readRide(session: Session, id: number): Promise<WireRide | null> {
  const [live, booked, done] = await Promise.all([
    api<WireRide[]>(session, 'GET', '/services/in_process/list/'),
    api<WireRide[]>(session, 'GET', '/services/scheduled/'),
    api<{ services: WireRide[] }>(session, 'GET', '/v2/services/?limit=50&offset=0'),
  ]);
  return [...live, ...booked, ...done.services].find((ride) => ride.id === id) ?? null;
}

/** Polls the server until the ride reaches one of the codes. */
export async function waitForStatus(
  session: Session,
  id: number,
  codes: number[],
  timeout = 90_000,
): Promise<WireRide> {
  const end = Date.now() + timeout;
  let last: WireRide | null = null;
  while (Date.now() < end) {
    last = await readRide(session, id);
    if (last && codes.includes(last.status_code)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`service ${id} never reached ${codes.join(', ')} (last ${last?.status_code})`);
}

/** The seeded demo fleet: driver1…driver8@example.com drive for the demo operator. */
const DEMO_DRIVERS = 8;

let drivers: Promise<Session[]> | null = null;

/** Every demo driver signed in to the driver API once per file (as their apps are). */
function driverSessions(): Promise<Session[]> {
  drivers ??= Promise.all(
    Array.from({ length: DEMO_DRIVERS }, async (_, index) => {
      const { token } = await api<{ token: string }>(null, 'POST', '/driver/authenticate/', {
        username: `driver${index + 1}@example.com`,
        password: DEMO_PASSWORD,
      });
      return { token, agrupation: 'demo' };
    }),
  );
  return drivers;
}

interface DriverRide {
  id: number;
  status_code: number;
  metered: boolean;
  fare: number | null;
}

/**
 * The driver's app ending a metered ride with the meter's fare, as a real driver does: it
 * watches its own current ride and finishes it as soon as the guest is on board (the fleet
 * simulator would report its own reading a few seconds later). Resolves with the ride as
 * the driver saw it when finishing.
 */
export async function finishOnBoard(
  rideId: number,
  fare: number,
  timeout = 90_000,
): Promise<DriverRide> {
  let sessions = await driverSessions();
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    let views: Array<{ driver: Session; current: DriverRide | null }>;
    try {
      views = await Promise.all(
        sessions.map(async (driver) => ({
          driver,
          current: (await api<{ current: DriverRide | null }>(driver, 'GET', '/driver/services/'))
            .current,
        })),
      );
    } catch (error) {
      // A session kept from an earlier file may have ended (its server's database is not
      // this one): the apps sign in again, and so does this.
      if (!/: 401 /.test(String(error))) throw error;
      drivers = null;
      sessions = await driverSessions();
      continue;
    }
    const mine = views.find((view) => view.current?.id === rideId);
    if (mine?.current && mine.current.status_code === 7) {
      await api(mine.driver, 'PUT', `/driver/services/${rideId}/finish/`, { fare });
      return mine.current;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`ride ${rideId} never had its guest on board`);
}

/** Where the driver's car marker is drawn (Leaflet moves it with a CSS transform). */
export const carAt = (page: Page, scope = page.locator('body')) =>
  scope
    .locator('.parada-car')
    .first()
    .evaluate((element) => getComputedStyle(element).transform);

/** Waits for the car marker inside `scope` and for it to move as the simulator drives. */
export async function expectCarMoving(page: Page, scope = page.locator('body')): Promise<void> {
  await scope.locator('.parada-car').first().waitFor({ timeout: 60_000 });
  const first = await carAt(page, scope);
  await expect.poll(() => carAt(page, scope), { timeout: 60_000, interval: 250 }).not.toBe(first);
}

/** The id of the next ride the page books, read from the server's answer. */
export function nextBookedId(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/services\/?$/.test(new URL(response.url()).pathname),
      { timeout: 60_000 },
    )
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return ((await response.json()) as { service: WireRide }).service.id;
    });
}

/** 'YYYY-MM-DD' on the demo grouping's clock, `days` from today. */
export const madridDate = (days = 0): string =>
  dayIn('Europe/Madrid', new Date(Date.now() + days * 86_400_000));

/** The file a click makes the page download. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** The text a PDF shows, as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/**
 * What the screen shows at 390 px and at 1440 px (the viewport, not the full page: a dialog
 * is drawn over the viewport), named by screen and width, with `focus` scrolled into view;
 * back at the test's own size.
 */
export async function shootBothWidths(page: Page, name: string, focus?: Locator): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const size = page.viewportSize() ?? DESKTOP;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // Let the layout and the map settle at the new width.
    await page.waitForTimeout(400);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(size);
}
