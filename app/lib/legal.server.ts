import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { interpolate } from '../../core/i18n/translate.ts';
import type { Locale } from '../../core/locale.ts';

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalPage = { title: string; description: string; intro: string; sections: LegalSection[] };
export type FaqPage = { title: string; description: string; intro: string; items: { q: string; a: string }[] };

/** The date the policy texts were last revised (shown as "Last updated"). */
export const LEGAL_UPDATED = '2026-11-22';

/** The date the current terms of use took effect (shown as "Effective date"); change it with each new version. */
export const TERMS_EFFECTIVE = '2026-11-24';

type Legal = Record<string, unknown> & { updated: string; effective: string };

export type LegalPageKey = 'terms' | 'privacy' | 'affiliateDisclosure' | 'dmca' | 'prohibitedLinks' | 'repeatInfringer' | 'brand';

function legal(locale: Locale): Legal {
  return CATALOGUES[locale].legal as unknown as Legal;
}

export function legalPage(locale: Locale, key: LegalPageKey) {
  const catalogue = legal(locale);
  return { page: catalogue[key] as LegalPage, updated: catalogue.updated };
}

/** The line under a policy's title: the terms show the date they took effect, the others when they were last revised. */
export function legalDateLine(locale: Locale, key: LegalPageKey): string {
  const catalogue = legal(locale);
  return key === 'terms' ? interpolate(catalogue.effective, { date: TERMS_EFFECTIVE }) : interpolate(catalogue.updated, { date: LEGAL_UPDATED });
}

export function faqPage(locale: Locale) {
  const catalogue = legal(locale);
  return { page: catalogue.faq as FaqPage, updated: catalogue.updated };
}
