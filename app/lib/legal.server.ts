import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import type { Locale } from '../../core/locale.ts';

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalPage = { title: string; description: string; intro: string; sections: LegalSection[] };
export type FaqPage = { title: string; description: string; intro: string; items: { q: string; a: string }[] };

/** The date the policy texts were last revised (shown as "Last updated"). */
export const LEGAL_UPDATED = '2026-11-22';

type Legal = Record<string, unknown> & { updated: string };

function legal(locale: Locale): Legal {
  return CATALOGUES[locale].legal as unknown as Legal;
}

export function legalPage(locale: Locale, key: 'privacy' | 'affiliateDisclosure' | 'dmca' | 'prohibitedLinks' | 'repeatInfringer' | 'brand') {
  const catalogue = legal(locale);
  return { page: catalogue[key] as LegalPage, updated: catalogue.updated };
}

export function faqPage(locale: Locale) {
  const catalogue = legal(locale);
  return { page: catalogue.faq as FaqPage, updated: catalogue.updated };
}
