import type { ServerBuild } from 'react-router';

/** `npm run dev`: Vite in middleware mode serves modules with HMR; SSR loads the build through Vite. */
export async function createDevWeb(root: string) {
  const vite = await import('vite');
  const server = await vite.createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  return {
    web: {
      build: () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      clientDir: null,
      buildId: 'dev',
      devMiddleware: server.middlewares,
    },
    close: () => server.close(),
  };
}
