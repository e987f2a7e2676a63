import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLOWED_ROUTES, DRAWER_BREAKPOINT_PX, menuItems } from '@parada/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hrefOf } from '../storybook/routes';
import { renderUi } from '../test/render';
import { GuestLayout, HotelHistoryLayout, MainLayout } from './layouts';

/** A matchMedia that answers min-width queries from a width the test controls. */
function viewport(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return (next: number) =>
    act(() => {
      width = next;
      listeners.forEach((listener) => listener());
    });
}

const layout = (onLogout = vi.fn()) => (
  <MainLayout
    grouping={{ name: 'Parada Taxi' }}
    user={{ name: 'Marta Soler', employee: null }}
    items={menuItems('client', ALLOWED_ROUTES.client)}
    hrefOf={hrefOf}
    counts={{ pending_services: 3 }}
    profileHref="/profile"
    title="Orders"
    onLogout={onLogout}
  >
    <p>content</p>
  </MainLayout>
);

describe('MainLayout', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it(`keeps the drawer open from ${DRAWER_BREAKPOINT_PX} px and hides it behind a menu button below`, async () => {
    const resize = viewport(DRAWER_BREAKPOINT_PX);
    renderUi(layout());
    expect(screen.getByTestId('permanent-drawer')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    resize(DRAWER_BREAKPOINT_PX - 1);
    expect(screen.queryByTestId('permanent-drawer')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: /Orders/ })).toBeVisible();
  });

  it('shows the pending badge and asks before logging out', async () => {
    viewport(1440);
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderUi(layout(onLogout));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: /Orders\s*3/ })).toBeVisible();

    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to log out?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();

    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getAllByRole('button', { name: 'Log out' }).at(-1)!);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it.each([
    ['en', '/history', 'My trips'],
    ['ca', '/history', 'Els meus viatges'],
    ['ca', '/profile', 'Perfil'],
  ] as const)(
    '%s %s: the top bar shows the logo under the operator’s name and the page’s title',
    (language, route, title) => {
      viewport(390);
      renderUi(
        <MainLayout
          grouping={{ name: 'Parada Taxi', logo: '/files/logo.png' }}
          user={{ id: 7, name: 'Marta Soler', employee: null }}
          items={menuItems('client', ALLOWED_ROUTES.client)}
          hrefOf={hrefOf}
          profileHref="/profile"
        >
          <p>content</p>
        </MainLayout>,
        { language, route },
      );
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('img', { name: 'Parada Taxi' })).toBeVisible();
      expect(within(banner).getByText(title)).toBeVisible();
    },
  );

  it('names the operator in the top bar when it has no logo', () => {
    viewport(1440);
    renderUi(layout(), { route: '/history' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Parada Taxi')).toBeVisible();
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument();
    // A title the page gives wins over the menu item's label.
    expect(within(banner).getByText('Orders')).toBeVisible();
  });

  it('shows the profile button only when given (never for employees)', () => {
    viewport(1440);
    renderUi(layout());
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
  });
});

describe('one h1 a page', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  const page = <h1>Sign in</h1>;
  const frames = {
    main: (
      <MainLayout
        grouping={{ name: 'Parada Taxi' }}
        user={{ name: 'Marta Soler', employee: null }}
        items={menuItems('client', ALLOWED_ROUTES.client)}
        hrefOf={hrefOf}
        title="Parada Taxi"
      >
        {page}
      </MainLayout>
    ),
    'guest without a title': (
      <GuestLayout grouping={{ name: 'Parada Taxi' }} items={menuItems('visitor')} hrefOf={hrefOf}>
        {page}
      </GuestLayout>
    ),
    'hotel history': <HotelHistoryLayout>{page}</HotelHistoryLayout>,
  };

  it.each(Object.entries(frames))('%s: the frame adds none to the page’s own', (_name, frame) => {
    viewport(1440);
    renderUi(frame);
    const headings = screen.getAllByRole('heading', { level: 1, hidden: true });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Sign in']);
  });
});
