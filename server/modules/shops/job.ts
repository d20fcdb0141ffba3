/**
 * The shop jobs (docs/decisions/014-shops.md, 016-resumable-imports.md): `shop.import` starts the import of a whole
 * marketplace shop (keyed by shop and marketplace shop, so a repeat while it runs queues nothing), `shop.job` works
 * one slice of a `file` or `shop` job. Each slice works the job's pending rows for a few seconds and queues the next;
 * a slice cut off by a crash is retried by pg-boss (its expiry, or at once after a restart on PGlite: queue.ts), and
 * since every write is idempotent and the counts come from the rows, the job ends with every row accounted for once.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobHandler, JobQueue, QueueSpec } from '../../jobs/queue.ts';
import { createProductSource, type ProductSourceConfig } from '../product-source/index.ts';
import { makeImportsRepo } from './imports-repo.ts';
import { IMPORT_SLICE_MS, makeShopImports, SHOP_JOB, SHOP_JOB_STOPPED } from './imports.ts';
import { makeShopsRepo } from './repo.ts';
import { SHOP_IMPORT } from './service.ts';

export { SHOP_JOB, SHOP_JOB_STOPPED, SHOP_IMPORT };

/**
 * A slice works about IMPORT_SLICE_MS (10 s), so one that runs a minute is stuck or orphaned by a dead process:
 * pg-boss fails it then and retries it (a resumption), with backoff from 5 s, ten times. A crash costs one retry of
 * the slice it cut off; the next slice is a new job with its own retries.
 */
const SLICE_QUEUE: QueueSpec = {
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionMinutes: 24 * 60,
  // Past its retries (~1.5 h of failures: a database or source down all that time) the slice's job is closed as
  // failed rather than left `running` for good, where a repeat of the same shop import would answer it.
  deadLetter: SHOP_JOB_STOPPED,
};
export const SHOP_IMPORT_QUEUE: QueueSpec = SLICE_QUEUE;
export const SHOP_JOB_QUEUE: QueueSpec = SLICE_QUEUE;
/** Closing a job is a few statements; retried like a slice while the database is away. */
export const SHOP_JOB_STOPPED_QUEUE: QueueSpec = { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 7 * 24 * 60 };

const sliceSchema = z.object({ jobId: z.number().int() });

type HandlerDeps = { db: Db; config: ProductSourceConfig; queue: Pick<JobQueue, 'send'>; sliceMs?: number };

const importsOf = (deps: HandlerDeps) =>
  makeShopImports({
    repo: makeShopsRepo(deps.db),
    imports: makeImportsRepo(deps.db),
    productSource: createProductSource(deps.config, { db: deps.db }),
    jobs: deps.queue,
  });

export function makeShopJobHandler(deps: HandlerDeps): JobHandler<unknown> {
  const imports = importsOf(deps);
  return async (data) => {
    const { jobId } = sliceSchema.parse(data);
    const slice = await imports.runSlice(jobId, deps.sliceMs ?? IMPORT_SLICE_MS);
    if (slice.state === 'more') await imports.sendSlice(jobId, slice.progress);
  };
}

/** The dead-letter queue's handler: the slice's payload (`{ jobId }`), its job closed as failed. */
export function makeShopJobStoppedHandler(deps: HandlerDeps): JobHandler<unknown> {
  const imports = importsOf(deps);
  return async (data) => imports.stopJob(sliceSchema.parse(data).jobId);
}
