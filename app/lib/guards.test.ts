import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, attributionCookies, authFailureLocation, guardRedirect, isCrossSiteRequest, pagePath, routeAccess, type GuardInput } from './guards.ts';

const noCookies = () => undefined;
const input = (over: Partial<GuardInput>): GuardInput => ({ page: '/', hasToken: false, loggedIn: false, isMobile: false, cookie: noCookies, ...over });

describe('routeAccess (product §2 route table)', () => {
  it.each([
    ['/', 'public'],
    ['/products/taobao/1', 'public'],
    ['/login', 'guest-only'],
    ['/sign-up', 'guest-only'],
    ['/reset-password', 'guest-only'],
    ['/setNewPassword', 'guest-only'],
    ['/dashboard', 'login'],
    ['/dashboard/', 'login'],
    ['/dashboard/my-favorite', 'login'],
    ['/dashboard/my-bots', 'login'],
    ['/dashboard/home', 'login-on-mobile'],
    ['/activity/group-buy/12', 'login'],
    ['/activity/flash-sale/3', 'login'],
    ['/activity/influencers', 'public'],
  ] as const)('%s is %s', (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });
});

describe('guardRedirect (product §2 guard, in order)', () => {
  it('sends a logged-in user away from the login pages to / of their locale', () => {
    expect(guardRedirect(input({ page: '/login?redirect=%2Fx', hasToken: true, loggedIn: true }))).toBe('/');
    expect(guardRedirect(input({ page: '/de/sign-up', hasToken: true, loggedIn: true }))).toBe('/de');
    expect(guardRedirect(input({ page: '/setNewPassword?token=a', hasToken: true, loggedIn: false }))).toBeNull();
  });

  it('sends a visitor without a token to /login with utm values, inviteCode and the encoded full path', () => {
    const target = guardRedirect(input({ page: '/fr/dashboard/my-favorite?utm_source=tw&x=1', cookie: (name) => ({ inviteCode: 'INV9', utm_campaign: 'spring' })[name] }));
    const url = new URL(target!, 'http://h');
    expect(url.pathname).toBe('/fr/login');
    expect(url.searchParams.get('redirect')).toBe('/fr/dashboard/my-favorite?utm_source=tw&x=1');
    expect(url.searchParams.get('utm_source')).toBe('tw');
    expect(url.searchParams.get('utm_campaign')).toBe('spring');
    expect(url.searchParams.get('inviteCode')).toBe('INV9');
    expect(target).toContain('redirect=%2Ffr%2Fdashboard%2Fmy-favorite%3Futm_source%3Dtw%26x%3D1');
  });

  it('lets a token through (its API calls decide) and public pages through for everyone', () => {
    expect(guardRedirect(input({ page: '/dashboard/my-favorite', hasToken: true }))).toBeNull();
    expect(guardRedirect(input({ page: '/search-result?keyword=a' }))).toBeNull();
  });

  it('requires a login on /dashboard/home only on a phone', () => {
    expect(guardRedirect(input({ page: '/dashboard/home', isMobile: false }))).toBeNull();
    expect(guardRedirect(input({ page: '/dashboard/home', isMobile: true }))).toBe('/login?redirect=%2Fdashboard%2Fhome');
  });
});

describe('afterLoginPath', () => {
  it('lands on a same-origin redirect, else on the home page of the locale', () => {
    expect(afterLoginPath('/dashboard/my-favorite', 'en')).toBe('/dashboard/my-favorite');
    expect(afterLoginPath('//evil.example', 'de')).toBe('/de');
    expect(afterLoginPath(null, 'zh')).toBe('/zh');
    expect(afterLoginPath('/login?redirect=/x', 'en')).toBe('/');
    expect(afterLoginPath('/pl/sign-up', 'pl')).toBe('/pl');
  });

  it('never answers anything but a path of this site (any input)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = afterLoginPath(raw, 'en');
        expect(out.startsWith('/')).toBe(true);
        expect(new URL(out, 'https://haulbridge.example').origin).toBe('https://haulbridge.example');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('authFailureLocation (product §4)', () => {
  it('goes to /login with the current path and query, except from /login and /sign-up', () => {
    expect(authFailureLocation('/dashboard/my-favorite?page=2')).toBe('/login?redirect=%2Fdashboard%2Fmy-favorite%3Fpage%3D2');
    expect(authFailureLocation('/ru/products/taobao/1')).toBe('/ru/login?redirect=%2Fru%2Fproducts%2Ftaobao%2F1');
    expect(authFailureLocation('/login?redirect=%2Fx')).toBeNull();
    expect(authFailureLocation('/de/sign-up')).toBeNull();
  });
});

describe('pagePath', () => {
  it('turns a data request back into the page it stands for', () => {
    expect(pagePath(new URL('http://h/dashboard/my-favorite.data?page=2&_routes=routes%2Fx'))).toBe('/dashboard/my-favorite?page=2');
    expect(pagePath(new URL('http://h/_root.data'))).toBe('/');
    expect(pagePath(new URL('http://h/de/_.data?index'))).toBe('/de');
    expect(pagePath(new URL('http://h/login?redirect=%2Fx'))).toBe('/login?redirect=%2Fx');
  });
});

describe('attributionCookies', () => {
  it('keeps inviteCode, agent and utm_* until the year 3000, and nothing else', () => {
    const cookies = attributionCookies(new URL('http://h/?inviteCode=AB12&utm_source=tw&agent=cnfans&other=1&utm_medium='), true);
    expect(cookies).toHaveLength(3);
    expect(cookies.find((c) => c.startsWith('inviteCode=AB12;'))).toContain('Expires=Wed, 01 Jan 3000 00:00:00 GMT');
    expect(cookies.every((c) => c.includes('Path=/') && c.includes('SameSite=Lax') && c.endsWith('Secure'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('other='))).toBe(false);
  });
  it('encodes values so a cookie cannot be split or extended', () => {
    const [cookie] = attributionCookies(new URL('http://h/?utm_campaign=a%3B%20Domain%3Devil.example'), false);
    expect(cookie).toMatch(/^utm_campaign=a%3B%20Domain%3Devil.example; Path=\//);
  });
});

describe('isCrossSiteRequest (logout and other posts)', () => {
  const post = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/logout', { method: 'POST', headers });
  const PUBLIC = ['https://haulbridge.example'];

  it('passes same-origin posts, and requests that say nothing (no browser)', () => {
    expect(isCrossSiteRequest(post({ origin: 'http://127.0.0.1:3000' }))).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'https://haulbridge.example', 'sec-fetch-site': 'same-origin' }), PUBLIC)).toBe(false);
    expect(isCrossSiteRequest(post({ referer: 'http://127.0.0.1:3000/dashboard/home' }))).toBe(false);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });

  it('refuses a foreign or opaque Origin, a foreign Referer and a cross-site Sec-Fetch-Site', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }), PUBLIC)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'http://127.0.0.1:3001' }))).toBe(true);
    expect(isCrossSiteRequest(post({ referer: 'https://evil.example/page' }), PUBLIC)).toBe(true);
    expect(isCrossSiteRequest(post({ referer: 'not a url' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });
});
