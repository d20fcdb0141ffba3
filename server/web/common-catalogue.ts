import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { isLocale, type Locale } from '../../core/locale.ts';

/**
 * The `common` catalogue of each locale as its own immutable file (docs/decisions/020, third slice): the page names
 * its address (the root loader's `messagesHref`) instead of carrying the texts in every page's hydration data, and the
 * browser keeps it for a year. The address holds a hash of the content, so a changed catalogue is a new address.
 */
export const COMMON_CATALOGUE_PATH = /^\/i18n\/common\.([a-z]{2})\.([\w-]{12})\.json$/;

export type CatalogueFile = { href: string; hash: string; json: Buffer; br: Buffer; gzip: Buffer };

export function createCommonCatalogues() {
  const files = new Map<Locale, { href: string; hash: string; text: string }>();
  const compressed = new Map<Locale, CatalogueFile>();
  const describe = (locale: Locale) => {
    let file = files.get(locale);
    if (!file) {
      const text = JSON.stringify(CATALOGUES[locale].common);
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12);
      file = { href: `/i18n/common.${locale}.${hash}.json`, hash, text };
      files.set(locale, file);
    }
    return file;
  };
  return {
    /** The address of a locale's catalogue (cheap: the hash is computed once per locale). */
    href: (locale: Locale) => describe(locale).href,
    /** The file at a path, or null; `current` is false for an address of another build (another hash). */
    lookup(pathname: string): { file: CatalogueFile; current: boolean } | null {
      const match = COMMON_CATALOGUE_PATH.exec(pathname);
      if (!match || !isLocale(match[1])) return null;
      const locale = match[1];
      let file = compressed.get(locale);
      if (!file) {
        const { href, hash, text } = describe(locale);
        const json = Buffer.from(text);
        file = {
          href,
          hash,
          json,
          br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
          gzip: gzipSync(json, { level: 9 }),
        };
        compressed.set(locale, file);
      }
      return { file, current: match[2] === file.hash };
    },
  };
}
export type CommonCatalogues = ReturnType<typeof createCommonCatalogues>;
