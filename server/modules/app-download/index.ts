import type { ModuleDeps, ServerModule } from '../module.ts';
import { appDownloadRoutes } from './routes.ts';
import { makeAppDownloadService, type AppDownloadService } from './service.ts';

/** The app-download QR code of the shell's floating area (product §2 "Global shell", §9); APP_STORE_URL names the listing. */
export function createAppDownloadModule(deps: Pick<ModuleDeps, 'config'>): ServerModule<AppDownloadService> {
  const service = makeAppDownloadService({ appStoreUrl: deps.config.APP_STORE_URL });
  return { service, publicRoutes: appDownloadRoutes(service) };
}
