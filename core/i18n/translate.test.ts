import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { interpolate, lookup, makeCatalogueTranslator, makeServerCatalogueTranslator } from './translate.ts';

describe('catalogue translator', () => {
  it('the server translator (keys remembered) answers as the plain one, asked twice, plurals and missing keys too', () => {
    const keysOf = (node: unknown, prefix = ''): string[] =>
      node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      const plain = makeCatalogueTranslator(locale, catalogue.common);
      const server = makeServerCatalogueTranslator(locale, catalogue.common);
      const keys = [...keysOf(catalogue.common).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')), 'no.such.key'];
      for (let pass = 0; pass < 2; pass++) {
        for (const key of keys) {
          for (const vars of [undefined, { count: 1, value: 'x' }, { count: 3 }, { count: 22 }, { name: 'N' }] as (Record<string, string | number> | undefined)[]) expect(server(key, vars), `${locale} ${key}`).toBe(plain(key, vars));
        }
      }
    }
  });

  it('interpolates {{vars}} and leaves unknown ones visible', () => {
    expect(interpolate('Under {{price}}', { price: '$7.02' })).toBe('Under $7.02');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
  it('looks up dotted keys and answers the key when missing', () => {
    expect(lookup({ a: { b: 'x' } }, 'a.b')).toBe('x');
    expect(lookup({ a: { b: 'x' } }, 'a.c')).toBe('a.c');
  });
  it('chooses plural forms by the locale’s rules', () => {
    const en = makeCatalogueTranslator('en', CATALOGUES.en.common);
    expect(en('home.agentsCount', { count: 1 })).toBe('1 agent');
    expect(en('home.agentsCount', { count: 19 })).toBe('19 agents');
    const pl = makeCatalogueTranslator('pl', CATALOGUES.pl.common);
    const ru = makeCatalogueTranslator('ru', CATALOGUES.ru.common);
    const forms = (t: typeof pl) => [1, 2, 5, 22].map((count) => t('home.agentsCount', { count }));
    expect(new Set(forms(pl)).size).toBeGreaterThanOrEqual(2);
    const word = (t: typeof ru, count: number) => t('home.agentsCount', { count }).replace(String(count), '#');
    expect(word(ru, 2)).toBe(word(ru, 22)); // few
    expect(word(ru, 5)).not.toBe(word(ru, 2)); // many vs few
    expect(word(ru, 1)).not.toBe(word(ru, 5)); // one vs many
    expect(makeCatalogueTranslator('zh', CATALOGUES.zh.common)('home.agentsCount', { count: 3 })).toContain('3');
  });
  it('uses a plain key when the count has no plural variants', () => {
    const t = makeCatalogueTranslator('en', { price: 'Under {{count}}' });
    expect(t('price', { count: 3 })).toBe('Under 3');
  });
});
