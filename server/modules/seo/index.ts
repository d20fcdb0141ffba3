import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeSeoRepo } from './repo.ts';
import { seoRoutes } from './routes.ts';
import { makeSeoService, type SeoService } from './service.ts';

/** robots.txt and the sitemaps. */
export function createSeoModule(deps: Pick<ModuleDeps, 'config' | 'db'>): ServerModule<SeoService> {
  const service = makeSeoService(makeSeoRepo(deps.db), { origin: deps.config.PUBLIC_ORIGIN });
  return { service, publicRoutes: seoRoutes(service) };
}
