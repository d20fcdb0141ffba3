import Gauge from 'lucide-react/icons/gauge';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AgentBadge, AgentOffer, Attribution } from '../../../core/api.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AGENT_LINK_PROPS } from './agent-link.ts';
import { useCatalogFormat } from './format.ts';

/** Agents shown before "Show all agents": the visitor's own agent and the highlighted ones come first. */
const VISIBLE_AGENTS = 6;

const BADGES: Record<AgentBadge, { key: string; icon: typeof Trophy; tone: string }> = {
  best: { key: 'agents.badgeBest', icon: Trophy, tone: 'bg-amber-100 text-amber-900 ring-amber-300' },
  fastest: { key: 'agents.badgeFastest', icon: Gauge, tone: 'bg-sky-100 text-sky-900 ring-sky-300' },
  safest: { key: 'agents.badgeSafest', icon: ShieldCheck, tone: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
};

const ATTRIBUTION_KEYS: Record<Attribution, string> = {
  platform: 'agents.codePlatform',
  creator: 'agents.codeCreator',
  none: 'agents.codeNone',
};

/** The host a buy link leads to, shown under its button (the button itself goes through our click counter). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** The visitor's agent first, then the highlighted ones, then the server's order. */
function ordered(offers: readonly AgentOffer[], selectedId: number | undefined) {
  const rank = (offer: AgentOffer) => (offer.id === selectedId ? 0 : offer.badges.length > 0 ? 1 : 2);
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => rank(a.offer) - rank(b.offer) || a.index - b.index)
    .map(({ offer }) => offer);
}

