import type { Channel } from '../../../core/api.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import type { ProductSource } from '../product-source/index.ts';
import type { UploadKeeper } from '../uploads/index.ts';
import { makeImportsRepo } from './imports-repo.ts';
import { makeShopImports } from './imports.ts';
import { makeShopsRepo } from './repo.ts';
import { shopDirectCalls, shopRoutes } from './routes.ts';
import { makeShopsService, type ShopsService } from './service.ts';

export { SHOP_IMPORT, type ShopImportJob } from './service.ts';

/** My Store (product §4, product §D4 "Shops (sellers)"): a user's shop, its goods, tags and import jobs. */
export function createShopsModule(deps: Pick<ModuleDeps, 'db'> & { productSource: ProductSource; jobs: Pick<JobQueue, 'send'>; uploads: UploadKeeper; collectedAmong?: (userId: number, keys: { channel: Channel; offerId: string }[]) => Promise<Set<string>> }): ServerModule<ShopsService> {
  const repo = makeShopsRepo(deps.db);
  const service = makeShopsService({ repo, productSource: deps.productSource, jobs: deps.jobs, uploads: deps.uploads, collectedAmong: deps.collectedAmong });
  const imports = makeShopImports({ repo, imports: makeImportsRepo(deps.db), productSource: deps.productSource, jobs: deps.jobs });
  return { service, routes: shopRoutes(service, imports), directCalls: shopDirectCalls(service) };
}
export type { ShopsService };
