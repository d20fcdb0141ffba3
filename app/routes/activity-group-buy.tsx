import Users from 'lucide-react/icons/users';
import { data, useFetcher } from 'react-router';
import type { Route } from './+types/activity-group-buy';
import { ACTIVITY_BUYER_PATH, type GroupBuyInfo } from '../../core/activity-buyer-schemas.ts';
import type { ActivitySchema } from '../../core/activity-schemas.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { PROGRAMME_PAGE } from '../../core/programmes.ts';
import { thumbUrl } from '../../core/thumb.ts';
import type { z } from 'zod';
import { ActivityScreen } from '../components/activity/activity-screens.tsx';
import { Countdown } from '../components/activity/countdown.tsx';
import { DealCard } from '../components/activity/deal-card.tsx';
import { productPath } from '../components/catalog/paths.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { activityIdOf, activityMessages, activityScreenOf, type JoinFormAnswer } from '../lib/activity.server.ts';
import { ApiError } from '../lib/api-client.ts';
import { useAppState } from '../lib/app-state.tsx';
import { fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { useTranslation, type Messages } from '../lib/i18n.tsx';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

type Activity = z.infer<typeof ActivitySchema>;
type LoaderData =
  | { kind: 'groupBuy'; info: GroupBuyInfo; serverNow: string; messages: Messages }
  /** Become-seller and influencers: the detail templates of product §2 "Activity detail". */
  | { kind: 'detail'; activity: Activity; messages: Messages }
  | { kind: 'notFound' | 'unsupported'; messages: Messages }
  | { kind: 'expired'; info: GroupBuyInfo | null; messages: Messages };

const TITLE_KEY: Record<LoaderData['kind'], string> = { groupBuy: 'groupBuy.title', detail: 'groupBuy.title', notFound: 'detail.notFound', unsupported: 'detail.unsupported', expired: 'detail.expired' };

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const page = loaderData as LoaderData | undefined;
  return seoMeta({ matches, pathname: location.pathname, title: lookup(page?.messages, TITLE_KEY[page?.kind ?? 'groupBuy']), noindex: true });
}

/**
 * The activity detail by id (product §2 "Activity detail": the group-buy template here, and the become-seller and
 * influencers ones for those types; a flash sale has its own page). Login required (product §2 route table).
 */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  const locale = routeLocale(args.params);
  const messages = activityMessages(locale);
  const id = activityIdOf(args.params.id);
  if (id === null) return data<LoaderData>({ kind: 'notFound', messages }, { status: 404 });
  const api = pageApi(args.request, args.context, locale);
  try {
    const activity = await api.call<Activity>(`S/activities/${id}`);
    if (activity.type !== 'group_buy') {
      if (activity.status === 'ended') return data<LoaderData>({ kind: 'expired', info: null, messages }, { status: 410 });
      return { kind: 'detail', activity, messages } satisfies LoaderData;
    }
    const info = await api.call<GroupBuyInfo>(ACTIVITY_BUYER_PATH.groupBuyInfo, { id });
    // An ended group buy: Activity Expired, except for a buyer who joined one that succeeded (they still see the deal).
    if (info.activity.status === 'ended' && !info.deal) return data<LoaderData>({ kind: 'expired', info, messages }, { status: 410 });
    return { kind: 'groupBuy', info, serverNow: new Date().toISOString(), messages } satisfies LoaderData;
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    const screen = activityScreenOf(error);
    if (screen) return data<LoaderData>({ kind: screen, messages }, { status: screen === 'notFound' ? 404 : 400 });
    throw error;
  }
}

/** Join (product §2 "Activity detail"): the answer's message is the API's (409 full, 410 ended). */
export async function action(args: Route.ActionArgs): Promise<JoinFormAnswer> {
  const locale = routeLocale(args.params);
  const id = activityIdOf(args.params.id) ?? 0;
  try {
    const answer = await pageApi(args.request, args.context, locale).call<{ joinedCount: number }>(ACTIVITY_BUYER_PATH.join, { id });
    return { ok: true, key: id, joinedCount: answer.joinedCount };
  } catch (error) {
    if (error instanceof Response) throw error;
    return error instanceof ApiError
      ? { ok: false, key: id, message: error.message || fallbackMessage(locale), reason: error.reason ?? null }
      : { ok: false, key: id, message: fallbackMessage(locale), reason: null };
  }
}

