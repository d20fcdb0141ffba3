import type { Storage } from '../../storage/index.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeUploadsRepo } from './repo.ts';
import { uploadRoutes } from './routes.ts';
import { makeUploadKeeper, makeUploadsService, type DescribeForSearch, type UploadKeeper, type UploadsService } from './service.ts';

export type { UploadKeeper };
export { replaceKept } from './service.ts';
/** Keep and release of uploads without the rest of the module (the job worker's shops service). */
export const createUploadKeeper = (db: ModuleDeps['db']): UploadKeeper => makeUploadKeeper(makeUploadsRepo(db));

/** An upload's row by key, expired or not (search by image checks that it lives). */
export const createUploadLookup = (db: ModuleDeps['db']) => {
  const repo = makeUploadsRepo(db);
  return async (key: string) => repo.find(key);
};

/** How often the web process deletes expired anonymous uploads. */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60_000;

/** Image uploads (A/pub/putfile) into the Storage, and the sweep of expired anonymous ones. */
export function createUploadsModule(
  deps: Pick<ModuleDeps, 'db' | 'log'> & { storage: Storage; ipHashSecret: string; sweepEveryMs?: number; describeForSearch?: DescribeForSearch },
): ServerModule<UploadsService> {
  const service = makeUploadsService({
    repo: makeUploadsRepo(deps.db),
    storage: deps.storage,
    // The IP is stored only as an HMAC under the server secret (AUTH_SECRET): enough to tell one sender's uploads
    // apart, not to recover the address.
    ipHashSecret: deps.ipHashSecret,
    // Search images are described for search by image as they arrive (decision 022, eighth pass).
    describeForSearch: deps.describeForSearch,
  });
  // A simple interval in the web process for now; the sweep moves onto the pg-boss job queue (issue #12 §0)
  // once that lands, so that one worker runs it instead of every web process.
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .sweepExpired()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'upload sweep failed'))
      .finally(() => (running = null));
  }, deps.sweepEveryMs ?? UPLOAD_SWEEP_EVERY_MS);
  timer.unref();
  return {
    service,
    routes: uploadRoutes(service),
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
