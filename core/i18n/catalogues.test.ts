import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale.ts';
import { CATALOGUES, NAMESPACES } from './catalogues.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf as `path → string`, with plural variants folded into their base key. */
function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') {
    out.set(prefix.replace(PLURAL_SUFFIX, ''), node);
  } else if (Array.isArray(node)) {
    node.forEach((child, i) => leaves(child, `${prefix}[${i}]`, out));
  } else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Strings that are the same in every language: names and codes. */
const SAME_IN_EVERY_LOCALE = new Set(['common:site.name', 'common:footer.dmca']);
/** English loanwords that are the native term in a locale ("Password" in Italian). */
const LOANWORDS: Partial<Record<string, Set<string>>> = { it: new Set(['common:account.password']) };

describe('locale catalogues', () => {
  for (const ns of NAMESPACES) {
    const english = leaves(CATALOGUES.en[ns]);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${ns} has every key of en/${ns} and no other`, () => {
        const translated = leaves(CATALOGUES[locale][ns]);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });
      it(`${locale}/${ns} holds no English text left untranslated`, () => {
        const translated = leaves(CATALOGUES[locale][ns]);
        const untranslated = [...english].filter(([key, text]) => !SAME_IN_EVERY_LOCALE.has(`${ns}:${key}`) && !LOANWORDS[locale]?.has(`${ns}:${key}`) && translated.get(key) === text).map(([key]) => key);
        expect(untranslated).toEqual([]);
      });
      it(`${locale}/${ns} keeps every {{placeholder}}`, () => {
        const translated = leaves(CATALOGUES[locale][ns]);
        for (const [key, text] of english) {
          const wanted = (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
          const got = (translated.get(key)?.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
          expect(got, `${locale}/${ns}:${key}`).toEqual(wanted);
        }
      });
    }
  }
});
