import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders get the request as it came (no two copies of it made per loader: decision 020, eighth pass); what
    // they read of the address comes from `url`, React Router's normalized one (no `.data`, `_routes`, `index`).
    v8_passThroughRequests: true,
  },
} satisfies Config;
