import type { ReactNode } from 'react';
import type { ShopWithTags } from '../../../core/api-schemas.ts';
import type { Bot } from '../../../core/bot-schemas.ts';
import type { AffiliateOverview, CreatorCode } from '../../../core/creator-codes.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ClickChart } from '../affiliate/click-chart.tsx';
import { LocalizedLink } from '../localized-link.tsx';

/** What the dashboard home shows at a glance; null: that part could not be loaded. */
export type GlanceData = { shop: ShopWithTags | null; codes: CreatorCode[]; overview: AffiliateOverview; bots: Bot[] } | null;

/** One card of the glance: a title, its figures, one action. */
export function GlanceCard({ id, title, children, action }: { id: string; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={id}>
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h3>
      <div className="mt-2 flex-1">{children}</div>
      <div className="mt-4">{action}</div>
    </section>
  );
}

/**
 * The signed-in user's shop, Discord bots, affiliate codes and last 30 days of buy clicks (issue 15 §4).
 */
export function DashboardGlance({ data }: { data: GlanceData }) {
  const { t } = useTranslation();
  const link = 'text-sm font-semibold text-teal-800 hover:underline';
  return (
    <section aria-labelledby="glance-title">
      <h2 id="glance-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('affiliate.glance.title')}
      </h2>
      {!data ? (
        <p role="alert" className="text-red-700">
          {t('affiliate.glance.failed')}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <GlanceCard
            id="glance-shop"
            title={t('affiliate.glance.shop')}
            action={
              <LocalizedLink to="/dashboard/my-store" className={link}>
                {data.shop ? t('affiliate.glance.manageShop') : t('affiliate.glance.openShop')}
              </LocalizedLink>
            }
          >
            {data.shop ? (
              <>
                <p className="truncate text-lg font-bold text-slate-900">{data.shop.name}</p>
                <p className="text-sm text-slate-600">{t('affiliate.glance.goods', { count: data.shop.goodsCount })}</p>
                <LocalizedLink to={`/store/${encodeURIComponent(data.shop.storeSpace)}`} className={link}>
                  {t('affiliate.glance.viewShop')}
                </LocalizedLink>
              </>
            ) : (
              <p className="text-sm text-slate-600">{t('affiliate.glance.noShop')}</p>
            )}
          </GlanceCard>
          <GlanceCard
            id="glance-bots"
            title={t('affiliate.glance.bots')}
            action={
              <LocalizedLink to={data.bots.length > 0 ? '/dashboard/my-bots' : '/dashboard/my-bots?isDesignBot=1'} className={link}>
                {data.bots.length > 0 ? t('affiliate.glance.manageBots') : t('affiliate.glance.designBot')}
              </LocalizedLink>
            }
          >
            {data.bots.length === 0 ? (
              <p className="text-sm text-slate-600">{t('affiliate.glance.noBots')}</p>
            ) : (
              <>
                <p className="text-lg font-bold text-slate-900">{t('affiliate.glance.botCount', { count: data.bots.length })}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {data.bots.slice(0, 3).map((bot) => (
                    <li key={bot.id} className="truncate">
                      {bot.name}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </GlanceCard>
          <GlanceCard
            id="glance-codes"
            title={t('affiliate.glance.codes')}
            action={
              <LocalizedLink to="/dashboard/affiliate-setting" className={link}>
                {data.codes.length > 0 ? t('affiliate.glance.manageCodes') : t('affiliate.glance.setCodes')}
              </LocalizedLink>
            }
          >
            {data.codes.length === 0 ? (
              <p className="text-sm text-slate-600">{t('affiliate.glance.noCodes')}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {data.codes.map((row) => (
                  <li key={row.id} className="flex justify-between gap-2">
                    <span className="truncate">{row.agentName}</span>
                    <code className="truncate font-mono text-slate-900">{row.code}</code>
                  </li>
                ))}
              </ul>
            )}
          </GlanceCard>
          <GlanceCard
            id="glance-clicks"
            title={t('affiliate.glance.clicks')}
            action={
              <LocalizedLink to="/dashboard/affiliate-setting" className={link}>
                {t('affiliate.clicks.byAgent')}
              </LocalizedLink>
            }
          >
            <p className="text-2xl font-bold text-slate-900" data-testid="glance-clicks-total">
              {t('affiliate.clicks.total', { count: data.overview.clicks.total })}
            </p>
            {data.overview.clicks.total > 0 ? (
              <ClickChart days={data.overview.clicks.days} compact />
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t('affiliate.clicks.none')}</p>
            )}
          </GlanceCard>
        </div>
      )}
    </section>
  );
}
