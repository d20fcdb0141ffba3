import type { AffiliateOverview } from '../../../core/creator-codes.ts';
import { LOCALE_TAGS } from '../../../core/locale.ts';
import { useTranslation } from '../../lib/i18n.tsx';

type Days = AffiliateOverview['clicks']['days'];

const WIDTH = 300;
const HEIGHT = 80;

/**
 * The last 30 days of buy clicks as bars: a few SVG rectangles (no chart library), each with its day and count as a
 * tooltip, the whole chart described for screen readers, and the same figures listed in a visually hidden table.
 */
export function ClickChart({ days, compact = false }: { days: Days; compact?: boolean }) {
  const { t, locale } = useTranslation();
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const label = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
        role="img"
        aria-label={t('affiliate.clicks.chart', { from: first && label(first), to: last && label(last) })}
        className={`w-full ${compact ? 'h-16' : 'h-32'}`}
        preserveAspectRatio="none"
        data-testid="click-chart"
      >
        <line x1="0" y1={HEIGHT + 0.5} x2={WIDTH} y2={HEIGHT + 0.5} className="stroke-slate-300" strokeWidth="1" />
        {days.map((d, i) => {
          const h = d.clicks === 0 ? 0 : Math.max(2, (d.clicks / max) * HEIGHT);
          return (
            <rect key={d.day} x={i * slot + slot * 0.15} y={HEIGHT - h} width={slot * 0.7} height={h} rx="1" className="fill-teal-600" data-day={d.day} data-clicks={d.clicks}>
              <title>{`${label(d.day)}: ${t('affiliate.clicks.total', { count: d.clicks })}`}</title>
            </rect>
          );
        })}
      </svg>
      {!compact && (
        <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{first && label(first)}</span>
          <span>{last && label(last)}</span>
        </figcaption>
      )}
    </figure>
  );
}
