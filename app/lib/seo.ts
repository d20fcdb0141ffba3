import type { MetaDescriptor } from 'react-router';
import { lookup } from '../../core/i18n/translate.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath, splitLocalePath } from '../../core/locale.ts';
import type { Bootstrap } from './bootstrap.server.ts';
import { commonMessages } from './common-messages.ts';

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function rootData(matches: readonly MetaMatch[]): Bootstrap | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as Bootstrap | undefined;
}

/** The `common` catalogue of the page's locale (here when the page renders: the root waits for it). */
export function rootMessages(matches: readonly MetaMatch[]) {
  const locale = rootData(matches)?.locale;
  return locale ? commonMessages(locale) : undefined;
}

/**
 * Title, description, canonical (origin + path) and hreflang alternates for all eight locales plus
 * x-default (product §2). Returned from each route's `meta`, so client navigation keeps them current.
 */
export function seoMeta(args: {
  matches: readonly MetaMatch[];
  pathname: string;
  titleKey?: string;
  title?: string;
  descriptionKey?: string;
  description?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const data = rootData(args.matches);
  const messages = rootMessages(args.matches);
  const siteName = lookup(messages, 'site.name');
  const pageTitle = args.title ?? (args.titleKey ? lookup(messages, args.titleKey) : siteName);
  const title = args.titleKey === 'home.title' || pageTitle === siteName ? pageTitle : `${pageTitle} – ${siteName}`;
  const description = args.description ?? (args.descriptionKey ? lookup(messages, args.descriptionKey) : lookup(messages, 'home.description'));
  const origin = data?.origin ?? '';
  const { path } = splitLocalePath(args.pathname);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: origin + args.pathname },
    { tagName: 'link', rel: 'canonical', href: origin + args.pathname },
    ...LOCALES.map((locale) => ({ tagName: 'link', rel: 'alternate', hrefLang: LOCALE_TAGS[locale], href: origin + localizePath(path, locale) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + localizePath(path, DEFAULT_LOCALE) },
  ];
  if (args.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
