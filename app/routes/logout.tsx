import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/logout';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { localizePath } from '../../core/locale.ts';
import { AuthCard, FormMessage, SubmitButton } from '../components/account/fields.tsx';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { ApiError } from '../lib/api-client.ts';
import { cookieHeaders, sessionUser } from '../lib/auth.server.ts';
import { clearTokenCookie, isCrossSiteRequest } from '../lib/guards.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'account.logoutTitle', noindex: true });
}

/**
 * A typed or followed `/logout` asks first (a link cannot end a session by itself); a visitor who is not
 * logged in goes home.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const { user, setCookies } = await sessionUser(request, context, locale);
  if (!user) throw redirect(localizePath('/', locale), { headers: cookieHeaders(setCookies) });
  return { email: user.email };
}

type LogoutAnswer = { refused: true };

/**
 * Logout (product §4): `A/user/logout` revokes the session server-side and clears the cookie; the cookie
 * is cleared here too, so the browser is logged out even when the session had already ended. The
 * stored user fields are forgotten by the app shell once the root loader answers no user.
 *
 * Only a post from this site logs out: React Router refuses a foreign `Origin` on page actions, and this
 * action also refuses a cross-site `Sec-Fetch-Site` or `Referer` (403, the page then asks to confirm).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  if (isCrossSiteRequest(request, [context.origin])) return data<LogoutAnswer>({ refused: true }, { status: 403 });
  const setCookies: string[] = [];
  try {
    setCookies.push(...(await pageApi(request, context, locale).callWithCookies(ACCOUNT_PATH.logout)).setCookies);
  } catch (error) {
    // A redirect thrown for a 401/402 answer, or a failure: the visitor is logged out either way.
    if (!(error instanceof Response) && !(error instanceof ApiError)) console.error('logout failed', error);
  }
  if (!setCookies.some((cookie) => cookie.startsWith('token='))) setCookies.push(clearTokenCookie(context.secureCookies === true));
  return redirect(localizePath('/', locale), { headers: cookieHeaders(setCookies) });
}

/** "Log out?" with the account's email, a Log out button (a same-site post) and a way back. */
export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const localize = useLocalizePath();
  const refused = (actionData as LogoutAnswer | undefined)?.refused === true;
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard title={t('account.logoutTitle')} subtitle={t('account.logoutText', { email: loaderData.email })}>
      <Form method="post" action={localize('/logout')} className="space-y-4">
        {refused && <FormMessage kind="error">{t('account.logoutRefused')}</FormMessage>}
        <SubmitButton busy={busy}>{t('account.logout')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <LocalizedLink to="/" className="font-semibold text-teal-800 underline-offset-2 hover:underline">
          {t('account.logoutCancel')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
