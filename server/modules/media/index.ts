import path from 'node:path';
import { createStorage, type Storage } from '../../storage/index.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { demoSource } from './demo-source.ts';
import { thumbRoutes } from './routes.ts';
import { combineSources, storageSource } from './storage.ts';
import { makeThumbService, type ThumbService } from './thumbs.ts';

/** Where the bytes of a catalog image or an upload come from: the demo art, then the Storage. */
export const catalogImageSource = (storage: Storage) => combineSources(demoSource(), storageSource(storage));

/** Product images resized on request (/thumb/…): the demo art and the uploads' Storage, cached in DATA_DIR/thumbs. */
export function createMediaModule(deps: Pick<ModuleDeps, 'config' | 'log'> & { storage?: Storage }): ServerModule<ThumbService> {
  const service = makeThumbService({
    source: catalogImageSource(deps.storage ?? createStorage(deps.config)),
    cacheDir: path.join(deps.config.DATA_DIR, 'thumbs'),
    onCacheWriteError: (error) => deps.log.warn({ err: error }, 'thumbnail cache write failed'),
  });
  return { service, publicRoutes: thumbRoutes(service) };
}
