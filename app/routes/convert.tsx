import ArrowRight from 'lucide-react/icons/arrow-right';
import Link2 from 'lucide-react/icons/link-2';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/convert';
import type { AgentUrl, Channel } from '../../core/api.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { channelName } from '../components/catalog/channel.ts';
import { CopyButton } from '../components/catalog/copy-button.tsx';
import { showToast } from '../lib/toast.ts';
import { productPath } from '../components/catalog/paths.ts';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { catalogApi, invalidAnswer, linkRefusalText, type CatalogApi } from '../lib/catalog.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** Links converted in one go (issue #3 §4). */
const CONVERT_MAX_LINKS = 100;
/** Agents preselected when the visitor has not chosen one. */
const DEFAULT_AGENT_COUNT = 3;
/** Lines resolved at the same time (each is a few in-process API calls). */
const CONCURRENCY = 8;
/** 100 links of at most 2,000 characters each, with room for line breaks. */
const MAX_TEXT_LENGTH = CONVERT_MAX_LINKS * 2_100;

type ConvertRow =
  | { line: number; input: string; ok: true; channel: Channel; offerId: string; title: string | null; image: string | null; links: AgentUrl[] }
  | { line: number; input: string; ok: false; reason: string };
type ConvertResult = {
  text: string;
  agentIds: number[];
  error: 'empty' | 'tooMany' | 'noAgent' | null;
  count: number;
  rows: ConvertRow[];
};

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'convert.title', descriptionKey: 'convert.description' });
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<ConvertResult> {
  const form = await request.formData();
  const raw = form.get('links');
  const text = typeof raw === 'string' ? raw.slice(0, MAX_TEXT_LENGTH) : '';
  const agentIds = form
    .getAll('agent')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  const lines = text
    .split(/\r?\n/)
    .map((input, index) => ({ line: index + 1, input: input.trim() }))
    .filter((entry) => entry.input !== '');
  const result = (part: Partial<ConvertResult>): ConvertResult => ({ text, agentIds, error: null, count: lines.length, rows: [], ...part });
  if (lines.length === 0) return result({ error: 'empty' });
  if (lines.length > CONVERT_MAX_LINKS) return result({ error: 'tooMany' });
  if (agentIds.length === 0) return result({ error: 'noAgent' });

  const catalog = catalogApi(pageApi(request, context, routeLocale(params)));
  const chosen = new Set(agentIds);
  const rows: ConvertRow[] = new Array(lines.length);
  let next = 0;
  const worker = async () => {
    while (next < lines.length) {
      const index = next++;
      rows[index] = await convertLine(catalog, lines[index]!, chosen);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, lines.length) }, worker));
  return result({ rows });
}

/** One line: the server reads the link (its refusal, saying why, is shown as is), then builds each chosen agent's link. */
async function convertLine(catalog: CatalogApi, entry: { line: number; input: string }, chosen: Set<number>): Promise<ConvertRow> {
  let ref;
  try {
    ref = await catalog.goodsIdByUrl(entry.input);
  } catch (error) {
    const refused = invalidAnswer(error);
    if (!refused) throw error;
    return { ...entry, ok: false, reason: linkRefusalText(refused) };
  }
  const [urls, goods] = await Promise.all([catalog.agentUrls(ref), catalog.goodsInfo(ref)]);
  return {
    ...entry,
    ok: true,
    channel: ref.channel,
    offerId: ref.offerId,
    title: goods?.title ?? null,
    image: goods?.image ?? null,
    links: urls.filter((url) => chosen.has(url.id)),
  };
}

