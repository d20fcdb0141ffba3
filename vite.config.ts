import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { onBuildWarning } from './scripts/build-warnings.ts';

/** app/components/catalog/ modules used by more than one page (home, search, product, convert) and not loaded lazily. */
const SHARED_CATALOG_MODULES = new Set(['goods-card', 'goods-grid', 'price', 'paths', 'channel', 'format', 'seller', 'favorite-button']);
/** The Load More grid: home, search and store pages draw it, the product page does not (a chunk of its own, `paged`). */
const PAGED_MODULES = new Set(['paged-goods-grid', 'use-load-more']);
/**
 * Modules only the account or legal pages (or a click) need: zod and the shared schemas, the account forms, the password-strength
 * rule (lazy: a 49,000-word list), the legal article and its inline links, the home page's budget amounts, the store page's description links, the page namespaces' merge (`MoreMessages`), a visitor's heart kept through login, the
 * browser's API client, the My Store page's components and schemas, the search by image (loaded on first use of the box, with its `search` locale
 * files), the search page's query, the shell's floating area and promotions (loaded after idle, decision 029). Left to Rollup, they go with the pages that import them, never into the shell.
 */
const NOT_IN_SHELL = /\/app\/components\/(account|seller|activity|assistant|affiliate|dashboard|bots|promotions)\/|\/app\/components\/(account-dropdown|legal-article|side-nav|banner|image-search|build-watcher)\.tsx$|\/core\/i18n\/locales\/|\/core\/links\/|\/core\/(account-schemas|catalog-schemas|shop-schemas|admin-schemas|activity-schemas|activity-buyer-schemas|site-banner|promotions|registration-schemas|registration-status|application-schemas|application-status|programmes|assistant|assistant-answers|agent-templates|shop-paths|upload|text-schemas|signature|password-strength|budget|linkify|creator-codes|outbound|bot-schemas)\.ts$|\/core\/i18n\/inline-links\.ts$|\/app\/lib\/(api-client|browser-api|favorites\.client|pending-favorite|session|search-query)\.ts$|\/app\/lib\/more-messages\.tsx$/;

/** Modules only dashboard pages load (their icons stay out of the shell and the shared catalog chunk). */
const DASHBOARD_ONLY = /\/app\/(components\/(?:seller|affiliate|dashboard|bots)\/[\w-]+|routes\/dashboard(-[\w-]+)?)\.tsx?$/;
/** Modules only the group-buy and flash-sale pages load (likewise). */
const ACTIVITY_ONLY = /\/app\/(components\/activity\/[\w-]+|routes\/activity-[\w-]+)\.tsx?$/;

/** The pages that load the shared catalog chunk on their first view. */
const CATALOG_PAGE = /\/app\/routes\/(home|search-result|product|store|convert)\.tsx$/;

/** A catalog component (app/components/catalog/). */
const CATALOG_PART = /\/app\/components\/catalog\/[\w-]+\.tsx?$/;

/** A lucide icon module (the library's own code is not one). */
const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\/[\w-]+\.m?js$/;

/**
 * The client chunk of a module that is not an icon: `app` (the shell's shared modules, one chunk instead of a dozen
 * tiny ones: fewer first-load requests, measured with bench:web), `catalog` (the catalog components several pages
 * share, loaded only by those pages), or undefined (left to Rollup: it goes with the page that imports it, or loads
 * lazily; the lazily loaded confirm dialog stays separate).
 */
