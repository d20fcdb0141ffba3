import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeCreatorsRepo } from './repo.ts';
import { creatorRoutes, outboundRoutes } from './routes.ts';
import { makeCreatorsService, type CreatorsService } from './service.ts';

/**
 * Creators' referral codes at agents, their share links and buy-click counts (issue 15 §1, product §3 "Affiliate
 * platform"). `service.findCreatorCode` feeds the catalog's buy links; `service.findCodeOfUser` a creator's own bots.
 */
export function createCreatorsModule(deps: Pick<ModuleDeps, 'config' | 'db'> & { now?: () => Date }): ServerModule<CreatorsService> {
  const service = makeCreatorsService({ repo: makeCreatorsRepo(deps.db), origin: deps.config.PUBLIC_ORIGIN, now: deps.now ? () => deps.now!().getTime() : undefined });
  return { service, routes: creatorRoutes(service), publicRoutes: outboundRoutes(service) };
}
export type { CreatorsService };
