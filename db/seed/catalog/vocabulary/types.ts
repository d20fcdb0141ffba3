import type { DemoShape } from '../../demo-art/keys.ts';

/** Locales a demo title is written in (the eight interface locales). */
export const TITLE_LOCALES = ['en', 'de', 'fr', 'it', 'es', 'pl', 'ru', 'zh'] as const;
export type TitleLocale = (typeof TITLE_LOCALES)[number];

/**
 * One piece of a title in every locale. `zh` and `en` are always present; another locale may be
 * missing when there is no honest way to say it there — a title in that locale is then not emitted.
 */
export type Phrase = { zh: string; en: string } & Partial<Record<Exclude<TitleLocale, 'zh' | 'en'>, string>>;

/** A phrase in argument order zh, en, de, fr, it, es, pl, ru. */
export function w(zh: string, en: string, de: string, fr: string, it: string, es: string, pl: string, ru: string): Phrase {
  return { zh, en, de, fr, it, es, pl, ru };
}

export type Range = readonly [min: number, max: number];

/** A kind of product within a sub-category (what the noun of the title names). */
export type Kind = {
  /** Silhouette drawn by the demo art. */
  shape: DemoShape;
  /**
   * The product noun. Title pattern per locale: `en` = "{attr} {noun}, {feature} – {variant}" (attr
   * before the noun); every other locale = "{noun} {attr}, {feature} – {variant}" (attr after it).
   */
  name: Phrase;
  /** Nouns used in the marketplace-style Chinese title (defaults to `name.zh`). */
  cn?: readonly string[];
  /** Price in CNY: most listings between min and max (log-normal around their geometric mean). */
  price: Range;
  /** Shipping weight in grams (packed). */
  weight: Range;
  /** Packed volume in cm³. */
  volume: Range;
  /** Replace the sub-category's lists for this kind when they would not fit it. */
  attrs?: readonly Phrase[];
  features?: readonly Phrase[];
  variants?: readonly Phrase[];
};

export type SubCategoryVocab = {
  /** `categories.key` of the sub-category. */
  key: string;
  /** Relative share of listings in the demo catalog. */
  share: number;
  kinds: readonly Kind[];
  /** Material / type modifiers: `en` goes before the noun ("Cotton"), the others after ("aus Baumwolle"). */
  attrs: readonly Phrase[];
  /** Features after the noun in every locale ("with Hood", "mit Kapuze"). */
  features: readonly Phrase[];
  /** What follows the dash: colour, flavour, size or pack ("Black", "kolor: czarny"). */
  variants: readonly Phrase[];
  /** Marketplace keywords for `title_cn` ("百搭", "ins风"…). */
  cnTags: readonly string[];
  /** Who the listing is for, appended to the Chinese noun ("男", "女"…). */
  cnAudience?: readonly string[];
  /** Seasons used in "2025秋冬新款"-style prefixes (clothing and shoes). */
  cnSeasons?: readonly string[];
};
