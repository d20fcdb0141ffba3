import { shortLinkResolverFromConfig } from '../links/resolver.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { postgresPool } from '../../../db/client.ts';
import { CATALOG_READ_SETTINGS, makeCatalogRepo } from './repo.ts';
import { catalogDirectCalls, catalogRoutes } from './routes.ts';
import path from 'node:path';
import { makeSearchIndexSync, type SearchIndexSync } from './search-index-sync.ts';
import { makeCatalogService, type CatalogDeps, type CatalogService } from './service.ts';

/** Goods lists, search, goods info and the agent comparison (product §7). */
export function createCatalogModule(
  deps: Pick<ModuleDeps, 'config' | 'db' | 'log'> &
    Pick<CatalogDeps, 'reference' | 'collectedAmong' | 'imageSearch' | 'findCreatorCode' | 'findCreatorName'> & {
      /** The PostgreSQL server `db` reads from (absent on PGlite). */
      databaseUrl?: string;
    },
): ServerModule<CatalogService> & { searchIndex: SearchIndexSync | null } {
  const { config } = deps;
  // On PostgreSQL the catalog reads through its own pool, whose sessions start with the read settings: a read is then
  // one statement instead of four (begin, settings, query, commit; docs/decisions/018, "Sixth session").
  const reads = deps.databaseUrl ? postgresPool(deps.databaseUrl, { max: 10, settings: CATALOG_READ_SETTINGS }) : null;
  const repo = reads ? makeCatalogRepo(reads.db, { sessionSettings: true }) : makeCatalogRepo(deps.db);
  // `auto` is on for PGlite too: PGlite runs every query on the event loop's thread, and a search answered from the
  // index costs a quarter less CPU there (docs/decisions/018, "Sixth session").
  const indexOn = config.SEARCH_INDEX === 'sqlite' || config.SEARCH_INDEX === 'auto';
  const searchIndex = indexOn
    ? makeSearchIndexSync({ repo, file: config.SEARCH_INDEX_FILE ?? path.join(config.DATA_DIR, 'search-index.sqlite'), maxLagMs: config.SEARCH_INDEX_MAX_LAG_MS, workers: config.SEARCH_INDEX_WORKERS, log: deps.log })
    : null;
  // Built in the background once the tables exist (`searchIndex.start()`: server/main.ts after the migrations, the
  // benches, or a test's first search); until then PostgreSQL answers every search.
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
  const close = async () => {
    // The views counted since the last write reach the database before it closes (server/main.ts closes the app first).
    await service.close();
    await searchIndex?.stop();
    await reads?.pool.end();
  };
  return { service, routes: catalogRoutes(service), directCalls: catalogDirectCalls(service), searchIndex, close };
}
