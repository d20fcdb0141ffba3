import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeReferenceRepo } from './repo.ts';
import { agentLogoRoutes, referenceDirectCalls, referenceRoutes } from './routes.ts';
import { makeReferenceService, type ReferenceService } from './service.ts';

/** Currencies, categories and the agent registry (API), and the generated agent logos (/files/agents/…). */
export function createReferenceModule(deps: Pick<ModuleDeps, 'db'>): ServerModule<ReferenceService> {
  const service = makeReferenceService(makeReferenceRepo(deps.db));
  return { service, routes: referenceRoutes(service), directCalls: referenceDirectCalls(service), publicRoutes: agentLogoRoutes(service) };
}
