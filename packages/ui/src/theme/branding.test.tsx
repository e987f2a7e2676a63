import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentBranding } from './branding';

function Branded({ title, favicon }: { title?: string; favicon?: string }) {
  useDocumentBranding({ title, favicon });
  return null;
}

describe('useDocumentBranding', () => {
  it("applies the configuration's title and favicon and restores them on unmount", () => {
    document.title = 'Parada';
    const { unmount, rerender } = render(
      <Branded title="Taxi Sol" favicon="https://cdn.example/sol.ico" />,
    );
    expect(document.title).toBe('Taxi Sol');
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe(
      'https://cdn.example/sol.ico',
    );

    rerender(<Branded title="Taxi Sol · Pedidos" favicon="https://cdn.example/sol.ico" />);
    expect(document.title).toBe('Taxi Sol · Pedidos');

    unmount();
    expect(document.title).toBe('Parada');
    expect(document.querySelector('link[rel~="icon"]')).toBeNull();
  });
});
