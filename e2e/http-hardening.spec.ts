import net from 'node:net';
import { expect, test } from '@playwright/test';
import { ORIGIN, PORT } from './support/site.ts';

/**
 * HTTP hardening through the real server (issue #11): redirects built from the request path stay on
 * this origin, methods a page cannot answer get 405, and every kind of answer carries the baseline
 * headers. Paths go out byte for byte over a socket: an HTTP client would normalise them first.
 */

type RawAnswer = { status: number; headers: Record<string, string> };

function rawRequest(method: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
      // The head is all we read.
      if (data.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed });
    });
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${PORT}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    socket.write(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  });
}

const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Accept: 'text/html',
};

const HOSTILE_PATHS = [
  '/en//evil.com',
  '/en/\\evil.com',
  '/en//evil.com/path?x=1',
  '/en/%2F%2Fevil.com',
  '/en/..//evil.com',
  '/en/\\\\evil.com',
  '/en/\\/evil.com',
  '/en//\\evil.com',
  '/en///evil.com',
  '/en////evil.com',
  '/en/%5Cevil.com',
  '/en/%5C%5Cevil.com',
  '/en/%2F%5Cevil.com',
  '/en/%252F%252Fevil.com',
  '/en/%09/evil.com',
  '/en/%0A/evil.com',
  '/en/%0D%0A/evil.com',
  // Raw tabs (a browser drops them from a Location, so "/\t/evil.com" would read as "//evil.com").
  '/en/\t/evil.com',
  '/en//\tevil.com',
  '/en/\t\\evil.com',
  '/en/%00//evil.com',
  '/en/./evil.com',
  '/en/.//evil.com',
  '/en/../evil.com',
  '/en/%2e%2e//evil.com',
  '/en/https://evil.com',
  '/en/https:evil.com',
  '/en/javascript:alert(1)',
  '/en//evil.com%2F..',
  '/en//evil.com?redirect=//evil.com',
  '/en//evil.com#//evil.com',
  '/en//evil.com:443',
  '/en//user@evil.com',
  '/en//%65vil.com',
  '/en//evil%E3%80%82com',
  '/en/\\\\\\evil.com/a/b',
  '/en',
  '/en?x=//evil.com',
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '//evil.com/en/',
  '/\\/evil.com/',
  '//evil.com/%2F..',
  '/de//evil.com',
  '/de/\\evil.com',
  '//evil.com/search-result?keyword=x',
];

/** Where a browser would go: the Location read against our origin, as WHATWG URL does (tabs and newlines dropped). An unreadable one counts as leaving. */
function landsOnOurOrigin(location: string) {
  return URL.canParse(location, ORIGIN) && new URL(location, ORIGIN).origin === ORIGIN;
}

test(`redirects built from ${HOSTILE_PATHS.length} crafted paths never leave the origin`, async () => {
  expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(40);
  const escapes: string[] = [];
  for (const path of HOSTILE_PATHS) {
    for (const headers of [BROWSER, { ...BROWSER, Cookie: 'language=de' }]) {
      const answer = await rawRequest('GET', path, headers);
      const location = answer.headers.location;
      if (location !== undefined && !landsOnOurOrigin(location)) escapes.push(`${path} → ${answer.status} ${location}`);
    }
  }
  expect(escapes).toEqual([]);
});

test('an /en/ path still redirects to the unprefixed English page', async () => {
  const answer = await rawRequest('GET', '/en/search-result?keyword=bag', BROWSER);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe('/search-result?keyword=bag');
  const doubled = await rawRequest('GET', '/en//evil.com/path?x=1', BROWSER);
  expect(doubled.headers.location).toBe('/evil.com/path?x=1');
});

test('answers 405 to methods a page cannot answer', async () => {
  for (const method of ['TRACE', 'OPTIONS']) {
    const answer = await rawRequest(method, '/faq', BROWSER);
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow).toContain('GET');
  }
  // Methods Node's parser or the router does not know at all are refused before the page handler, never with a 5xx.
  for (const method of ['TRACK', 'PROPFIND', 'MKCOL']) expect((await rawRequest(method, '/', BROWSER)).status, method).toBeLessThan(500);
});

test('every kind of answer carries the baseline security headers', async () => {
  const answers: [string, RawAnswer][] = [];
  const get = async (label: string, method: string, path: string, headers: Record<string, string> = {}) =>
    answers.push([label, await rawRequest(method, path, headers)]);
  await get('page', 'GET', '/', BROWSER);
  await get('404 page', 'GET', '/no-such-page', BROWSER);
  await get('redirect', 'GET', '/en/faq', BROWSER);
  await get('405', 'TRACE', '/', BROWSER);
  await get('API without signature', 'POST', '/api/S/pub/get/rate/list', { 'Content-Type': 'application/json', 'Content-Length': '0' });
  await get('unknown API path', 'POST', '/api/S/pub/nothing', { 'Content-Type': 'application/json', 'Content-Length': '0' });
  await get('Swagger UI', 'GET', '/api/docs/');
  await get('OpenAPI', 'GET', '/api/openapi.json');
  await get('health', 'GET', '/healthz');
  await get('robots', 'GET', '/robots.txt');
  await get('sitemap', 'GET', '/sitemap.xml');
  await get('agent logo', 'GET', '/files/agents/nothing.svg');
  await get('manifest', 'GET', '/version.json');
  for (const [label, answer] of answers) {
    expect(answer.status, label).toBeGreaterThan(0);
    expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
    expect(answer.headers['x-frame-options'], label).toBe('DENY');
    expect(answer.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
    expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  }
});
