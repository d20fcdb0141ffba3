import { data, type AppLoadContext } from 'react-router';
import type { UserInfo } from '../../core/api.ts';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { sessionUser } from '../lib/auth.server.ts';
import { routeLocale } from '../lib/route-locale.ts';

type Args = { request: Request; context: AppLoadContext; params: { lang?: string } };

/**
 * The console's pages answer the 404 page to anyone who is not an operator (visitors included), so the console
 * is not advertised (issue #14 §1). Every console loader calls this: React Router runs a layout's and its page's
 * loaders side by side, so the layout's check alone would not hold the page's back. The API refuses too (403).
 */
export async function requireOperator(args: Args): Promise<UserInfo> {
  const { user } = await sessionUser(args.request, args.context, routeLocale(args.params));
  if (!user?.isOperator) throw data(null, { status: 404 });
  return user;
}

/** The `admin` namespace (only operators' pages carry it) for `<MoreMessages>`. */
export const adminMessages = (args: Args) => CATALOGUES[routeLocale(args.params)].admin as Record<string, unknown>;
