import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, menuItems } from '@parada/core';
import { PATHS, hrefOf } from './paths';

describe('paths', () => {
  it('gives every route name of core a path', () => {
    for (const route of ROUTE_NAMES) expect(PATHS[route]).toMatch(/^\//);
  });

  it('links the content menu items with their content key', () => {
    const hrefs = menuItems('visitor').map(hrefOf);
    expect(hrefs).toEqual([
      '/login',
      '/register',
      '/content/usuario_info',
      '/content/condiciones_generales',
      '/content/politica_privacidad',
    ]);
  });
});
