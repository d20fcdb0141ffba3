import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** app/components/catalog/ modules used by more than one page (home, search, product, convert) and not loaded lazily. */
const SHARED_CATALOG_MODULES = new Set(['goods-card', 'goods-grid', 'paged-goods-grid', 'price', 'paths', 'channel', 'format', 'seller']);

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
              // The icon library stays with the shell (which uses it first): split across chunks it
              // would make them import each other, and one could run before React is set up.
              if (id.includes('/node_modules/lucide-react/')) return 'app';
              if (/\/(app\/(components|lib)|core)\//.test(id) && !id.includes('confirm-dialog')) return 'app';
              return undefined;
            },
          },
        },
  },
}));
