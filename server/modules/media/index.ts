import path from 'node:path';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { demoSource } from './demo-source.ts';
import { thumbRoutes } from './routes.ts';
import { combineSources, diskSource } from './storage.ts';
import { makeThumbService, type ThumbService } from './thumbs.ts';

/** Product images resized on request (/thumb/…): the demo art and DATA_DIR/uploads, cached in DATA_DIR/thumbs. */
export function createMediaModule(deps: Pick<ModuleDeps, 'config' | 'log'>): ServerModule<ThumbService> {
  const service = makeThumbService({
    source: combineSources(demoSource(), diskSource(path.join(deps.config.DATA_DIR, 'uploads'), 'uploads/')),
    cacheDir: path.join(deps.config.DATA_DIR, 'thumbs'),
    onCacheWriteError: (error) => deps.log.warn({ err: error }, 'thumbnail cache write failed'),
  });
  return { service, publicRoutes: thumbRoutes(service) };
}
