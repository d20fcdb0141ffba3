import type { ModuleDeps, ServerModule } from '../module.ts';
import type { UploadKeeper } from '../uploads/index.ts';
import { makeActivitiesRepo } from './repo.ts';
import { activityRoutes } from './routes.ts';
import { makeActivitiesService, type ActivitiesService } from './service.ts';

/**
 * Activities (issue #14, docs/decisions/021-activities.md): the public reads here; the operator's save is a console
 * call (`S/admin/activity/save`, the admin module's guard) that uses this service. `now` is the one clock.
 */
export function createActivitiesModule(deps: Pick<ModuleDeps, 'db'> & { uploads: UploadKeeper; now?: () => Date }): ServerModule<ActivitiesService> {
  const service = makeActivitiesService({ repo: makeActivitiesRepo(deps.db), uploads: deps.uploads, now: deps.now });
  return { service, routes: activityRoutes(service) };
}
export type { ActivitiesService };
