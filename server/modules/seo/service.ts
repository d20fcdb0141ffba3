import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath } from '../../../core/locale.ts';
import type { SeoRepo } from './repo.ts';

/**
 * 1,000 products per sitemap: each product has a URL per locale (8), so a page lists 8,000 URLs,
 * under the 10,000 we allow ourselves and far under the protocol's 50,000 / 50 MB.
 */
export const PRODUCTS_PER_SITEMAP = 1000;
/** Stores per sitemap: 8 locale URLs each, like products. */
export const STORES_PER_SITEMAP = 1000;

/** Public pages that exist in every locale (app/routes.ts); `/search-result` is left out on purpose. */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/brand',
  '/faq',
  '/convert',
  '/protocol/terms-of-use',
  '/protocol/privacy-policy',
  '/protocol/affiliate-disclosure',
  '/protocol/dmca',
  '/protocol/prohibited-links',
  '/protocol/repeat-infringer',
];

/** Paths crawlers should not visit, unprefixed and under every locale prefix. */
const DISALLOWED = ['/dashboard', '/login', '/sign-up', '/reset-password', '/setNewPassword'];

const LARGEST_ID = 2_147_483_647;

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** One `<url>` per locale of `path`, each naming every locale version and x-default (hreflang in sitemaps). */
function localizedUrls(origin: string, path: string): string {
  const alternates =
    LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${xmlEscape(origin + localizePath(path, locale))}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + localizePath(path, DEFAULT_LOCALE))}"/>`;
  return LOCALES.map((locale) => `<url><loc>${xmlEscape(origin + localizePath(path, locale))}</loc>${alternates}</url>\n`).join('');
}

function urlset(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    body +
    '</urlset>\n'
  );
}

export function productPath(channel: string, offerId: string): string {
  return `/products/${encodeURIComponent(channel)}/${encodeURIComponent(offerId)}`;
}

/** A seller's public store (product §2 `/store/{storeSpace}`). */
export function storePath(storeSpace: string): string {
  return `/store/${encodeURIComponent(storeSpace)}`;
}

/**
 * robots.txt and the sitemaps (issue #3 §3, issue 12 §4): every locale of every public page, product and store with
 * goods, with hreflang alternates.
 */
export function makeSeoService(repo: SeoRepo, options: { origin: string; productsPerSitemap?: number; storesPerSitemap?: number }) {
  const { origin } = options;
  const pageSize = options.productsPerSitemap ?? PRODUCTS_PER_SITEMAP;
  const storePageSize = options.storesPerSitemap ?? STORES_PER_SITEMAP;

  return {
    robotsTxt(): string {
      const prefixes = ['', ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`)];
      const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
      for (const prefix of prefixes) for (const path of DISALLOWED) lines.push(`Disallow: ${prefix}${path}`);
      lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
      return lines.join('\n');
    },

    async sitemapIndex(): Promise<string> {
      const [productPages, storePages] = await Promise.all([repo.productPages(pageSize), repo.storePages(storePageSize)]);
      const files = [
        '/sitemaps/pages.xml',
        ...productPages.map((n) => `/sitemaps/products-${n}.xml`),
        ...storePages.map((n) => `/sitemaps/stores-${n}.xml`),
      ];
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        files.map((file) => `<sitemap><loc>${xmlEscape(origin + file)}</loc></sitemap>\n`).join('') +
        '</sitemapindex>\n'
      );
    },

    pagesSitemap(): string {
      return urlset(STATIC_PAGES.map((path) => localizedUrls(origin, path)).join(''));
    },

    /** null for a page beyond the ids or without any product. */
    async productSitemap(page: number): Promise<string | null> {
      if (!Number.isSafeInteger(page) || page < 1 || page * pageSize > LARGEST_ID) return null;
      const products = await repo.productsOnPage(page, pageSize);
      if (products.length === 0) return null;
      return urlset(products.map((p) => localizedUrls(origin, productPath(p.channel, p.offerId))).join(''));
    },

    /** null for a page beyond the ids or without a store that has ready goods. */
    async storeSitemap(page: number): Promise<string | null> {
      if (!Number.isSafeInteger(page) || page < 1 || page * storePageSize > LARGEST_ID) return null;
      const stores = await repo.storesOnPage(page, storePageSize);
      if (stores.length === 0) return null;
      return urlset(stores.map((store) => localizedUrls(origin, storePath(store.storeSpace))).join(''));
    },
  };
}
export type SeoService = ReturnType<typeof makeSeoService>;
