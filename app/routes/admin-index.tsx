import { redirect } from 'react-router';
import type { Route } from './+types/admin-index';
import { localizePath } from '../../core/locale.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { requireOperator } from './admin-guard.server.ts';

/** /admin → /admin/rates (its first entry), for operators; the 404 page for anyone else. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  return redirect(localizePath('/admin/rates', routeLocale(args.params)));
}

/** Never drawn (the loader redirects or throws); a component keeps this a page route, so the 404 is the page. */
export default function AdminIndex() {
  return null;
}
