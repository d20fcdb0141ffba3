/**
 * The `shop.import` job (docs/decisions/014-shops.md): every item of a marketplace shop added to a user's shop,
 * counted on its `shop_jobs` row. Keyed by shop and marketplace shop, so a repeat while it runs queues nothing;
 * goods already in the shop are skipped, so a second import adds no duplicates.
 */
import { z } from 'zod';
import { CHANNELS } from '../../../core/api.ts';
import type { Db } from '../../../db/client.ts';
import type { JobHandler, JobQueue, QueueSpec } from '../../jobs/queue.ts';
import { createProductSource, type ProductSourceConfig } from '../product-source/index.ts';
import { createUploadKeeper } from '../uploads/index.ts';
import { makeShopsRepo } from './repo.ts';
import { makeShopsService, SHOP_IMPORT, type ShopImportJob } from './service.ts';

export { SHOP_IMPORT };

/** One attempt (a failed source is recorded on the job row); a big shop may take a while. */
export const SHOP_IMPORT_QUEUE: QueueSpec = { retryLimit: 0, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 30 * 60, retentionMinutes: 24 * 60 };

const jobSchema = z.object({ jobId: z.number().int(), shopId: z.number().int(), channel: z.enum(CHANNELS), marketShopId: z.string().min(1) });

export function makeShopImportHandler(deps: { db: Db; config: ProductSourceConfig; queue: Pick<JobQueue, 'send'> }): JobHandler<ShopImportJob> {
  const service = makeShopsService({ repo: makeShopsRepo(deps.db), productSource: createProductSource(deps.config, { db: deps.db }), jobs: deps.queue, uploads: createUploadKeeper(deps.db) });
  return async (data) => service.runImport(jobSchema.parse(data));
}
