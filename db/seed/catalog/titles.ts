import type { Rng } from './prng.ts';
import { TITLE_LOCALES, type Kind, type Phrase, type SubCategoryVocab, type TitleLocale } from './vocabulary/index.ts';

type Channel = 'taobao' | 'weidian' | '1688';

/**
 * Words that open a prepositional phrase per locale: a feature starting with one follows the noun
 * phrase directly ("Hoodie with Kangaroo Pocket"); any other feature follows a comma
 * ("Hoodie, Unisex").
 */
const PREPOSITIONS: Record<Exclude<TitleLocale, 'zh'>, readonly string[]> = {
  en: ['with', 'for', 'in'],
  de: ['mit', 'für', 'ohne', 'in', 'im', 'aus', 'zum', 'zur', 'nach', 'als', 'auch'],
  fr: ['avec', 'à', 'pour', 'sans', 'en', 'au', 'aux'],
  it: ['con', 'per', 'senza', 'a', 'ad', 'in', 'da', 'dal', 'dalla', 'al', 'alla', 'alle'],
  es: ['con', 'para', 'sin', 'de', 'en', 'a', 'al'],
  pl: ['z', 'ze', 'do', 'na', 'bez', 'w', 'o', 'dla'],
  ru: ['с', 'со', 'для', 'на', 'без', 'в', 'во', 'из'],
};

export type TitleParts = { kind: Kind; attr: Phrase | null; feature: Phrase | null; variant: Phrase | null };

/** Chooses which parts a listing's title uses (same choice for every locale). */
export function chooseTitleParts(rng: Rng, sub: SubCategoryVocab, kind: Kind): TitleParts {
  const attrs = kind.attrs ?? sub.attrs;
  const features = kind.features ?? sub.features;
  const variants = kind.variants ?? sub.variants;
  const attr = rng.pick(attrs);
  const feature = rng.pick(features);
  const variant = rng.pick(variants);
  const pattern = rng.next();
  if (pattern < 0.45) return { kind, attr, feature, variant };
  if (pattern < 0.7) return { kind, attr, feature: null, variant };
  if (pattern < 0.9) return { kind, attr: null, feature, variant };
  return { kind, attr, feature, variant: null };
}

function startsWithPreposition(locale: Exclude<TitleLocale, 'zh'>, text: string): boolean {
  const first = text.split(' ', 1)[0]!.toLowerCase();
  return PREPOSITIONS[locale].includes(first);
}

/**
 * The title in one locale, or null when a part has no honest wording in that locale.
 * en: "{attr} {noun} {feature} – {variant}"; others: "{noun} {attr} {feature} – {variant}";
 * zh: "{attr}{noun} {feature} {variant}".
 */
export function composeTitle(locale: TitleLocale, parts: TitleParts): string | null {
  const noun = parts.kind.name[locale];
  const attr = parts.attr ? parts.attr[locale] : '';
  const feature = parts.feature ? parts.feature[locale] : '';
  const variant = parts.variant ? parts.variant[locale] : '';
  if (noun === undefined || attr === undefined || feature === undefined || variant === undefined) return null;
  if (locale === 'zh') return [`${attr}${noun}`, feature, variant].filter(Boolean).join(' ');
  let title = locale === 'en' ? [attr, noun].filter(Boolean).join(' ') : [noun, attr].filter(Boolean).join(' ');
  if (feature) title += startsWithPreposition(locale, feature) ? ` ${feature}` : `, ${feature}`;
  if (variant) title += locale === 'ru' ? ` — ${variant}` : ` – ${variant}`;
  return title;
}

/** Titles in every locale the parts can honestly be written in. */
export function composeTitles(parts: TitleParts): Partial<Record<TitleLocale, string>> {
  const titles: Partial<Record<TitleLocale, string>> = {};
  for (const locale of TITLE_LOCALES) {
    const title = composeTitle(locale, parts);
    if (title !== null) titles[locale] = title;
  }
  return titles;
}

const FACTORY_PREFIXES = ['厂家直销', '源头工厂', '一件代发', '跨境', '工厂批发', '现货'];
const SHOP_PREFIXES = ['新款', '爆款', '正品', '现货', '热卖'];

/**
 * A marketplace-style Chinese title, e.g. "2025秋冬新款重磅纯棉连帽卫衣男宽松落肩美式复古".
 * Keywords are run together as sellers do; 1688 titles lead with factory wording.
 */
export function composeChineseTitle(rng: Rng, sub: SubCategoryVocab, parts: TitleParts, channel: Channel, year: number): string {
  const tokens: string[] = [];
  if (channel === '1688' && rng.chance(0.7)) tokens.push(rng.pick(FACTORY_PREFIXES));
  else if (sub.cnSeasons && rng.chance(0.65)) tokens.push(`${year}${rng.pick(sub.cnSeasons)}新款`);
  else if (rng.chance(0.35)) tokens.push(rng.pick(SHOP_PREFIXES));
  const tag1 = rng.chance(0.6) ? rng.pick(sub.cnTags) : null;
  if (tag1) tokens.push(tag1);
  if (parts.attr || rng.chance(0.5)) tokens.push((parts.attr ?? rng.pick(parts.kind.attrs ?? sub.attrs)).zh);
  tokens.push(rng.pick(parts.kind.cn ?? [parts.kind.name.zh]));
  const keep = tokens.length;
  if (sub.cnAudience) tokens.push(rng.pick(sub.cnAudience));
  if (parts.feature || rng.chance(0.4)) tokens.push((parts.feature ?? rng.pick(parts.kind.features ?? sub.features)).zh);
  const tag2 = rng.pick(sub.cnTags);
  if (tag2 !== tag1 && rng.chance(0.7)) tokens.push(tag2);
  if (channel === '1688' && rng.chance(0.3)) tokens.push('批发');
  // A keyword already said (or said within a longer one, as "麻辣" in "麻辣辣条") is not repeated.
  const unique = tokens.filter((token, i) => !tokens.some((other, j) => j !== i && (other === token ? j < i : other.includes(token))));
  const separator = channel === 'weidian' && rng.chance(0.3) ? ' ' : '';
  // Marketplaces cap titles at 60 bytes (30 CJK characters); drop trailing keywords beyond ~40 characters.
  const nounAt = unique.lastIndexOf(tokens[keep - 1]!);
  while (unique.join(separator).length > 40 && unique.length > Math.max(nounAt + 1, 1)) unique.pop();
  return unique.join(separator);
}
