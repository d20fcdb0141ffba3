import type { Route } from './+types/dashboard-home';
import type { ShopWithTags } from '../../core/api-schemas.ts';
import { BOT_PATH, type Bot } from '../../core/bot-schemas.ts';
import { COOKIE } from '../../core/constants.ts';
import { CREATOR_PATH, type AffiliateOverview, type CreatorCode } from '../../core/creator-codes.ts';
import { SHOP_PATH } from '../../core/shop-paths.ts';
import { affiliateMessages } from '../components/affiliate/messages.server.ts';
import { DashboardGlance, type GlanceData } from '../components/dashboard/glance.tsx';
import { CopyButton } from '../components/catalog/copy-button.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { guardRoute } from '../lib/auth.server.ts';
import { readCookie } from '../lib/cookies.ts';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { useAppState } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { seoMeta } from '../lib/seo.ts';
import { showToast } from '../lib/toast.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.homeTitle', noindex: true });
}

/**
 * Login is required here only on a phone (product §2); a desktop visitor sees an invitation to log in. A signed-in
 * user's shop, bots, affiliate codes and clicks load for the glance (issue 15 §4).
 */
export async function loader(args: Route.LoaderArgs): Promise<{ messages: Record<string, unknown>; glance: GlanceData } | null> {
  await guardRoute(args, { loadUser: false });
  if (!readCookie(args.request.headers.get('cookie'), COOKIE.token)) return null;
  const locale = routeLocale(args.params);
  const api = pageApi(args.request, args.context, locale);
  const messages = affiliateMessages(locale);
  try {
    const [shop, bots, codes, overview] = await Promise.all([
      api.call<ShopWithTags | null>(SHOP_PATH.get, {}),
      api.call<Bot[]>(BOT_PATH.list, {}),
      api.call<CreatorCode[]>(CREATOR_PATH.list, {}),
      api.call<AffiliateOverview>(CREATOR_PATH.overview, {}),
    ]);
    return { messages, glance: { shop, bots, codes, overview } };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('dashboard glance failed', error);
    return { messages, glance: null };
  }
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useAppState();
  if (!user) {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.homeTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('dashboard.visitorText')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <LocalizedLink to="/login?redirect=%2Fdashboard%2Fhome" className="btn-primary">
            {t('account.loginSubmit')}
          </LocalizedLink>
          <LocalizedLink to="/sign-up" className="btn-secondary">
            {t('account.signUp')}
          </LocalizedLink>
        </div>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.homeTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.welcome')}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="min-w-0 rounded-xl bg-slate-50 p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('account.email')}</dt>
            <dd className="mt-1 break-all font-medium text-slate-900">{user.email}</dd>
          </div>
          <div className="min-w-0 rounded-xl bg-slate-50 p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('dashboard.inviteCode')}</dt>
            <dd className="mt-1">
              <span className="flex items-center gap-2">
                <span className="font-mono text-lg font-semibold tracking-wider text-slate-900" data-testid="invite-code">
                  {user.inviteCode}
                </span>
                <CopyButton text={user.inviteCode} label={t('dashboard.copyInviteCode')} onCopied={(ok) => showToast(ok ? t('convert.copied') : t('convert.copyFailed'), ok)} />
              </span>
              <span className="mt-2 block text-xs text-slate-600">{t('dashboard.inviteText')}</span>
            </dd>
          </div>
        </dl>
      </section>
      {loaderData && (
        <MoreMessages messages={loaderData.messages}>
          <DashboardGlance data={loaderData.glance} />
        </MoreMessages>
      )}
      <section className="grid gap-4 sm:grid-cols-2">
        <LocalizedLink to="/dashboard/my-favorite" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600">
          <h2 className="font-semibold text-slate-900">{t('dashboard.favorites')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.favoritesText')}</p>
        </LocalizedLink>
        <LocalizedLink to="/dashboard/change-password" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600">
          <h2 className="font-semibold text-slate-900">{t('dashboard.changePassword')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.changePasswordText')}</p>
        </LocalizedLink>
      </section>
    </div>
  );
}
