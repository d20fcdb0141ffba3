import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openPage } from './support/site.ts';

/** HTTP hardening of HTML pages and static assets, and the service endpoints. */

function cspNonce(csp: string | undefined) {
  return /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1];
}

/** The attributes of every inline `<script>` (one without `src`) in an HTML document. */
function inlineScriptAttributes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '').filter((attributes) => !/\bsrc=/i.test(attributes));
}

test('protects HTML pages with a per-response CSP nonce carried by every inline script', async ({ request }) => {
  // A cookie the anonymous-visitor cache does not key on: a fresh render, as a signed-in visitor gets (docs/decisions/020).
  const fresh = { cookie: 'e2e-fresh=1', accept: 'text/html' };
  const first = await request.get('/', { headers: fresh });
  const second = await request.get('/', { headers: fresh });
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toContain('text/html');

  const csp = first.headers()['content-security-policy'];
  const nonce = cspNonce(csp);
  expect(nonce).toBeTruthy();
  expect(cspNonce(second.headers()['content-security-policy'])).not.toBe(nonce);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);

  const inline = inlineScriptAttributes(await first.text());
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);

  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  expect(first.headers()['referrer-policy']).toBeTruthy();
});

test('allows a page shared by anonymous visitors to run exactly its own inline scripts, by their hashes', async ({ request }) => {
  // As a browser loads a page (the cache shares document loads only).
  const shared = await request.get('/', { headers: { accept: 'text/html' } });
  expect(shared.status()).toBe(200);
  expect(shared.headers()['server-timing']).toMatch(/cache;desc=(miss|hit|wait|stale)/);
  const csp = shared.headers()['content-security-policy'];
  const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
  expect(scriptSrc).not.toContain('nonce-');
  expect(scriptSrc).not.toContain('unsafe-inline');
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  const html = await shared.text();
  const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/i.test(m[1]!)).map((m) => m[2]!);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  // No usable nonce in a page many visitors get.
  expect([...html.matchAll(/nonce="([^"]*)"/g)].every((m) => m[1] === '')).toBe(true);
});

test('loads no analytics code when PUBLIC_GA_ID is not set', async ({ request }) => {
  const page = await request.get('/');
  expect(await page.text()).not.toContain('googletagmanager');
  expect(page.headers()['content-security-policy']).not.toContain('googletagmanager');
});

test('hydrates and navigates without Content Security Policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Hydration needs the inline scripts, so reaching it shows the nonce is accepted.
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('links the hashed stylesheet once, kept a year, and it stays through hydration and navigation', async ({ page, request }) => {
  // docs/decisions/010 (STYLESHEET=link, the default): a render-blocking link in <head>, no inlined copy.
  const html = await (await request.get('/')).text();
  const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"[^>]*>/g)].map((m) => m[1]);
  expect(links, 'one stylesheet link').toHaveLength(1);
  expect(html.indexOf(`href="${links[0]}"`), 'in <head>').toBeLessThan(html.indexOf('</head>'));
  expect(html, 'no inlined stylesheet').not.toMatch(/<style data-precedence/);
  const css = await request.get(links[0]!);
  expect(css.status()).toBe(200);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, '/');
  const sheets = () => page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"], style[data-href]')].map((el) => el.getAttribute('href') ?? el.getAttribute('data-href')));
  expect(await sheets()).toEqual([links[0]]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await sheets()).toEqual([links[0]]);
  // Styled: the header is laid out by the stylesheet (flex), not the browser's defaults.
  expect(await page.locator('header > div').first().evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(errors).toEqual([]);
});

test('serves hashed assets as immutable for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+-[\w-]{8}\.js/.exec(html)?.[0];
  expect(asset, 'a hashed script in the page').toBeTruthy();

  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  const cacheControl = response.headers()['cache-control'];
  expect(cacheControl).toContain('immutable');
  expect(cacheControl).toContain('max-age=31536000');
});

test('answers the health check', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('publishes the OpenAPI document and its docs page', async ({ request }) => {
  const spec = await request.get('/api/openapi.json');
  expect(spec.status()).toBe(200);
  expect(spec.headers()['content-type']).toContain('application/json');
  const document = (await spec.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(document.paths)).toContain('/api/S/pub/get/rate/list');

  const docs = await request.get('/api/docs');
  expect(docs.status()).toBe(200);
  expect(docs.headers()['content-type']).toContain('text/html');
});
