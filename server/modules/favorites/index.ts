import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeFavoritesRepo } from './repo.ts';
import { favoriteRoutes } from './routes.ts';
import { makeFavoritesService, type FavoritesService } from './service.ts';

/** A user's favourite goods ("goods collect", product §7). */
export function createFavoritesModule(deps: Pick<ModuleDeps, 'db'>): ServerModule<FavoritesService> {
  const service = makeFavoritesService({ repo: makeFavoritesRepo(deps.db) });
  return { service, routes: favoriteRoutes(service) };
}
