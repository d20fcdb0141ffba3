import type { MailOutbox } from '../mail/job.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeApplicationsRepo } from './repo.ts';
import { applicationRoutes } from './routes.ts';
import { makeApplicationsService, type ApplicationsService } from './service.ts';

/**
 * Programme applications (issue 15 §3, docs/decisions/028-programme-applications.md): the applicants' calls here; the
 * operators' list and review are console calls (`S/admin/application/…`, the admin module's guard) using this service.
 */
export function createApplicationsModule(deps: Pick<ModuleDeps, 'db' | 'config'> & { mail: MailOutbox }): ServerModule<ApplicationsService> {
  const service = makeApplicationsService({ repo: makeApplicationsRepo(deps.db), mail: deps.mail, publicOrigin: deps.config.PUBLIC_ORIGIN });
  return { service, routes: applicationRoutes(service) };
}
export type { ApplicationsService };