/** Paste up to 100 links (marketplace or agent), get each product's page and a link per chosen agent. */
export default function Convert({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { agents, selectedAgent, locale } = useAppState();
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const id = useId();
  const [count, setCount] = useState(() => countLines(actionData?.text ?? ''));
  const busy = navigation.state === 'submitting';
  const defaults = actionData?.agentIds ?? (selectedAgent ? [selectedAgent.id] : agents.slice(0, DEFAULT_AGENT_COUNT).map((agent) => agent.id));
  const error = actionData?.error ?? null;
  const tooMany = count > CONVERT_MAX_LINKS;
  const onCopied = (ok: boolean) => showToast(ok ? t('convert.copied') : t('convert.copyFailed'), ok);
  const resolved = actionData?.rows.filter((row) => row.ok).length ?? 0;
  const agentName = (agentId: number) => agents.find((agent) => agent.id === agentId)?.agentName ?? '';

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6 lg:py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        <Link2 aria-hidden="true" className="size-7 text-teal-700" />
        {t('convert.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('convert.intro', { max: CONVERT_MAX_LINKS })}</p>

      <Form method="post" action={localize('/convert')} className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6" noValidate>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-links`} className="text-sm font-semibold text-slate-800">
              {t('convert.linksLabel')}
            </label>
            <span id={`${id}-count`} className={`text-xs tabular-nums ${tooMany ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
              {t('convert.counter', { count, max: CONVERT_MAX_LINKS })}
            </span>
          </div>
          <textarea
            id={`${id}-links`}
            name="links"
            rows={8}
            defaultValue={actionData?.text ?? ''}
            onChange={(event) => setCount(countLines(event.currentTarget.value))}
            placeholder={t('convert.placeholder')}
            spellCheck={false}
            aria-invalid={tooMany || error === 'empty' || error === 'tooMany' ? true : undefined}
            aria-describedby={`${id}-count${tooMany || error === 'empty' || error === 'tooMany' ? ` ${id}-links-error` : ''}`}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-[invalid=true]:border-red-600"
          />
          {(tooMany || error === 'tooMany' || error === 'empty') && (
            <p id={`${id}-links-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error === 'empty' && !tooMany ? t('convert.empty') : t('convert.tooMany', { max: CONVERT_MAX_LINKS, count: Math.max(count, actionData?.count ?? 0) })}
            </p>
          )}
        </div>
        <fieldset aria-describedby={error === 'noAgent' ? `${id}-agent-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-800">{t('convert.agentsLabel')}</legend>
          <div key={defaults.join(',')} className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {agents.map((agent) => (
              <label key={agent.id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-2 text-sm text-slate-800 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50">
                <input type="checkbox" name="agent" value={agent.id} defaultChecked={defaults.includes(agent.id)} className="size-4 accent-teal-700" />
                <img src={agent.logo} alt="" width={20} height={20} loading="lazy" decoding="async" className="size-5 rounded" />
                <span className="truncate">{agent.agentName}</span>
              </label>
            ))}
          </div>
          {error === 'noAgent' && (
            <p id={`${id}-agent-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {t('convert.noAgent')}
            </p>
          )}
        </fieldset>
        <button type="submit" className="btn-primary gap-2" aria-disabled={busy || undefined}>
          {busy && <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
          {t('convert.submit')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </Form>

      {actionData && actionData.rows.length > 0 && (
        <section aria-labelledby="convert-results" className="mt-8">
          <h2 id="convert-results" className="text-xl font-bold text-slate-900">
            {t('convert.results', { count: actionData.rows.length, resolved })}
          </h2>
          <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full min-w-[20rem] table-fixed text-left text-sm">
              <colgroup>
                <col className="w-12" />
                <col className="w-36 sm:w-56" />
                <col />
              </colgroup>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('convert.line')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('convert.product')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('convert.agentLinks')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 align-top">
                {actionData.rows.map((row) => (
                  <tr key={row.line}>
                    <td className="px-3 py-3 tabular-nums text-slate-600">{row.line}</td>
                    {row.ok ? (
                      <>
                        <td className="px-3 py-3">
                          <LocalizedLink to={productPath(row)} className="flex min-w-0 items-start gap-2 font-medium text-teal-800 hover:underline">
                            {row.image && <img src={thumbUrl(row.image, 64)} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded object-cover" />}
                            <span className="line-clamp-2 break-words">{row.title ?? t('product.channelItem', { channel: channelName(row.channel, locale), offerId: row.offerId })}</span>
                          </LocalizedLink>
                          {!row.title && <p className="mt-0.5 text-xs text-slate-500">{t('convert.notInCatalog')}</p>}
                        </td>
                        <td className="px-3 py-3">
                          <ul className="space-y-1.5">
                            {row.links.map((link) => (
                              <li key={link.id} className="flex items-center gap-2">
                                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="min-w-0 flex-1 truncate text-teal-800 underline-offset-2 hover:underline">
                                  <span className="font-semibold">{link.agentName}</span>
                                  <span className="ml-2 hidden text-xs text-slate-500 sm:inline">{link.url}</span>
                                </a>
                                <CopyButton text={link.url} label={t('convert.copyLink', { agent: link.agentName, line: row.line })} onCopied={onCopied} />
                              </li>
                            ))}
                          </ul>
                        </td>
                      </>
                    ) : (
                      <td colSpan={2} className="px-3 py-3">
                        <p className="break-all font-mono text-xs text-slate-600">{row.input}</p>
                        <p className="mt-1 text-sm font-medium text-red-700">{row.reason}</p>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {resolved > 0 && (
            <div className="mt-4 flex flex-wrap gap-2">
              {actionData.agentIds.map((agentId) => {
                const urls = actionData.rows.flatMap((row) => (row.ok ? row.links.filter((link) => link.id === agentId).map((link) => link.url) : []));
                if (urls.length === 0) return null;
                return (
                  <span key={agentId} className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white py-1 pl-3 pr-1 text-sm text-slate-800">
                    {t('convert.copyAllOf', { agent: agentName(agentId), count: urls.length })}
                    <CopyButton text={urls.join('\n')} label={t('convert.copyAll', { agent: agentName(agentId), count: urls.length })} onCopied={onCopied} />
                  </span>
                );
              })}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function countLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}
