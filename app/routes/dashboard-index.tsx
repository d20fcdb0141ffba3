import { redirect } from 'react-router';
import type { Route } from './+types/dashboard-index';
import { localizePath } from '../../core/locale.ts';
import { guardRoute } from '../lib/auth.server.ts';
import { routeLocale } from '../lib/route-locale.ts';

/** /dashboard → /dashboard/home (product §2; login required first). */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  return redirect(localizePath('/dashboard/home', routeLocale(args.params)));
}
