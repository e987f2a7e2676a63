// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstScreenTemplate } from './vite-plugin';

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <title>Parada</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <meta name="parada-signed-in" content="{&quot;session&quot;:[&quot;/assets/a.js&quot;]}" data-signed-in>
    <script async src="/signed-in-preload.js" data-signed-in></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('firstScreenTemplate', () => {
  it('defers the entry to the first script and leaves out what only a signed-in visit uses', () => {
    const page = firstScreenTemplate(INDEX);
    expect(page).toContain(
      '<script src="/first-screen.js" data-entry="/assets/index-abc.js" data-preload="/assets/runtime-def.js"></script>',
    );
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('signed-in');
    expect(page).toContain('<title>Parada</title>');
    expect(page).toContain('</head>');
  });

  it("keeps a drawn signed-in screen's preload, to run once the page has loaded", () => {
    const page = firstScreenTemplate(INDEX, undefined, { signedIn: true });
    expect(page).toContain('data-entry="/assets/index-abc.js"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<meta name="parada-signed-in"');
    expect(page).toContain(
      '<script async src="/signed-in-preload.js" data-signed-in data-after-load></script>',
    );
  });
});
