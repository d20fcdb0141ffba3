import { Link } from 'react-router';
import type { Route } from './+types/admin-audit';
import { ADMIN_PATH, type AuditEntry, type AuditPage } from '../../core/admin-schemas.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { LOCALE_TAGS } from '../../core/locale.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

const PAGE_SIZE = 20;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.title, noindex: true });
}

/** One page of `S/admin/audit/list` (`?page=N`), newest first. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const title = lookup(adminMessages(args), 'admin.audit.title');
  const asked = Number(new URL(args.request.url).searchParams.get('page') ?? '1');
  const pageId = Number.isInteger(asked) && asked >= 1 && asked <= 500 ? asked : 1;
  try {
    const page = await pageApi(args.request, args.context, locale).call<AuditPage>(ADMIN_PATH.auditList, { pageId, pageSize: PAGE_SIZE });
    return { title, page, failed: false };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('audit list failed', error);
    return { title, page: null, failed: true };
  }
}

/** The audit log's action names as the console shows them. */
const ACTION_KEYS: Record<string, string> = {
  'rate.save': 'admin.audit.actions.rateSave',
  'operator.grant': 'admin.audit.actions.operatorGrant',
  'operator.revoke': 'admin.audit.actions.operatorRevoke',
  'activity.create': 'admin.audit.actions.activityCreate',
  'activity.save': 'admin.audit.actions.activitySave',
  'registration.approve': 'admin.audit.actions.registrationApprove',
  'registration.reject': 'admin.audit.actions.registrationReject',
  'agent.save': 'admin.audit.actions.agentSave',
};

const show = (value: unknown) => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** `rate: 7.1 → 7.25`, one line per field that either side holds. */
function Change({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <ul className="space-y-0.5">
      {fields.map((field) => (
        <li key={field} className="break-words font-mono text-sm text-slate-800">
          <span className="text-slate-500">{`${field}:`}</span> {`${show(entry.before?.[field])} → `}<span className="font-semibold">{show(entry.after?.[field])}</span>
        </li>
      ))}
    </ul>
  );
}

/** The audit log (issue #14 §1): who did what to what, before and after; times in UTC. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { page, failed } = loaderData;
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const link = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.audit.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.audit.intro')}</p>
      {failed && (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('admin.audit.failed')}
        </p>
      )}
      {page && page.list.length === 0 && <p className="mt-6 text-slate-600">{t('admin.audit.empty')}</p>}
      {page && page.list.length > 0 && (
        <ol className="mt-6 space-y-3">
          {page.list.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold text-slate-900">
                  {ACTION_KEYS[entry.action] ? t(ACTION_KEYS[entry.action]!) : entry.action} <span className="font-mono text-sm font-normal text-slate-600">{entry.target}</span>
                </p>
                <time dateTime={entry.createdAt} className="text-sm tabular-nums text-slate-600">
                  {`${when.format(new Date(entry.createdAt))} UTC`}
                </time>
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-slate-500">{t('admin.audit.change')}</dt>
                <dd>
                  <Change entry={entry} />
                </dd>
                <dt className="text-slate-500">{t('admin.audit.who')}</dt>
                <dd className="break-all text-slate-800">{entry.actorEmail === 'cli' ? t('admin.audit.cli') : entry.actorEmail}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {page && pages > 1 && (
        <nav className="mt-6 flex items-center justify-between gap-4 text-sm" aria-label={t('admin.audit.title')}>
          {page.pageId > 1 ? (
            <Link to={link(page.pageId - 1)} className="btn-secondary min-h-10 px-4">
              {t('admin.audit.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t('admin.audit.page', { page: page.pageId, pages })}</span>
          {page.hasMore ? (
            <Link to={link(page.pageId + 1)} className="btn-secondary min-h-10 px-4">
              {t('admin.audit.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