function Rules({ rules, titleKey }: { rules: string[]; titleKey: string }) {
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="activity-rules">
      <h2 id="activity-rules" className="text-lg font-semibold text-slate-900">
        {t(titleKey)}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {rules.map((rule, i) => (
          <li key={i}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

function GroupBuy({ info, serverNow }: { info: GroupBuyInfo; serverNow: string }) {
  const { t } = useTranslation();
  const { formatPrice } = useAppState();
  const fetcher = useFetcher<JoinFormAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const { activity, goods } = info;
  const full = info.joinedCount >= info.capacity;
  const ongoing = activity.status === 'ongoing';
  const progress = Math.min(100, (info.joinedCount / info.requirement) * 100);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6">
      <p className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800">
        <Users aria-hidden="true" className="size-4" />
        {t('groupBuy.badge')}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{activity.title}</h1>
      <p className="mt-2 text-slate-700">{activity.description}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LocalizedLink to={productPath(goods)} className="block self-start overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          <img src={thumbUrl(goods.image, 640)} alt={goods.title} width={640} height={640} className="aspect-square w-full object-cover" />
        </LocalizedLink>
        <div className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold text-slate-900">
            <LocalizedLink to={productPath(goods)} className="hover:underline">
              {goods.title}
            </LocalizedLink>
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-rose-50 p-3">
              <dt className="text-xs text-rose-900">{t('groupBuy.groupPrice')}</dt>
              <dd className="text-2xl font-bold text-rose-700" data-testid="group-price">
                {formatPrice(info.groupPriceCny)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t('groupBuy.normalPrice')}</dt>
              <dd className="text-lg text-slate-600 line-through">{formatPrice(goods.priceCny)}</dd>
            </div>
          </dl>
          {goods.priceCny > info.groupPriceCny && <p className="text-sm font-medium text-emerald-800">{t('groupBuy.save', { amount: formatPrice(goods.priceCny - info.groupPriceCny) })}</p>}
          <div>
            <p className="flex justify-between text-sm text-slate-700">
              <span className="flex gap-1.5">
                <span>{t('groupBuy.requirement')}</span>
                <strong>{t('groupBuy.requirementCount', { count: info.requirement })}</strong>
              </span>
              <span data-testid="joined-count">{t('groupBuy.progress', { joined: info.joinedCount, required: info.requirement })}</span>
            </p>
            <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-valuemin={0} aria-valuemax={info.requirement} aria-valuenow={Math.min(info.joinedCount, info.requirement)} aria-label={t('groupBuy.requirement')}>
              <div className="h-full bg-teal-600" style={{ width: `${progress}%` }} />
            </div>
            {info.state === 'forming' && <p className="mt-1 text-xs text-slate-600">{t('groupBuy.needed', { count: info.requirement - info.joinedCount })}</p>}
          </div>
          {ongoing && <Countdown target={activity.endAt} serverNow={serverNow} label={t('groupBuy.timeLeft')} />}
          {info.state === 'succeeded' && <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">{t('groupBuy.succeeded')}</p>}
          {info.state === 'failed' && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('groupBuy.failed', { count: info.requirement })}</p>}
          {info.joined ? (
            <>
              <p className="font-semibold text-teal-800" data-testid="joined-flag">
                {t('groupBuy.joinedFlag')}
              </p>
              {info.deal ? <DealCard deal={info.deal} /> : info.state === 'forming' && <p className="text-sm text-slate-600">{t('groupBuy.forming', { count: info.requirement })}</p>}
            </>
          ) : (
            ongoing && (
              <fetcher.Form method="post">
                {info.state === 'succeeded' && <p className="mb-2 text-sm text-slate-700">{t('groupBuy.succeededJoin')}</p>}
                <button type="submit" disabled={busy || full} className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto">
                  {full ? t('groupBuy.full') : busy ? t('groupBuy.joining') : t('groupBuy.join')}
                </button>
              </fetcher.Form>
            )
          )}
          {answer && !answer.ok && (
            <p role="alert" className="text-sm text-rose-700">
              {answer.message}
            </p>
          )}
        </div>
      </div>
      <Rules rules={activity.rules} titleKey="groupBuy.rules" />
    </div>
  );
}

/** The become-seller and influencers templates: what the activity is, when, its rules. */
function Detail({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:px-6">
      <p className="inline-flex rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800">
        {[activity.type === 'become_seller' ? t('detail.becomeSeller') : t('detail.influencers'), t(`detail.${activity.status}`)].join(' · ')}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{activity.title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {[
          t('detail.schedule', { start: `${when.format(new Date(activity.startAt))} UTC`, end: `${when.format(new Date(activity.endAt))} UTC` }),
          t('detail.participants', { count: activity.participants }),
        ].join(' · ')}
      </p>
      <p className="mt-4 whitespace-pre-line text-slate-800">{activity.description}</p>
      {activity.type === 'become_seller' && <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('detail.registerHint')}</p>}
      <Rules rules={activity.rules} titleKey="detail.rules" />
      {/* The programme's own page carries its figures and the application form (issue 15 §3). */}
      <p className="mt-6">
        <LocalizedLink to={PROGRAMME_PAGE[activity.type === 'become_seller' ? 'become_seller' : 'influencers']} className="btn-primary">
          {t('detail.programmeLink')}
        </LocalizedLink>
      </p>
    </div>
  );
}

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  const page = loaderData as LoaderData;
  return (
    <MoreMessages messages={page.messages}>
      {page.kind === 'groupBuy' ? (
        <GroupBuy info={page.info} serverNow={page.serverNow} />
      ) : page.kind === 'detail' ? (
        <Detail activity={page.activity} />
      ) : (
        <ActivityScreen kind={page.kind}>{page.kind === 'expired' && page.info?.state === 'failed' && <ExpiredNote info={page.info} />}</ActivityScreen>
      )}
    </MoreMessages>
  );
}

function ExpiredNote({ info }: { info: GroupBuyInfo }) {
  const { t } = useTranslation();
  return <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('groupBuy.failed', { count: info.requirement })}</p>;
}
