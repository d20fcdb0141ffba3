/**
 * The image-search jobs (docs/decisions/022-image-search.md): `images.index` describes one image key (keyed by it:
 * a repeat while it is kept queues nothing; the write is an upsert, so a retry is harmless), `images.backfill`
 * describes every catalog image not described yet (keyed "catalog"; resumable, since it starts from the table).
 */
import { z } from 'zod';
import { isStorageKey } from '../../../core/thumb.ts';
import type { JobHandler, JobQueue, QueueSpec } from '../../jobs/queue.ts';
import type { ImageSearchService } from './service.ts';

export const IMAGE_INDEX = 'images.index';
export const IMAGE_BACKFILL = 'images.backfill';
export const IMAGE_INDEX_QUEUE: QueueSpec = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120, retentionMinutes: 24 * 60 };
/** A backfill of the demo catalog takes minutes; one cut off is failed after an hour and retried where it stood. */
export const IMAGE_BACKFILL_QUEUE: QueueSpec = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60 * 60, retentionMinutes: 24 * 60 };

const indexSchema = z.object({ imageKey: z.string().min(1).max(2048) });

/**
 * Queues the indexing of these image keys (product images or QC photos just written). Only storage keys: pictures
 * of imported listings that are remote URLs are not fetched by the server (decision 022).
 */
export async function sendImageIndexJobs(queue: Pick<JobQueue, 'send'>, imageKeys: Iterable<string>): Promise<void> {
  for (const imageKey of new Set(imageKeys)) if (isStorageKey(imageKey)) await queue.send(IMAGE_INDEX, { imageKey }, { key: imageKey });
}

export function makeImageIndexHandler(service: Pick<ImageSearchService, 'indexImage'>): JobHandler<unknown> {
  return async (data) => {
    await service.indexImage(indexSchema.parse(data).imageKey);
  };
}

export function makeImageBackfillHandler(service: Pick<ImageSearchService, 'backfill'>, log: { info(details: object, message: string): void }): JobHandler<unknown> {
  return async () => {
    const done = await service.backfill((p) => log.info(p, 'image search: indexing catalog images'));
    if (done) log.info({ images: done }, 'image search: catalog images indexed');
  };
}
