/**
 * What the assistant knows besides the catalog: the FAQ and the policy pages of every locale catalogue (the `legal`
 * namespace), one entry per FAQ answer and per policy section, with the page and anchor it is shown at. Pure.
 */
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { LOCALES, type Locale } from '../../../core/locale.ts';

export type KnowledgeEntry = {
  locale: Locale;
  /** Stable within a locale: `faq:3`, `privacy:2`. */
  key: string;
  source: 'faq' | 'policy';
  title: string;
  body: string;
  /** Unprefixed app path with the entry's anchor. */
  path: string;
};

/** The policy pages of `/protocol/{page}` (app/routes/protocol.tsx) by their catalogue key. */
export const POLICY_PAGES = {
  terms: 'terms-of-use',
  privacy: 'privacy-policy',
  affiliateDisclosure: 'affiliate-disclosure',
  dmca: 'dmca',
  prohibitedLinks: 'prohibited-links',
  repeatInfringer: 'repeat-infringer',
} as const;

type Faq = { items: { q: string; a: string }[] };
type Policy = { title: string; sections: { heading: string; paragraphs: string[] }[] };

/** Anchors of the FAQ page (app/routes/faq.tsx) and of the policy pages' sections (app/components/legal-article.tsx). */
export const faqAnchor = (index: number) => `faq-${index + 1}`;
const sectionAnchor = (index: number) => `section-${index + 1}`;

export function knowledgeOf(locale: Locale): KnowledgeEntry[] {
  const legal = CATALOGUES[locale].legal as unknown as Record<string, unknown>;
  const faq = legal.faq as Faq;
  const entries: KnowledgeEntry[] = faq.items.map((item, index) => ({
    locale,
    key: `faq:${index + 1}`,
    source: 'faq',
    title: item.q,
    body: item.a,
    path: `/faq#${faqAnchor(index)}`,
  }));
  for (const [key, slug] of Object.entries(POLICY_PAGES)) {
    const policy = legal[key] as Policy;
    policy.sections.forEach((section, index) => {
      entries.push({
        locale,
        key: `${key}:${index + 1}`,
        source: 'policy',
        title: section.heading,
        body: section.paragraphs.join('\n\n'),
        path: `/protocol/${slug}#${sectionAnchor(index)}`,
      });
    });
  }
  return entries;
}

/** Every locale's entries. */
export const allKnowledge = (): KnowledgeEntry[] => LOCALES.flatMap(knowledgeOf);
