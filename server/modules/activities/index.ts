import type { AgentOffer, Channel } from '../../../core/api.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import type { UploadKeeper } from '../uploads/index.ts';
import { makeActivityBuyerRepo } from './buyer-repo.ts';
import { activityBuyerRoutes } from './buyer-routes.ts';
import { makeActivityBuyerService, type ActivityBuyerService, type BuyerContext } from './buyer-service.ts';
import { makeActivitiesRepo } from './repo.ts';
import { activityRoutes } from './routes.ts';
import { makeActivitiesService, type ActivitiesService } from './service.ts';

/**
 * Activities (issue #14, docs/decisions/021-activities.md, 024-group-buys-flash-sales.md): the public reads, and the
 * buyers' group buys, flash-sale claims and site banner; the operator's save and banner are console calls
 * (`S/admin/…`, the admin module's guard) that use these services. `now` is the one clock.
 */
export function createActivitiesModule(
  deps: Pick<ModuleDeps, 'db'> & {
    uploads: UploadKeeper;
    agentOffers: (key: { channel: Channel; offerId: string }, ctx: BuyerContext) => Promise<AgentOffer[]>;
    now?: () => Date;
  },
): ServerModule<ActivitiesService> & { buyers: ActivityBuyerService } {
  const repo = makeActivitiesRepo(deps.db);
  const service = makeActivitiesService({ repo, uploads: deps.uploads, now: deps.now });
  const buyers = makeActivityBuyerService({ repo: makeActivityBuyerRepo(deps.db), activities: repo, agentOffers: deps.agentOffers, now: deps.now });
  const routes = [activityRoutes(service), activityBuyerRoutes(buyers)];
  return {
    service,
    buyers,
    routes: async (app) => {
      for (const plugin of routes) await app.register(plugin);
    },
  };
}
export type { ActivitiesService, ActivityBuyerService };
