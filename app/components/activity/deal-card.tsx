import ExternalLink from 'lucide-react/icons/external-link';
import type { Deal } from '../../../core/activity-buyer-schemas.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** How to buy at the group or activity price: the buyer's agent's link (with its referral code), product §2. */
export function DealCard({ deal, compact = false }: { deal: Deal; compact?: boolean }) {
  const { t } = useTranslation();
  const { formatPrice } = useAppState();
  return (
    <div className={`rounded-lg border border-emerald-300 bg-emerald-50 ${compact ? 'p-2' : 'p-4'}`} data-testid="deal">
      {!compact && <h2 className="text-base font-semibold text-emerald-900">{t('deal.title')}</h2>}
      <p className="text-sm text-emerald-900">{t('deal.text', { price: formatPrice(deal.priceCny), agent: deal.agentName })}</p>
      {deal.referralCode && <p className="mt-1 text-xs text-emerald-800">{t('deal.code', { code: deal.referralCode })}</p>}
      <a
        href={deal.clickUrl}
        title={deal.buyUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="mt-2 inline-flex min-h-10 items-center gap-1.5 rounded-md bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        {t('deal.buy', { agent: deal.agentName })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
