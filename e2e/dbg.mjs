import { chromium } from 'playwright-core';
const [,, url, width = '390', js = '1', shot] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: Number(width), height: 844 }, locale: 'en-GB', javaScriptEnabled: js === '1' });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
const res = await page.goto(url, { waitUntil: 'networkidle' });
const html = await res.text();
await page.waitForTimeout(1000);
const root = await page.evaluate(() => document.getElementById('root').innerHTML);
const i = html.indexOf('<div id="root"');
const server = html.slice(html.indexOf('>', i) + 1, html.lastIndexOf('</div>', html.indexOf('</body>')));
console.log('prerendered', i >= 0, 'lang', await page.evaluate(() => document.documentElement.lang));
if (process.env.DIFF) {
  const norm = await page.evaluate((h) => { const d = document.createElement('div'); d.innerHTML = h; return d.innerHTML; }, server);
  const strip = (x) => x.replace(/<!--[^>]*-->/g, ''); const a = strip(norm).split('><'), b = strip(root).split('><');
  for (let k = 0; k < Math.max(a.length, b.length); k++) if (a[k] !== b[k]) { console.log('first diff at', k, '\nSSR:', a.slice(k, k+3).join('><'), '\nCSR:', b.slice(k, k+3).join('><')); break; }
}
if (shot) await page.screenshot({ path: shot, fullPage: false });
await browser.close();