function chunkOf(id: string) {
  // The shop paths are re-exported by core/api.ts (in the shell) but used only by the shop pages: a chunk of their own.
  if (id.endsWith('/core/shop-paths.ts')) return 'shop-paths';
  // The browser's API client and the favourite call that loads it on a heart click: one lazy chunk, which My Store
  // loads too (split apart, the heart's lazy import would name one more file on every catalog page).
  if (/\/app\/lib\/(api-client|browser-api|favorites\.client)\.ts$/.test(id)) return 'browser-api';
  const catalog = /\/app\/components\/catalog\/([\w-]+)\.tsx?$/.exec(id)?.[1];
  if (catalog) return PAGED_MODULES.has(catalog) ? 'paged' : SHARED_CATALOG_MODULES.has(catalog) ? 'catalog' : undefined;
  if (NOT_IN_SHELL.test(id)) return undefined;
  // The icon library's own code stays with the shell (which draws icons first): split across chunks it would
  // make them import each other, and one could run before React is set up.
  if (id.includes('/node_modules/lucide-react/')) return 'app';
  // Other packages follow their importers (zod's own `/core/` folder is not our core/).
  if (id.includes('/node_modules/')) return undefined;
  if (/\/(app\/(components|lib)|core)\//.test(id) && !id.includes('confirm-dialog')) return 'app';
  return undefined;
}

/**
 * lucide's icon modules made with app/lib/static-icon.ts instead of lucide's `createLucideIcon`: the same `<svg>`, its
 * shapes written once per icon instead of an element per shape on every render (docs/decisions/020, twelfth pass).
 */
function staticLucideIcons(): Plugin {
  const replacement = fileURLToPath(new URL('./app/lib/static-icon.ts', import.meta.url));
  let icons = 0;
  let replaced = 0;
  return {
    name: 'haulbridge:static-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && LUCIDE_ICON.test(importer)) {
        replaced++;
        return replacement;
      }
      return null;
    },
    moduleParsed(info) {
      if (LUCIDE_ICON.test(info.id)) icons++;
    },
    // A lucide release that builds its icons another way would otherwise bring lucide's per-render icons back unseen.
    buildEnd(error) {
      if (!error && icons > 0 && replaced === 0) this.error(`staticLucideIcons: ${icons} lucide icon modules, none made with app/lib/static-icon.ts`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), staticLucideIcons(), reactRouter()],
  // Bundled into the server build too, so that its icons go through staticLucideIcons as the browser's do.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild
      ? { onwarn: onBuildWarning }
      : {
          onwarn: onBuildWarning,
          output: {
            manualChunks(id, { getModuleInfo }) {
              // An icon goes with the code that draws it: with the shell when the shell draws it (the
              // shell chunk must not import from a page's chunk), with the shared catalog chunk when
              // several pages do (no one-icon chunks), else with its one page.
              if (LUCIDE_ICON.test(id)) {
                const importers = getModuleInfo(id)?.importers ?? [];
                // Icons of the dashboard and activity pages only (My Store's components among them) go with those pages.
                if (importers.length > 0 && importers.every((importer) => DASHBOARD_ONLY.test(importer) || ACTIVITY_ONLY.test(importer))) return undefined;
                const chunks = importers.map(chunkOf);
                if (chunks.includes('app')) return 'app';
                if (chunks.includes('catalog')) return 'catalog';
                // Only lazily loaded parts or dashboard pages draw it, or one catalog page and its own parts: not in the
                // shared catalog chunk, which every catalog page loads. Otherwise there (no one-icon chunks).
                // (A catalog part counts as the catalog pages that import it, at once or lazily.)
                const pagesOf = (importer: string) => {
                  if (CATALOG_PAGE.test(importer)) return [importer];
                  const info = getModuleInfo(importer);
                  return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].filter((page) => CATALOG_PAGE.test(page));
                };
                const pages = new Set(importers.flatMap(pagesOf));
                const others = importers.filter((importer) => !CATALOG_PAGE.test(importer) && !CATALOG_PART.test(importer));
                if (pages.size === 0 || (pages.size === 1 && others.length === 0)) return undefined;
                // One catalog page and dashboard pages (the product page's and My Favorite's): one chunk of such icons
                // per page, instead of every catalog page loading them in the shared chunk.
                if (pages.size === 1) return `${/([\w-]+)\.tsx$/.exec([...pages][0]!)![1]}-icons`;
                return 'catalog';
              }
              return chunkOf(id);
            },
          },
        },
  },
}));
