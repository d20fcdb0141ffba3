import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnsafeChar, safeRedirectPath, sameOriginPath } from './safe-redirect.ts';

const BASE = 'https://haulbridge.example';
/** How a browser would resolve the answer as a Location on our origin. */
const resolvedOrigin = (path: string) => new URL(path, BASE).origin;

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectPath('/dashboard/my-favorite')).toBe('/dashboard/my-favorite');
    expect(safeRedirectPath('/de/search-result?keyword=hoodie&pageId=2#top')).toBe('/de/search-result?keyword=hoodie&pageId=2#top');
    expect(safeRedirectPath('/products/taobao/123?x=%2F%2F')).toBe('/products/taobao/123?x=%2F%2F');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,hi'],
    ['evil.example'],
    ['dashboard'],
    ['/%2F%2Fevil.example'],
    ['/%2f%2fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/.//evil.example'],
    ['/./%2F/evil.example'],
    ['/\tevil'],
    ['/\n/evil.example'],
    ['/\u0000'],
    ['/%0a/evil'],
    ['/%E0%A4%A'],
    [''],
    [' /dashboard'],
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('uses the fallback for a missing value', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/dashboard/home')).toBe('/dashboard/home');
  });

  it('never answers a path that leaves this origin (any string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), (input) => {
        const out = safeRedirectPath(input);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(resolvedOrigin(out)).toBe(BASE);
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves this origin for strings built from URL-significant pieces', () => {
    const piece = fc.constantFrom('/', '\\', '//', '.', '..', '%2F', '%2f', '%5C', '%25', '%0a', ':', '@', '?', '#', 'evil.example', 'javascript:', 'http:', '\t', '\n', ' ', 'a', '%');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = pieces.join('');
        const out = safeRedirectPath(input);
        expect(out.startsWith('//')).toBe(false);
        expect(hasUnsafeChar(out)).toBe(false);
        expect(resolvedOrigin(out)).toBe(BASE);
        // Decoding it (as a careless later layer might) must not reveal another host either.
        let decoded = out;
        try {
          decoded = decodeURIComponent(out);
        } catch {
          // not decodable: nothing hidden
        }
        expect(decoded.startsWith('//')).toBe(false);
        expect(hasUnsafeChar(decoded)).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every plain same-origin path unchanged', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined }), (segments, query) => {
        const path = `/${segments.join('/')}${query ? `?${query}` : ''}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
  });
});

describe('sameOriginPath', () => {
  it.each([
    ['//evil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['\\\\evil.com/a', '/evil.com/a'],
    ['/\t/evil.com', '/evil.com'],
    ['/\n\\/evil.com?x=1', '/evil.com?x=1'],
    ['', '/'],
    ['/faq', '/faq'],
    ['/de/search-result?keyword=a//b', '/de/search-result?keyword=a//b'],
  ])('keeps %j on this origin as %j', (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
    expect(new URL(sameOriginPath(input), 'https://haulbridge.test').origin).toBe('https://haulbridge.test');
  });
});
