import type { ActivitiesService, ActivityBuyerService } from '../activities/index.ts';
import type { RegistrationsService } from '../registrations/index.ts';
import type { ApplicationsService } from '../applications/index.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeAdminRepo } from './repo.ts';
import { adminRoutes } from './routes.ts';
import { makeAdminService, type AdminService } from './service.ts';

/**
 * The operator console's API (issue #14 §1, docs/decisions/019-operator-console.md): `S/admin/…` calls for operators
 * only, every action audited. `invalidateRates` is the reference module's cache (rates show at once).
 */
export function createAdminModule(deps: Pick<ModuleDeps, 'db'> & { invalidateRates: () => void; invalidateAgents: () => void; /** Pages shared by anonymous visitors (the site banner, activities show on them). */ invalidatePages: () => void; activities: ActivitiesService; buyers: ActivityBuyerService; registrations: RegistrationsService; applications: ApplicationsService }): ServerModule<AdminService> {
  const service = makeAdminService({ repo: makeAdminRepo(deps.db), invalidateRates: deps.invalidateRates, invalidateAgents: deps.invalidateAgents });
  return { service, routes: adminRoutes(service, deps.activities, deps.buyers, deps.registrations, deps.applications, deps.invalidatePages) };
}
