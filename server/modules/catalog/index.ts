import { shortLinkResolverFromConfig } from '../links/resolver.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeCatalogRepo } from './repo.ts';
import { catalogRoutes } from './routes.ts';
import { makeCatalogService, type CatalogDeps, type CatalogService } from './service.ts';

/** Goods lists, search, goods info and the agent comparison (product §7). */
export function createCatalogModule(
  deps: Pick<ModuleDeps, 'config' | 'db'> & Pick<CatalogDeps, 'reference' | 'collectedAmong' | 'imageSearch'>,
): ServerModule<CatalogService> {
  // Creators (issue #4+) will pass findCreatorCode; until then buy links carry the platform's codes.
  const service = makeCatalogService({
    repo: makeCatalogRepo(deps.db),
    reference: deps.reference,
    resolveShortLink: shortLinkResolverFromConfig(deps.config),
    collectedAmong: deps.collectedAmong,
    imageSearch: deps.imageSearch,
  });
  return { service, routes: catalogRoutes(service) };
}
