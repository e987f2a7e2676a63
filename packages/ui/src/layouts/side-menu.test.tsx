import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLOWED_ROUTES, menuItems, type MenuItem } from '@parada/core';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { SideMenu } from './side-menu';

// The panel app's mapping: quick panel and orders are the same page (spec §2).
const hrefOf = (item: MenuItem) =>
  ({ panel_home: '/panel', panel: '/panel', bookings: '/Bookings' })[item.route as string] ??
  `/${item.route}`;

const menu = () => <SideMenu items={menuItems('client', ALLOWED_ROUTES.client)} hrefOf={hrefOf} />;

const current = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('SideMenu', () => {
  it('marks only the quick panel on /panel, not orders too', () => {
    renderUi(menu(), { route: '/panel' });
    expect(current().map((link) => link.textContent)).toEqual(['Quick panel']);
  });

  it('marks only orders on its section, and follows the choice', async () => {
    renderUi(menu(), { route: '/panel#orders' });
    expect(current().map((link) => link.textContent)).toEqual(['Orders']);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/panel#orders');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Quick panel' }));
    expect(current().map((link) => link.textContent)).toEqual(['Quick panel']);
  });

  it('marks nothing on a page the menu does not list', () => {
    renderUi(menu(), { route: '/profile' });
    expect(current()).toEqual([]);
  });
});
