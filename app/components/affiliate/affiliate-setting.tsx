import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState, type FormEvent } from 'react';
import { codeMatcher, CREATOR_PATH, CreatorCodeAddSchema, CreatorCodeEditSchema, pageShareLink, type AffiliateOverview, type CreatorCode } from '../../../core/creator-codes.ts';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { FieldError } from '../account/fields.tsx';
import { CopyButton } from '../catalog/copy-button.tsx';
import { refusalOf, useSellerApi } from '../seller/seller-api.ts';
import { INPUT_CLASS, Panel, Spinner } from '../seller/seller-context.tsx';
import { ClickChart } from './click-chart.tsx';
import { AFFILIATE_FORM_MESSAGES } from './form-messages.ts';

export type AffiliateData = { codes: CreatorCode[]; overview: AffiliateOverview } | null;
type Agent = AffiliateOverview['agents'][number];

const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700';

/** A form message of the `api` catalogue (sent by the loader), or the generic one. */
function useFormMessage() {
  const { t } = useTranslation();
  return (key: string) => {
    const text = t(`${AFFILIATE_FORM_MESSAGES}.${key}`);
    return text === `${AFFILIATE_FORM_MESSAGES}.${key}` ? t(`${AFFILIATE_FORM_MESSAGES}.invalid`) : text;
  };
}

/** The first refusal of a code at an agent as the browser can tell it: the shared schema, then the agent's code form. */
function codeProblem(schema: typeof CreatorCodeAddSchema | typeof CreatorCodeEditSchema, body: object, agent: Agent | undefined): { field: string; key: string } | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { field: String(issue?.path[0] ?? 'code'), key: issue?.message ?? 'invalid' };
  }
  if (agent && !codeMatcher(agent.codePattern)?.test(parsed.data.code)) return { field: 'code', key: 'affiliateCodeFormat' };
  return null;
}

function ShareRow({ label, link, testId }: { label: string; link: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900" data-testid={testId} title={link}>
          {link}
        </code>
        <CopyButton text={link} label={`${t('affiliate.share.copy')}: ${label}`} onCopied={(ok) => showToast(ok ? t('affiliate.share.copied') : t('affiliate.share.copyFailed'), ok)} />
      </div>
    </div>
  );
}

