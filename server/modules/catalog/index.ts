import { shortLinkResolverFromConfig } from '../links/resolver.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeCatalogRepo } from './repo.ts';
import { catalogRoutes } from './routes.ts';
import { makeCatalogService, type CatalogDeps, type CatalogService } from './service.ts';

/** Goods lists, search, goods info and the agent comparison (product §7). */
export function createCatalogModule(
  deps: Pick<ModuleDeps, 'config' | 'db'> & Pick<CatalogDeps, 'reference' | 'collectedAmong' | 'imageSearch' | 'findCreatorCode'>,
): ServerModule<CatalogService> {
  const service = makeCatalogService({
    repo: makeCatalogRepo(deps.db),
    reference: deps.reference,
    resolveShortLink: shortLinkResolverFromConfig(deps.config),
    collectedAmong: deps.collectedAmong,
    imageSearch: deps.imageSearch,
    // The creators module: a visitor who came by a creator's share link gets that creator's codes (product §D5).
    findCreatorCode: deps.findCreatorCode,
  });
  return { service, routes: catalogRoutes(service) };
}
