import type { ActivitiesService } from '../activities/index.ts';
import type { MailOutbox } from '../mail/job.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import type { ShopsService } from '../shops/index.ts';
import { makeRegistrationsRepo } from './repo.ts';
import { registrationRoutes } from './routes.ts';
import { makeRegistrationsService, type RegistrationsService } from './service.ts';

/**
 * Activity registrations (issue 14 §2, docs/decisions/023-activity-registrations.md): the sellers' calls here; the
 * operator's queue and review are console calls (`S/admin/registration/…`, the admin module's guard) using this
 * service. `now` is the one clock shared with the activities module.
 */
export function createRegistrationsModule(deps: Pick<ModuleDeps, 'db' | 'config'> & { activities: ActivitiesService; shops: ShopsService; mail: MailOutbox; now?: () => Date }): ServerModule<RegistrationsService> {
  const service = makeRegistrationsService({ repo: makeRegistrationsRepo(deps.db), activities: deps.activities, mail: deps.mail, publicOrigin: deps.config.PUBLIC_ORIGIN, now: deps.now });
  return { service, routes: registrationRoutes(service, deps.shops) };
}
export type { RegistrationsService };