function SharePanel({ overview }: { overview: AffiliateOverview }) {
  const { t } = useTranslation();
  const [pasted, setPasted] = useState('');
  const [pageLink, setPageLink] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const origin = overview.shareLink ? new URL(overview.shareLink).origin : '';
  const make = (event: FormEvent) => {
    event.preventDefault();
    const link = origin ? pageShareLink(origin, overview.inviteCode, pasted) : null;
    setPageLink(link);
    setError(link ? undefined : t('affiliate.share.pageInvalid'));
  };
  return (
    <Panel id="affiliate-share" title={t('affiliate.share.title')} description={t('affiliate.share.intro')}>
      <div className="space-y-4">
        <ShareRow label={t('affiliate.share.home')} link={overview.shareLink} testId="share-link" />
        <form noValidate onSubmit={make} className="space-y-2">
          <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('affiliate.share.pageLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={id}
              type="url"
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              placeholder={t('affiliate.share.pagePlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={INPUT_CLASS}
            />
            <button type="submit" className="btn-secondary shrink-0">
              {t('affiliate.share.make')}
            </button>
          </div>
          <FieldError id={`${id}-error`} error={error} />
        </form>
        {pageLink && <ShareRow label={t('affiliate.share.page')} link={pageLink} testId="page-share-link" />}
      </div>
    </Panel>
  );
}

function CodeRow({ row, agent, onChanged }: { row: CreatorCode; agent: Agent | undefined; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const api = useSellerApi();
  const formMessage = useFormMessage();
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState(row.code);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = codeProblem(CreatorCodeEditSchema, { id: row.id, code }, agent);
    if (problem) return setError(formMessage(problem.key));
    setBusy(true);
    setError(undefined);
    try {
      const { msg } = await api.said(CREATOR_PATH.edit, { id: row.id, code: code.trim() });
      showToast(msg);
      setEditing(false);
      await onChanged();
    } catch (failure) {
      const refusal = refusalOf(failure, t('affiliate.failed'));
      setError(refusal.fields.code ?? refusal.message);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    openConfirm({
      confirmContent: t('affiliate.codes.deleteConfirm', { agent: row.agentName }),
      confirmCallBack: async () => {
        try {
          const { msg } = await api.said(CREATOR_PATH.remove, { id: row.id });
          showToast(msg);
          await onChanged();
        } catch (failure) {
          showToast(refusalOf(failure, t('affiliate.failed')).message, false);
        }
      },
    });

  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="affiliate-code-row" data-agent={row.agentName}>
      {editing ? (
        <form noValidate onSubmit={(e) => void save(e)} className="space-y-2">
          <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
            {t('affiliate.codes.editLabel', { agent: row.agentName })}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input id={id} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`${INPUT_CLASS} font-mono`} />
            <div className="flex gap-2">
              <button type="submit" className="btn-primary gap-2" aria-busy={busy || undefined}>
                {busy && <Spinner light />}
                {t('affiliate.codes.save')}
              </button>
              <button type="button" className="btn-secondary" onClick={() => { setEditing(false); setCode(row.code); setError(undefined); }}>
                {t('affiliate.codes.cancel')}
              </button>
            </div>
          </div>
          <FieldError id={`${id}-error`} error={error} />
        </form>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{row.agentName}</p>
            <code className="break-all font-mono text-sm text-slate-700">{row.code}</code>
          </div>
          <div className="flex shrink-0 gap-1">
            <button type="button" className={ICON_BUTTON} aria-label={t('affiliate.codes.editLabel', { agent: row.agentName })} title={t('affiliate.codes.edit')} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className={ICON_BUTTON} aria-label={t('affiliate.codes.deleteLabel', { agent: row.agentName })} title={t('affiliate.codes.delete')} onClick={remove}>
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

function AddCodeForm({ agents, onChanged }: { agents: Agent[]; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const api = useSellerApi();
  const formMessage = useFormMessage();
  const [agentId, setAgentId] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const agent = agents.find((a) => String(a.id) === agentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = codeProblem(CreatorCodeAddSchema, { agentId: Number(agentId) || 0, code }, agent);
    if (problem) return setErrors({ [problem.field]: formMessage(problem.key) });
    setBusy(true);
    setErrors({});
    try {
      const { msg } = await api.said(CREATOR_PATH.add, { agentId: Number(agentId), code: code.trim() });
      showToast(msg);
      setAgentId('');
      setCode('');
      await onChanged();
    } catch (failure) {
      const refusal = refusalOf(failure, t('affiliate.failed'));
      setErrors(Object.keys(refusal.fields).length > 0 ? refusal.fields : { code: refusal.message });
    } finally {
      setBusy(false);
    }
  };

  if (agents.length === 0) return <p className="text-sm text-slate-600">{t('affiliate.codes.allSet')}</p>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <div>
        <label htmlFor={`${id}-agent`} className="mb-1 block text-sm font-medium text-slate-900">
          {t('affiliate.codes.agent')}
        </label>
        <select id={`${id}-agent`} value={agentId} onChange={(e) => setAgentId(e.target.value)} aria-invalid={errors.agentId ? true : undefined} aria-describedby={errors.agentId ? `${id}-agent-error` : undefined} className={INPUT_CLASS}>
          <option value="">{t('affiliate.codes.choose')}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.agentName}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-agent-error`} error={errors.agentId} />
      </div>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-slate-900">
          {t('affiliate.codes.code')}
        </label>
        <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} aria-invalid={errors.code ? true : undefined} aria-describedby={`${id}-code-hint${errors.code ? ` ${id}-code-error` : ''}`} className={`${INPUT_CLASS} font-mono`} />
        <p id={`${id}-code-hint`} className="mt-1 break-all text-xs text-slate-600">
          {agent ? t('affiliate.codes.form', { pattern: agent.codePattern }) : ''}
        </p>
        <FieldError id={`${id}-code-error`} error={errors.code} />
      </div>
      <button type="submit" className="btn-primary gap-2 sm:mt-6" aria-busy={busy || undefined}>
        {busy && <Spinner light />}
        {t('affiliate.codes.add')}
      </button>
    </form>
  );
}

function ClicksPanel({ overview }: { overview: AffiliateOverview }) {
  const { t } = useTranslation();
  const { clicks } = overview;
  return (
    <Panel id="affiliate-clicks" title={t('affiliate.clicks.title')} actions={<p className="text-lg font-bold text-slate-900" data-testid="clicks-total">{t('affiliate.clicks.total', { count: clicks.total })}</p>}>
      <ClickChart days={clicks.days} />
      {clicks.total === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('affiliate.clicks.none')}</p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('affiliate.clicks.byAgent')}</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {clicks.byAgent.map((row) => (
              <li key={row.agentId} className="flex justify-between py-1.5">
                <span>{row.agentName}</span>
                <span className="font-semibold tabular-nums">{row.clicks}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('affiliate.clicks.note')}</p>
    </Panel>
  );
}

/** Affiliate Setting (product §2, §3 "Affiliate platform"; issue 15 §1): share links, codes per agent, the clicks. */
export function AffiliateSetting({ initial }: { initial: AffiliateData }) {
  const { t } = useTranslation();
  const api = useSellerApi();
  const [data, setData] = useState(initial);
  const reload = async () => {
    try {
      const [codes, overview] = await Promise.all([api.call<CreatorCode[]>(CREATOR_PATH.list, {}), api.call<AffiliateOverview>(CREATOR_PATH.overview, {})]);
      setData({ codes, overview });
    } catch (failure) {
      showToast(refusalOf(failure, t('affiliate.failed')).message, false);
    }
  };
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('affiliate.title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t('affiliate.intro')}</p>
      </header>
      {!data ? (
        <p role="alert" className="text-red-700">
          {t('affiliate.failed')}
        </p>
      ) : (
        <>
          <SharePanel overview={data.overview} />
          <Panel id="affiliate-codes" title={t('affiliate.codes.title')}>
            {data.codes.length === 0 ? (
              <p className="mb-4 text-sm text-slate-600">{t('affiliate.codes.empty')}</p>
            ) : (
              <ul className="mb-4 grid gap-2 sm:grid-cols-2">
                {data.codes.map((row) => (
                  <CodeRow key={`${row.id}:${row.code}`} row={row} agent={data.overview.agents.find((a) => a.id === row.agentId)} onChanged={reload} />
                ))}
              </ul>
            )}
            <AddCodeForm agents={data.overview.agents.filter((a) => a.takesCodes && !data.codes.some((c) => c.agentId === a.id))} onChanged={reload} />
          </Panel>
          <ClicksPanel overview={data.overview} />
        </>
      )}
    </div>
  );
}
