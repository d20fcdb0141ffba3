import { shortLinkResolverFromConfig } from '../links/resolver.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeCatalogRepo } from './repo.ts';
import { catalogRoutes } from './routes.ts';
import path from 'node:path';
import { makeSearchIndexSync, type SearchIndexSync } from './search-index-sync.ts';
import { makeCatalogService, type CatalogDeps, type CatalogService } from './service.ts';

/** Goods lists, search, goods info and the agent comparison (product §7). */
export function createCatalogModule(
  deps: Pick<ModuleDeps, 'config' | 'db' | 'log'> & Pick<CatalogDeps, 'reference' | 'collectedAmong' | 'imageSearch' | 'findCreatorCode' | 'findCreatorName'>,
): ServerModule<CatalogService> & { searchIndex: SearchIndexSync | null } {
  const repo = makeCatalogRepo(deps.db);
  const { config } = deps;
  const indexOn = config.SEARCH_INDEX === 'sqlite' || (config.SEARCH_INDEX === 'auto' && config.DATABASE_URL !== undefined);
  const searchIndex = indexOn
    ? makeSearchIndexSync({ repo, file: config.SEARCH_INDEX_FILE ?? path.join(config.DATA_DIR, 'search-index.sqlite'), maxLagMs: config.SEARCH_INDEX_MAX_LAG_MS, workers: config.SEARCH_INDEX_WORKERS, log: deps.log })
    : null;
  // Built in the background (minutes for a million goods): until then PostgreSQL answers every search.
  searchIndex?.start().catch((error: unknown) => deps.log.warn({ err: error }, 'search index: the build failed; PostgreSQL answers searches'));
  const service = makeCatalogService({
    repo,
    searchIndex: searchIndex ?? undefined,
    log: deps.log,
    reference: deps.reference,
    resolveShortLink: shortLinkResolverFromConfig(deps.config),
    collectedAmong: deps.collectedAmong,
    imageSearch: deps.imageSearch,
    // The creators module: a visitor who came by a creator's share link gets that creator's codes (product §D5).
    findCreatorCode: deps.findCreatorCode,
    findCreatorName: deps.findCreatorName,
  });
  return { service, routes: catalogRoutes(service), searchIndex, close: async () => {
      // The views counted since the last write reach the database before it closes (server/main.ts closes the app first).
      await service.close();
      await searchIndex?.stop();
    },
  };
}
