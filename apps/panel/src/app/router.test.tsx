import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TokenValidResponse, type User } from '@parada/core';
import { STORAGE_KEYS, memoryStorage } from '@parada/core/store';
import { makeSession, makeUser } from '@parada/core/testing';
import { AppProviders, createAppParada } from '@parada/ui';
import { createPanelI18n } from '../test/i18n';
import { panelApp } from './router';

let server: Server;
let apiUrl = '';
/** What token/valid answers for the stored token; null is a 401. */
let session: TokenValidResponse | null = null;

// A real HTTP server: the token check runs through the app's own saga and client.
beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.url?.startsWith('/api/token/valid') && session) {
      return void response.writeHead(200).end(JSON.stringify(session));
    }
    response.writeHead(404).end(JSON.stringify({ error: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The panel's own route table at `url`, logged in when a session is given. */
function renderPanelAt(url: string, as: TokenValidResponse | null = null) {
  session = as;
  const parada = createAppParada({
    apiUrl,
    getLanguage: () => 'en',
    storage: memoryStorage(as ? { [STORAGE_KEYS.token]: as.auth_token } : {}),
  });
  render(
    <AppProviders parada={parada} i18n={createPanelI18n('en')}>
      <RouterProvider router={createMemoryRouter(panelApp.routes, { initialEntries: [url] })} />
    </AppProviders>,
  );
}

const sessionOf = (user: Partial<User>, permissions: string[]): TokenValidResponse =>
  makeSession({
    exclusive_agrupation: { id: 1, permalink: 'demo', name: 'Demo Taxi' },
    user: makeUser({ email: 'company@example.com', ...user }),
    permissions,
  });

describe("the guest and hotel apps' routes on the panel", () => {
  it.each([
    ['/club', 'Club'],
    ['/club/commerce/3', 'Partner'],
    ['/guests/signup?token=abc&room=101', 'Guest sign-up'],
  ])('%s says it is a page of the guest app, with a way home', async (url, title) => {
    renderPanelAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/part of the guest app/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/before_room',
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('/hotel opened by a company with panel says it is a page of the hotel app', async () => {
    renderPanelAt('/hotel', sessionOf({ company: true, panel: true }, ['hotel_home']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel' })).toBeInTheDocument();
    expect(screen.getByText(/part of the hotel app/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/panel',
    );
  });

  it("a company with panel finds no Hotel item in the panel's menu, which leads only to its screens", async () => {
    renderPanelAt('/hotel', sessionOf({ company: true, panel: true }, ['hotel_home', 'history']));
    await screen.findByRole('heading', { level: 1, name: 'Hotel' });
    screen.queryByRole('button', { name: 'Open menu' })?.click();
    expect(await screen.findByRole('link', { name: 'My trips' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hotel' })).not.toBeInTheDocument();
  });

  it('hotel staff on the panel get no link to a home that is itself a hotel page', async () => {
    renderPanelAt(
      '/hotel_history',
      sessionOf({ account_kind: 'hotel_staff' }, ['hotel_home', 'hotel_history']),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service history' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/part of the hotel app/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
  });
});
