import type { Db } from '../../../db/client.ts';
import type { ImageSource } from '../media/storage.ts';
import { makeImageSearchRepo } from './repo.ts';
import { makeImageSearchService, SIMILARITY_THRESHOLD, type ImageSearchService, type UploadLookup } from './service.ts';

export { describeUpload } from './service.ts';
export { SIMILARITY_THRESHOLD, type ImageSearchService };

/**
 * Search by image (issue #13 §3; docs/decisions/022-image-search.md): no routes of its own — `S/pub/get/goods/list`
 * with `imageKey` asks it (the catalog module), and its jobs keep `image_vectors` current (server/jobs).
 */
export function createImageSearchService(deps: { db: Db; source: ImageSource; findUpload: UploadLookup; backfillGoods?: number }): ImageSearchService {
  return makeImageSearchService({ repo: makeImageSearchRepo(deps.db), source: deps.source, findUpload: deps.findUpload, backfillGoods: deps.backfillGoods });
}
