import BadgeCheck from 'lucide-react/icons/badge-check';
import type { SellerSummary } from '../../../core/api.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { channelName } from './channel.ts';
import { useCatalogFormat } from './format.ts';

const DAYS_PER_YEAR = 365;
const DAYS_PER_MONTH = 30;

function scoreTone(score: number) {
  if (score >= 80) return { bar: 'bg-emerald-600', text: 'text-emerald-800' };
  if (score >= 60) return { bar: 'bg-amber-500', text: 'text-amber-800' };
  return { bar: 'bg-red-600', text: 'text-red-800' };
}

/** The trust score (0–100, `core/trust.ts`) as a number and a meter. */
export function TrustMeter({ score, compact = false }: { score: number; compact?: boolean }) {
  const { t } = useTranslation();
  const tone = scoreTone(score);
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className={compact ? 'w-full' : 'w-full max-w-xs'}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('seller.trustScore')}</span>
        <span aria-hidden="true" className={`font-bold ${tone.text} ${compact ? 'text-base' : 'text-2xl'}`}>
          {value}
          <span className="text-xs font-medium text-slate-500">{'/100'}</span>
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('seller.trustScore')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('seller.scoreOutOf', { score: value })}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** One sentence naming the figures the score was computed from (issue #3 §1). */
export function useTrustExplanation() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (seller: SellerSummary) => {
    const days = Math.max(0, Math.round(seller.listingAgeDays));
    const age =
      days >= DAYS_PER_YEAR
        ? t('seller.ageYears', { count: Math.floor(days / DAYS_PER_YEAR) })
        : days >= DAYS_PER_MONTH
          ? t('seller.ageMonths', { count: Math.floor(days / DAYS_PER_MONTH) })
          : t('seller.ageDays', { count: days });
    return t('seller.explanation', {
      qc: format.percent(seller.qcPassRate),
      onTime: format.percent(seller.onTimeShipRate),
      disputes: format.percent(seller.disputeRate),
      age,
    });
  };
}

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('seller.verified')}
    </span>
  );
}

/** The product page's seller card: name, marketplace, verified badge, trust score and its explanation. */
export function SellerCard({ seller }: { seller: SellerSummary }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const explain = useTrustExplanation();
  return (
    <section aria-labelledby="seller-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="seller-title" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('seller.title')}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold text-slate-900">{seller.name}</p>
        {seller.verified && <VerifiedBadge />}
      </div>
      <p className="text-sm text-slate-600">{t('seller.onChannel', { channel: channelName(seller.channel, locale) })}</p>
      <div className="mt-4">
        <TrustMeter score={seller.trustScore} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{explain(seller)}</p>
    </section>
  );
}
