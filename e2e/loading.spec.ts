import { expect, test } from '@playwright/test';
import { openPage } from './support/site.ts';

/** How a page loads: what the browser fetches first (docs/decisions/012). */

/** `[href, attributes]` of every module preload in an HTML document, in document order. */
function modulePreloads(html: string) {
  return [...html.matchAll(/<link\b([^>]*\brel="modulepreload"[^>]*)>/g)].map((match) => [/\bhref="([^"]+)"/.exec(match[1]!)![1]!, match[1]!] as const);
}

test('announces every script of the page at low priority before the router announces it', async ({ request }) => {
  for (const path of ['/', '/products/taobao/573530987312', '/de/search-result?keyword=shirt']) {
    const html = await (await request.get(path)).text();
    const preloads = modulePreloads(html);
    const routerHrefs = preloads.filter(([, attributes]) => !/fetchPriority="low"/i.test(attributes)).map(([href]) => href);
    expect(routerHrefs.length, `the router's own preloads on ${path}`).toBeGreaterThan(0);
    for (const href of routerHrefs) {
      const first = preloads.find(([candidate]) => candidate === href)!;
      expect(first[1], `${href} on ${path}: first announced at low priority`).toMatch(/fetchPriority="low"/i);
    }
    expect(html.indexOf('fetchPriority="low"'), `${path}: the hints are in <head>`).toBeLessThan(html.indexOf('</head>'));
  }
});

test('fetches the scripts at low priority, and the page still hydrates and navigates', async ({ page, request, browserName }) => {
  test.skip(browserName !== 'chromium', 'request priorities are read through the Chrome DevTools Protocol');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (/\/assets\/[\w.-]+\.js$/.test(request.url)) priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await openPage(page, '/');
  expect(priorities.size).toBeGreaterThan(0);
  // The scripts the server's page announces (its module preloads; Vite adds more to the live document for lazy imports). Not counted: the site banner's chunk (1.6 kB, only while an
  // operator has set a banner; other specs set one), imported while the page hydrates at the browser's default
  // priority (the hints only know the router's manifest, decision 024), and what the page loads once it is idle
  // (promotions, assistant, new-version watcher: app/components/after-idle.tsx), which may start before this check.
  const announced = new Set(modulePreloads(await (await request.get('/')).text()).map(([href]) => href));
  const pageScripts = [...priorities].filter(([href]) => announced.has(href));
  expect(pageScripts.length).toBeGreaterThan(0);
  expect(pageScripts.filter(([, priority]) => priority !== 'Low'), 'scripts fetched above low priority').toEqual([]);

  // Hydrated: a client-side navigation renders the next page without a document request.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(errors).toEqual([]);
});
