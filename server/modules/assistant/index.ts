import type { CatalogService } from '../catalog/service.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeAssistantRepo } from './repo.ts';
import { assistantRoutes } from './routes.ts';
import { makeAssistantService, type AssistantService } from './service.ts';

/** The floating assistant's one call (product §2 "Global shell", §7 "Other traffic"). */
export function createAssistantModule(deps: Pick<ModuleDeps, 'db'> & { catalog: CatalogService }): ServerModule<AssistantService> {
  const service = makeAssistantService({ repo: makeAssistantRepo(deps.db), catalog: deps.catalog });
  return { service, routes: assistantRoutes(service) };
}
