import { describe, expect, it } from 'vitest';
import { menuItems } from '@parada/core';
import { appPaths } from './app-paths';

describe('appPaths', () => {
  const paths = appPaths({ before_room: '/before_room', content: '/content' }, 'before_room');

  it('gives a route the app does not show the fallback path', () => {
    expect(paths.pathOf('content')).toBe('/content');
    expect(paths.pathOf('employee')).toBe('/before_room');
    expect(paths.has('employee')).toBe(false);
  });

  it('links the menu items it has pages for, content with its key', () => {
    const shown = menuItems('visitor').filter(paths.hasPage);
    expect(shown.map(paths.hrefOf)).toEqual([
      '/content/usuario_info',
      '/content/condiciones_generales',
      '/content/politica_privacidad',
    ]);
  });

  it('refuses a fallback without a path', () => {
    expect(() => appPaths({}, 'not_found')).toThrow(/not_found/);
  });
});
