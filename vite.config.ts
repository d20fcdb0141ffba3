import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** app/components/catalog/ modules used by more than one page (home, search, product, convert) and not loaded lazily. */
const SHARED_CATALOG_MODULES = new Set(['goods-card', 'goods-grid', 'paged-goods-grid', 'price', 'paths', 'channel', 'format', 'seller', 'favorite-button']);
/**
 * Modules only the account or legal pages (or a click) need: zod and the shared schemas, the account forms, the legal article, the
 * browser's API client. Left to Rollup, they go with the pages that import them, never into the shell.
 */
const ACCOUNT_ONLY_ICONS = /\/icons\/(eye-off|key-round|house|circle-user)\.m?js$/;
const NOT_IN_SHELL = /\/app\/components\/account\/|\/app\/components\/(account-dropdown|legal-article)\.tsx$|\/core\/links\/|\/core\/(account-schemas|catalog-schemas|signature)\.ts$|\/app\/lib\/(api-client|browser-api|favorites\.client|session)\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The shell's shared modules in one chunk instead of a dozen tiny ones: fewer first-load
            // requests (measured with bench:web). The lazily loaded confirm dialog stays separate. The
            // catalog components several pages share form one more chunk that only those pages load;
            // the rest of app/components/catalog/ goes with the one page that uses it, or loads lazily.
            manualChunks(id: string) {
              const catalog = /\/app\/components\/catalog\/([\w-]+)\.tsx?$/.exec(id)?.[1];
              if (catalog) return SHARED_CATALOG_MODULES.has(catalog) ? 'catalog' : undefined;
              if (NOT_IN_SHELL.test(id)) return undefined;
              // The icon library stays with the shell (which uses it first): split across chunks it
              // would make them import each other, and one could run before React is set up.
              // Icons drawn only by the account pages (forms, user center) go with those pages instead.
              if (id.includes('/node_modules/lucide-react/')) return ACCOUNT_ONLY_ICONS.test(id) ? undefined : 'app';
              // Other packages follow their importers (zod's own `/core/` folder is not our core/).
              if (id.includes('/node_modules/')) return undefined;
              if (/\/(app\/(components|lib)|core)\//.test(id) && !id.includes('confirm-dialog')) return 'app';
              return undefined;
            },
          },
        },
  },
}));
