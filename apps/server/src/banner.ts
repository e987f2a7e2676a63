import { DEMO_PASSWORD } from './db/seed';

/** Where a local start serves what, and how to sign in to it. */
export interface BannerOptions {
  port: number;
  /** Whether /api/docs is served (API_DOCS). */
  apiDocs: boolean;
  /** Whether the demo data is there to sign in with (SEED_DEMO). */
  demo: boolean;
}

/**
 * The apps each host name opens on a local start, as the seed's domains and the built apps
 * pair them. The console and the driver app answer once they are built; their host names are
 * fixed here so the addresses a newcomer reads do not move when they arrive.
 */
const APPS = [
  { name: 'panel', host: 'localhost', who: 'clients, companies and employees' },
  { name: 'hotel', host: 'hotel.localhost', who: 'hotel staff and the lobby kiosk' },
  { name: 'guest', host: 'guest.localhost', who: "hotel guests, from a room card's link" },
  { name: 'console', host: 'console.localhost', who: 'operators' },
  { name: 'driver', host: 'driver.localhost', who: 'drivers' },
] as const;

/** One demo account per kind of user, the app it opens and what it shows. */
const DEMO_ACCOUNTS = [
  ['client@example.com', 'panel: a client with a wallet'],
  ['company@example.com', 'panel: a company with employees'],
  ['employee@example.com', "panel: one of company@'s employees"],
  ['hotel@example.com', 'hotel: reception of Hotel Demo'],
  ['operator@example.com', 'console and /api/admin: the operator of demo'],
  ['driver@example.com', 'driver: a demo driver with a car (driver.two@ too)'],
] as const;

/**
 * What `npm start` says once the server listens: every app's address, the API's and its
 * document, and the demo accounts. Plain text on the terminal, outside the log lines, so it
 * reads the same whatever the log level; production starts print none (its output is JSON
 * lines for a log collector).
 */
export function startBanner({ port, apiDocs, demo }: BannerOptions): string {
  const origin = (host: string) => `http://${host}${port === 80 ? '' : `:${port}`}`;
  const width = Math.max(...APPS.map((app) => app.name.length)) + 2;
  const addressWidth = Math.max(...APPS.map((app) => origin(app.host).length)) + 3;
  const lines = [
    '',
    `Parada is running`,
    '',
    ...APPS.map(
      (app) =>
        `  ${app.name.padEnd(width)}${`${origin(app.host)}/`.padEnd(addressWidth)}${app.who}`,
    ),
    '',
    `  ${'API'.padEnd(width)}${`${origin('localhost')}/api/`.padEnd(addressWidth)}` +
      (apiDocs ? `its document: ${origin('localhost')}/api/docs` : 'its index'),
  ];
  if (demo) {
    const emailWidth = Math.max(...DEMO_ACCOUNTS.map(([email]) => email.length)) + 2;
    lines.push(
      `  ${'outbox'.padEnd(width)}${origin('localhost')}/api/dev/outbox/page  emails and SMS sent`,
      '',
      `Demo accounts, password ${DEMO_PASSWORD} (all of them: apps/server/README.md):`,
      ...DEMO_ACCOUNTS.map(([email, what]) => `  ${email.padEnd(emailWidth)}${what}`),
    );
  }
  lines.push('');
  return lines.join('\n');
}