function AgentRow({ offer, mine }: { offer: AgentOffer; mine: boolean }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const highlighted = offer.badges.length > 0;
  // Component classes (app.css): twenty rows on a page would repeat these lists twenty times.
  const figure = 'agent-figure';
  const term = 'agent-term';
  const value = 'agent-value';
  return (
    <li
      className={`agent-row ${mine ? 'border-teal-600 ring-1 ring-teal-600 md:bg-teal-50/60 md:ring-0' : highlighted ? 'border-amber-300 md:border-slate-200 md:bg-amber-50/40' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <img src={offer.logo} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-lg" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
            {offer.agentName}
            {mine && <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">{t('agents.yourAgent')}</span>}
          </p>
          {highlighted && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('agents.highlights')}>
              {offer.badges.map((badge) => {
                const { key, icon: Icon, tone } = BADGES[badge];
                return (
                  <li key={badge} className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
                    <Icon aria-hidden="true" className="size-3" />
                    {t(key)}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 md:contents">
        <div className={figure}>
          <dt className={term}>{t('agents.serviceFee')}</dt>
          <dd className={value}>{format.percent(offer.serviceFeePct / 100)}</dd>
        </div>
        <div className={figure}>
          <dt className={term}>{t('agents.freeStorage')}</dt>
          <dd className={value}>{t('agents.days', { count: offer.freeStorageDays })}</dd>
        </div>
        <div className={figure}>
          <dt className={term}>{t('agents.processing')}</dt>
          <dd className={value}>{t('agents.days', { count: offer.processingDays })}</dd>
        </div>
        <div className={figure}>
          <dt className={term}>{t('agents.rating')}</dt>
          <dd className={`${value} inline-flex items-center gap-1 md:justify-center`}>
            <span aria-hidden="true" className="icon-star-filled size-3.5 text-amber-500" />
            {format.decimal(offer.rating)}
            <span className="text-xs font-normal text-slate-500">{'/5'}</span>
          </dd>
        </div>
        <div className={`${figure} col-span-2 md:col-span-1`}>
          <dt className={term}>{t('agents.referral')}</dt>
          <dd className="text-xs font-medium text-slate-700">
            {offer.referralCode && <code className="mr-1 rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-900">{offer.referralCode}</code>}
            <span className="whitespace-nowrap" data-testid="attribution">
              {offer.attribution === 'creator' && offer.creatorName ? t('agents.codeCreatorOf', { name: offer.creatorName }) : t(ATTRIBUTION_KEYS[offer.attribution])}
            </span>
          </dd>
        </div>
      </dl>
      <div className="flex flex-col items-stretch gap-1">
        <a
          href={offer.clickUrl}
          title={offer.buyUrl}
          {...AGENT_LINK_PROPS}
          aria-describedby="agents-new-tab"
          className={`${mine || highlighted ? 'btn-primary' : 'btn-secondary'} w-full gap-2 px-3 text-center`}
        >
          {t('agents.buyVia', { agent: offer.agentName })}
          <span aria-hidden="true" className="icon-external-link size-4" />
        </a>
        <span className="truncate text-center text-xs text-slate-500">{hostOf(offer.buyUrl)}</span>
      </div>
    </li>
  );
}

/**
 * "Buy via trusted agent" (product §1/§2): every registry agent with its fee, free storage, processing
 * time and rating, the best / fastest / safest highlighted, whose referral code each link carries,
 * and one button per agent that opens its buy link in a new tab.
 */
export function AgentComparison({ offers }: { offers: readonly AgentOffer[] }) {
  const { t } = useTranslation();
  const { selectedAgent } = useAppState();
  const format = useCatalogFormat();
  const list = ordered(offers, selectedAgent?.id);
  const first = list.slice(0, VISIBLE_AGENTS);
  const rest = list.slice(VISIBLE_AGENTS);
  const header = 'hidden text-center text-xs font-semibold uppercase tracking-wide text-slate-600 md:block';
  // The registry's figures are as recent as their oldest confirmation.
  const asOf = offers.reduce((oldest, o) => (oldest === '' || o.factsAsOf < oldest ? o.factsAsOf : oldest), '');
  const row = (offer: AgentOffer) => <AgentRow key={offer.id} offer={offer} mine={offer.id === selectedAgent?.id} />;

  return (
    <section aria-labelledby="agents-title">
      <h2 id="agents-title" className="text-xl font-bold text-slate-900">
        {t('agents.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('agents.intro')}</p>
      <p className="mt-1 text-xs text-slate-500">{t('agents.legend', { date: asOf ? format.date(asOf) : '' })}</p>
      <p id="agents-new-tab" className="sr-only">
        {t('agents.newTab')}
      </p>
      {offers.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t('agents.none')}</p>
      ) : (
        <div className="mt-4 md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
          <div aria-hidden="true" className="hidden border-b border-slate-200 bg-slate-50 px-4 py-2 md:grid md:grid-cols-[minmax(11rem,2fr)_repeat(4,minmax(4.5rem,1fr))_minmax(7rem,1.2fr)_13rem] md:gap-4">
            <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('agents.agent')}</span>
            <span className={header}>{t('agents.serviceFee')}</span>
            <span className={header}>{t('agents.freeStorage')}</span>
            <span className={header}>{t('agents.processing')}</span>
            <span className={header}>{t('agents.rating')}</span>
            <span className={header}>{t('agents.referral')}</span>
            <span />
          </div>
          <ul className="space-y-3 md:space-y-0">{first.map(row)}</ul>
          {rest.length > 0 && <MoreAgents count={offers.length}>{rest.map(row)}</MoreAgents>}
        </div>
      )}
    </section>
  );
}

/**
 * "Show all agents": a native disclosure (its summary is the keyboard's and screen readers' button) whose rows
 * render only once it is open — the server sends the closed summary, not the hidden rows' markup (issue 13 §2);
 * the rows come from the loader data the page already holds. A disclosure opened before hydration is read on mount.
 */
function MoreAgents({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={ref} className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="mt-3 flex cursor-pointer list-none items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-teal-800 hover:bg-slate-50 md:mt-0 md:rounded-none md:border-x-0 md:border-b-0 [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">{t('agents.showAll', { count })}</span>
        <span className="hidden group-open:inline">{t('agents.showFewer')}</span>
      </summary>
      {open && <ul className="mt-3 space-y-3 md:mt-0 md:space-y-0">{children}</ul>}
    </details>
  );
}
