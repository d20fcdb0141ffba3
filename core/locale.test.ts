import { describe, expect, it } from 'vitest';
import { localeRedirect, localizePath, matchAcceptLanguage, splitLocalePath } from './locale.ts';

describe('matchAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['ja-JP,ja;q=0.9,fr;q=0.5', 'fr'],
    ['en;q=0.4, pl;q=0.8', 'pl'],
    ['PT-br, RU;q=0.7', 'ru'],
    ['ja', null],
    ['', null],
    ['*', null],
    ['de;q=0', null],
    ['de;q=abc', null],
  ])('%s → %s', (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });
});

describe('locale paths', () => {
  it('splits a prefixed path', () => {
    expect(splitLocalePath('/de/brand')).toEqual({ locale: 'de', path: '/brand', prefixed: true });
    expect(splitLocalePath('/zh')).toEqual({ locale: 'zh', path: '/', prefixed: true });
  });
  it('treats unprefixed and unknown prefixes as English paths', () => {
    expect(splitLocalePath('/brand')).toEqual({ locale: 'en', path: '/brand', prefixed: false });
    expect(splitLocalePath('/xx/brand')).toEqual({ locale: 'en', path: '/xx/brand', prefixed: false });
    expect(splitLocalePath('/design')).toEqual({ locale: 'en', path: '/design', prefixed: false });
  });
  it('localizes paths without a prefix for English', () => {
    expect(localizePath('/brand', 'en')).toBe('/brand');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/faq', 'pl')).toBe('/pl/faq');
  });
});

describe('localeRedirect (product §D5: redirected once)', () => {
  const base = { pathname: '/brand', search: '?a=1', cookieLocale: undefined, acceptLanguage: undefined };
  it('follows the browser language and asks to remember it', () => {
    expect(localeRedirect({ ...base, acceptLanguage: 'it-IT,it;q=0.9' })).toEqual({ location: '/it/brand?a=1', locale: 'it', setCookie: true });
  });
  it('follows the cookie without rewriting it', () => {
    expect(localeRedirect({ ...base, cookieLocale: 'ru', acceptLanguage: 'de' })).toEqual({ location: '/ru/brand?a=1', locale: 'ru', setCookie: false });
  });
  it('stays when the cookie says English, whatever the browser prefers', () => {
    expect(localeRedirect({ ...base, cookieLocale: 'en', acceptLanguage: 'de' })).toBeNull();
  });
  it('never redirects a prefixed URL or an English browser', () => {
    expect(localeRedirect({ ...base, pathname: '/de/brand', acceptLanguage: 'fr' })).toBeNull();
    expect(localeRedirect({ ...base, acceptLanguage: 'en-GB' })).toBeNull();
    expect(localeRedirect(base)).toBeNull();
  });
  it('ignores an invalid cookie value', () => {
    expect(localeRedirect({ ...base, cookieLocale: 'xx', acceptLanguage: 'es' })?.location).toBe('/es/brand?a=1');
  });
  it('redirects the home page to the bare prefix', () => {
    expect(localeRedirect({ ...base, pathname: '/', search: '', acceptLanguage: 'zh-CN' })?.location).toBe('/zh');
  });
});
