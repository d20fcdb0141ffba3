import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale.ts';
import { CATALOGUES, NAMESPACES } from './catalogues.ts';
import { linkTargets } from './inline-links.ts';

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
const SAME_IN_EVERY_LOCALE = new Set([
  'common:site.name',
  'common:footer.dmca',
  'bots:bots.statusLine',
  // "24/7" and the hour symbol "h" (programme figures) are written so in most locales; zh, de, pl, ru write their own.
  'activity:programme.seller.figures.afterSalesValue',
  'activity:programme.influencers.figures.contactValue',
]);
/** English loanwords that are the native term in a locale ("Password" in Italian). */
const LOANWORDS: Partial<Record<string, Set<string>>> = {
  // "min" (minutes) is the abbreviation these languages write too.
  it: new Set(['common:account.password', 'activity:countdown.min', 'bots:bots.types.influencer']),
  es: new Set(['activity:countdown.min', 'admin:admin.applications.programmes.influencers', 'bots:bots.types.influencer']),
  de: new Set(['api:goodsSheetHeaderTags', 'admin:admin.applications.status', 'affiliate:affiliate.codes.agent']),
  fr: new Set(['api:goodsSheetHeaderStock', 'admin:admin.audit.action', 'activity:countdown.min', 'admin:admin.applications.programme', 'affiliate:affiliate.codes.agent']),
  pl: new Set(['admin:admin.audit.who', 'activity:countdown.min', 'affiliate:affiliate.codes.agent', 'bots:bots.types.influencer']),
};

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

type LegalDocument = { title: string; description: string; intro: string; sections: { heading: string; paragraphs: string[] }[] };
const legalDocument = (locale: (typeof LOCALES)[number], key: string) => (CATALOGUES[locale].legal as unknown as Record<string, LegalDocument | undefined>)[key];

describe('the terms of use', () => {
  const english = legalDocument('en', 'terms')!;

  it('cover what the brief asks for in English', () => {
    const headings = english.sections.map((section) => section.heading);
    expect(headings).toEqual([
      'What Haulbridge is',
      'Purchases are made with shopping agents',
      'Referral codes and attribution',
      'Your account',
      'Favourites, shops and the content you add',
      "Discord bots and creators' affiliate codes",
      'Group buys, flash sales and other promotions',
      'Intellectual property and copyright',
      'No warranty and limitation of liability',
      'Suspension and termination',
      'Changes to these terms',
      'Governing law and contact',
    ]);
    expect(linkTargets(JSON.stringify(english))).toEqual(
      expect.arrayContaining(['/protocol/affiliate-disclosure', '/protocol/prohibited-links', '/protocol/dmca', '/protocol/repeat-infringer', '/protocol/privacy-policy']),
    );
  });

  for (const locale of LOCALES) {
    it(`exist in ${locale} with the same sections, paragraphs and links as in English`, () => {
      const terms = legalDocument(locale, 'terms');
      expect(terms, `${locale}/legal:terms`).toBeDefined();
      for (const text of [terms!.title, terms!.description, terms!.intro]) expect(text.trim().length).toBeGreaterThan(0);
      expect(terms!.sections.map((section) => section.paragraphs.length)).toEqual(english.sections.map((section) => section.paragraphs.length));
      terms!.sections.forEach((section, index) => {
        expect(section.heading.trim().length, `${locale} section ${index + 1}`).toBeGreaterThan(0);
        expect(section.paragraphs.map(linkTargets), `${locale} section ${index + 1}`).toEqual(english.sections[index]!.paragraphs.map(linkTargets));
        if (locale !== 'en') expect(section.heading, `${locale} section ${index + 1}`).not.toBe(english.sections[index]!.heading);
      });
      expect(legalDocument(locale, 'effective')).toMatch(/\{\{date\}\}/);
    });
  }
});

describe('inline links in the catalogues', () => {
  for (const ns of NAMESPACES) {
    const english = leaves(CATALOGUES.en[ns]);
    it(`${ns}: every [label](/path) is well formed and points to the same pages in every locale`, () => {
      for (const locale of LOCALES) {
        for (const [key, text] of leaves(CATALOGUES[locale][ns])) {
          // A "](" that is not part of a link is a broken link: the person would see the brackets.
          expect((text.match(/\]\(/g) ?? []).length, `${locale}/${ns}:${key}`).toBe(linkTargets(text).length);
          expect(linkTargets(text), `${locale}/${ns}:${key}`).toEqual(linkTargets(english.get(key) ?? ''));
        }
      }
    });
  }
});
