import { useEffect, useMemo, useState } from 'react';
import type { Activity } from '../../../core/activity-schemas.ts';
import type { ShopGoods } from '../../../core/api-schemas.ts';
import { LOCALE_TAGS } from '../../../core/locale.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { REGISTRATION_PATH, type PriceCalculation, type Registration, type RegistrationItem, type RegistrationWithActivity } from '../../../core/registration-schemas.ts';
import { canEditRegistration } from '../../../core/registration-status.ts';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { LocalizedLink } from '../localized-link.tsx';
import { refusalOf } from './seller-api.ts';
import { INPUT_CLASS, SellerProvider, Spinner, useSeller } from './seller-context.tsx';

export type ActivityManagementData = { activities: Activity[]; registrations: RegistrationWithActivity[]; failed: boolean };

const TABS = ['all', 'upcoming', 'ongoing', 'ended'] as const;
type Tab = (typeof TABS)[number];

/** Types whose goods a seller registers (a group buy sells the operator's one product); where buyers take part. */
const REGISTRABLE = new Set<Activity['type']>(['flash_sale', 'become_seller', 'influencers']);
const BUYER_PAGE: Partial<Record<Activity['type'], string>> = { flash_sale: '/activity/flash-sale/', group_buy: '/activity/group-buy/' };

const STATUS_STYLE = { upcoming: 'bg-sky-50 text-sky-800 ring-sky-200', ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-200', ended: 'bg-slate-100 text-slate-700 ring-slate-200' } as const;
const REGISTRATION_STYLE = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** One line of a draft: a product with the price and stock the seller typed. */
type DraftItem = { shopGoodsId: number; title: string; image: string; priceCny: number; goodsStock: number | null; price: string; stock: string; isNew?: boolean };

const toNumber = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
const draftOfGoods = (g: ShopGoods, isNew = false): DraftItem => ({ shopGoodsId: g.id, title: g.title || g.offerId, image: g.image, priceCny: g.priceCny, goodsStock: g.stock, price: '', stock: g.stock ? String(g.stock) : '1', isNew });
const draftOfItem = (i: RegistrationItem): DraftItem => ({ shopGoodsId: i.shopGoodsId, title: i.title || i.offerId, image: i.image, priceCny: i.originalPriceCny, goodsStock: null, price: String(i.activityPriceCny), stock: String(i.stock) });
const itemsOf = (draft: DraftItem[]) => draft.map((d) => ({ shopGoodsId: d.shopGoodsId, activityPriceCny: toNumber(d.price), stock: Math.trunc(toNumber(d.stock)) }));

function useMoney() {
  const { locale } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' });
    return (cny: number) => f.format(cny);
  }, [locale]);
}

function useDates() {
  const { locale } = useTranslation();
  return useMemo(() => {
    // UTC on both sides: the server render and the browser agree.
    const f = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return (iso: string) => `${f.format(new Date(iso))} UTC`;
  }, [locale]);
}

/** Activity Management (product §2, issue 14 §2): the activities by status, registration and its review. */
export function ActivityManagement({ initial }: { initial: ActivityManagementData }) {
  const { t } = useTranslation();
  return (
    <SellerProvider>
      <div className="flex flex-col gap-4 sm:gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('activity.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('activity.intro')}</p>
        </div>
        {initial.failed ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('activity.loadFailed')}
          </p>
        ) : (
          <Activities initial={initial} />
        )}
      </div>
    </SellerProvider>
  );
}

function Activities({ initial }: { initial: ActivityManagementData }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const [tab, setTab] = useState<Tab>('all');
  const [registrations, setRegistrations] = useState(initial.registrations);
  const [open, setOpen] = useState<{ activityId: number; view: 'register' | 'manage' } | null>(null);
  const list = tab === 'all' ? initial.activities : initial.activities.filter((a) => a.status === tab);

  /** The seller's current registration of an activity: the open one, else the newest. */
  const registrationOf = (activityId: number) => {
    const mine = registrations.filter((r) => r.activityId === activityId);
    return mine.find((r) => r.status === 'pending' || r.status === 'approved') ?? mine[0] ?? null;
  };
  const reload = async () => {
    try {
      setRegistrations(await api.call<RegistrationWithActivity[]>(REGISTRATION_PATH.mine, {}));
    } catch (error) {
      showToast(refusalOf(error, t('activity.failed')).message, false);
    }
  };

  return (
    <>
      <div role="tablist" aria-label={t('activity.tabsLabel')} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`activity-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="activity-panel"
            onClick={() => setTab(key)}
            className={`min-h-10 flex-1 whitespace-nowrap rounded-lg px-3 text-sm font-semibold ${tab === key ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t(`activity.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div id="activity-panel" role="tabpanel" aria-labelledby={`activity-tab-${tab}`}>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t('activity.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {list.map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                registration={registrationOf(activity.id)}
                open={open && open.activityId === activity.id ? open.view : null}
                onOpen={(view) => setOpen(view ? { activityId: activity.id, view } : null)}
                onChanged={reload}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ActivityCard({ activity, registration, open, onOpen, onChanged }: { activity: Activity; registration: Registration | null; open: 'register' | 'manage' | null; onOpen: (view: 'register' | 'manage' | null) => void; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const date = useDates();
  const isOpen = registration && (registration.status === 'pending' || registration.status === 'approved');
  const canRegister = activity.status === 'upcoming' && REGISTRABLE.has(activity.type) && !isOpen;
  const buyerPage = activity.status === 'ongoing' ? BUYER_PAGE[activity.type] : undefined;

  const cancel = () =>
    openConfirm({
      confirmContent: t('activity.cancelConfirm', { title: activity.title }),
      confirmCallBack: async () => {
        try {
          const { msg } = await api.said(REGISTRATION_PATH.cancel.replace(':id', String(registration!.id)), {});
          showToast(msg);
          onOpen(null);
          await onChanged();
        } catch (error) {
          showToast(refusalOf(error, t('activity.failed')).message, false);
        }
      },
    });

  return (
    <li data-activity={activity.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            <span className="break-words">{activity.title}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[activity.status]}`}>{t(`activity.statuses.${activity.status}`)}</span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t(`activity.types.${activity.type}`)}
            {' · '}
            {`${date(activity.startAt)} – ${date(activity.endAt)}`}
          </p>
          {REGISTRABLE.has(activity.type) && activity.minDiscountPct > 0 && <p className="mt-1 text-sm text-slate-600">{t('activity.minDiscount', { pct: activity.minDiscountPct })}</p>}
          {registration && (
            <div className="mt-2">
              <span data-registration-status={registration.status} className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${REGISTRATION_STYLE[registration.status]}`}>
                {t(`activity.registration.${registration.status}`)}
              </span>
              {registration.status === 'rejected' && registration.reason && <p className="mt-1 text-sm text-red-800">{t('activity.reason', { reason: registration.reason })}</p>}
            </div>
          )}
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {canRegister && (
            <button type="button" className="btn-primary min-h-10 px-4" aria-expanded={open === 'register'} onClick={() => onOpen(open === 'register' ? null : 'register')}>
              {t('activity.registerNow')}
            </button>
          )}
          {isOpen && (
            <button type="button" className="btn-secondary min-h-10 px-4" aria-expanded={open === 'manage'} onClick={() => onOpen(open === 'manage' ? null : 'manage')}>
              {t('activity.manage')}
            </button>
          )}
          {registration?.status === 'pending' && (
            <button type="button" className="btn-secondary min-h-10 px-4 text-red-700" onClick={cancel}>
              {t('activity.cancel')}
            </button>
          )}
          {buyerPage && (
            <LocalizedLink to={`${buyerPage}${activity.id}`} className="btn-primary min-h-10 px-4">
              {t('activity.participateNow')}
            </LocalizedLink>
          )}
        </div>
      </div>
      {open === 'register' && canRegister && (
        <RegistrationFlow
          activity={activity}
          onDone={async () => {
            onOpen('manage');
            await onChanged();
          }}
          onClose={() => onOpen(null)}
        />
      )}
      {open === 'manage' && registration && isOpen && <RegisteredProducts activity={activity} registration={registration} onChanged={onChanged} />}
    </li>
  );
}

/** The seller's ready goods, loaded once when first needed. */
function useProducts() {
  const { api } = useSeller();
  const [state, setState] = useState<{ goods: ShopGoods[] | null; failed: boolean; loading: boolean }>({ goods: null, failed: false, loading: false });
  const load = async () => {
    if (state.goods || state.loading) return;
    setState((s) => ({ ...s, loading: true }));
    try {
      setState({ goods: await api.call<ShopGoods[]>(REGISTRATION_PATH.userProducts, {}), failed: false, loading: false });
    } catch {
      setState({ goods: null, failed: true, loading: false });
    }
  };
  return { ...state, load };
}

/** Product picker with a price and stock per chosen product (step 1, and Add More Products). */
function ProductPicker({ goods, chosen, onToggle, exclude = [] }: { goods: ShopGoods[]; chosen: DraftItem[]; onToggle: (g: ShopGoods) => void; exclude?: number[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = goods.filter((g) => !exclude.includes(g.id));
  if (shown.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-4 text-center">
        <p className="font-medium text-slate-800">{t('activity.noProducts')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('activity.noProductsHint')}</p>
        <LocalizedLink to="/dashboard/my-store" className="btn-secondary mt-3 inline-flex min-h-10 px-4">
          {t('activity.openMyStore')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {shown.map((g) => {
        const on = chosen.some((c) => c.shopGoodsId === g.id);
        return (
          <li key={g.id}>
            <label className="flex cursor-pointer items-center gap-3 p-3 hover:bg-slate-50">
              <input type="checkbox" checked={on} onChange={() => onToggle(g)} className="size-5 accent-teal-700" aria-label={t('activity.selectProduct', { title: g.title || g.offerId })} />
              {g.image ? <img src={thumbUrl(g.image, 160)} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg object-cover" /> : <span className="size-12 shrink-0 rounded-lg bg-slate-100" />}
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm font-medium text-slate-900">{g.title || g.offerId}</span>
                <span className="text-sm text-slate-600">
                  {money(g.priceCny)}
                  {g.stock !== null && ` · ${t('activity.stockLeft', { count: g.stock })}`}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** Price and stock fields of the chosen products. */
function DraftFields({ draft, setDraft, onRemove }: { draft: DraftItem[]; setDraft: (d: DraftItem[]) => void; onRemove?: (item: DraftItem) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const edit = (id: number, patch: Partial<DraftItem>) => setDraft(draft.map((d) => (d.shopGoodsId === id ? { ...d, ...patch } : d)));
  return (
    <ul className="space-y-2">
      {draft.map((d) => (
        <li key={d.shopGoodsId} data-draft-item={d.shopGoodsId} className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_8rem_auto]">
          <div className="col-span-2 flex min-w-0 items-center gap-3 sm:col-span-1">
            {d.image ? <img src={thumbUrl(d.image, 160)} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-lg object-cover" /> : <span className="size-10 shrink-0 rounded-lg bg-slate-100" />}
            <div className="min-w-0">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">
                {d.title}
                {d.isNew && <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200">{t('activity.newItem')}</span>}
              </p>
              <p className="text-xs text-slate-600">{t('activity.originalPriceIs', { price: money(d.priceCny) })}</p>
            </div>
          </div>
          <label className="text-xs font-medium text-slate-600">
            {t('activity.activityPrice')}
            <input className={`${INPUT_CLASS} mt-1`} inputMode="decimal" autoComplete="off" value={d.price} onChange={(e) => edit(d.shopGoodsId, { price: e.target.value })} />
          </label>
          <label className="text-xs font-medium text-slate-600">
            {t('activity.stockOffered')}
            <input className={`${INPUT_CLASS} mt-1`} inputMode="numeric" autoComplete="off" value={d.stock} onChange={(e) => edit(d.shopGoodsId, { stock: e.target.value })} />
          </label>
          {onRemove && (
            <button type="button" className="btn-secondary col-span-2 min-h-11 px-3 text-red-700 sm:col-span-1" aria-label={t('activity.removeLabel', { title: d.title })} onClick={() => onRemove(d)}>
              {t('activity.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The preview of `S/activities/calculate-prices`: original, activity price, savings, stock, per-item verdicts, totals. */
function PricePreview({ draft, result, minDiscountPct }: { draft: DraftItem[]; result: PriceCalculation; minDiscountPct: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleOf = (id: number) => draft.find((d) => d.shopGoodsId === id)?.title ?? '';
  const verdict = (item: PriceCalculation['items'][number]) =>
    !item.ok && item.reason ? (
      <p role="alert" className="mt-1 text-sm text-red-700">
        {t(`activity.reasons.${item.reason}`, { pct: minDiscountPct })}
      </p>
    ) : null;
  return (
    <div>
      <ul className="space-y-2 sm:hidden">
        {result.items.map((item) => (
          <li key={item.shopGoodsId} data-preview-item={item.shopGoodsId} className="rounded-xl border border-slate-200 p-3 text-sm">
            <p className="line-clamp-2 font-medium text-slate-900">{titleOf(item.shopGoodsId)}</p>
            {verdict(item)}
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-slate-600">{t('activity.originalPrice')}</dt>
              <dd className="text-right tabular-nums text-slate-600 line-through">{money(item.originalPriceCny)}</dd>
              <dt className="text-slate-600">{t('activity.activityPriceShort')}</dt>
              <dd className="text-right font-semibold tabular-nums text-slate-900">{money(item.activityPriceCny)}</dd>
              <dt className="text-slate-600">{t('activity.savings')}</dt>
              <dd className="text-right tabular-nums text-emerald-800">{`${money(item.savingsCny)} · ${t('activity.discount', { pct: item.discountPct })}`}</dd>
              <dt className="text-slate-600">{t('activity.stock')}</dt>
              <dd className="text-right tabular-nums">{item.stock ?? '—'}</dd>
            </dl>
          </li>
        ))}
        <li className="rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{t('activity.totals')}</p>
          <p className="mt-1 flex justify-between tabular-nums">
            <span className="text-slate-600 line-through">{money(result.totals.originalCny)}</span>
            <span className="font-semibold text-slate-900">{money(result.totals.activityCny)}</span>
            <span className="text-emerald-800">{money(result.totals.savingsCny)}</span>
          </p>
        </li>
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">{t('activity.product')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('activity.originalPrice')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('activity.activityPriceShort')}</th>
            <th scope="col" className="py-2 pr-3 text-right">{t('activity.savings')}</th>
            <th scope="col" className="py-2 text-right">{t('activity.stock')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.items.map((item) => (
            <tr key={item.shopGoodsId} data-preview-item={item.shopGoodsId} className="align-top">
              <td className="py-2 pr-3">
                <p className="line-clamp-2 font-medium text-slate-900">{titleOf(item.shopGoodsId)}</p>
                {verdict(item)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums text-slate-600 line-through">{money(item.originalPriceCny)}</td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums text-slate-900">{money(item.activityPriceCny)}</td>
              <td className="py-2 pr-3 text-right tabular-nums text-emerald-800">
                {money(item.savingsCny)}
                <span className="block text-xs">{t('activity.discount', { pct: item.discountPct })}</span>
              </td>
              <td className="py-2 text-right tabular-nums">{item.stock ?? '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-3">{t('activity.totals')}</th>
            <td className="py-2 pr-3 text-right tabular-nums text-slate-600">{money(result.totals.originalCny)}</td>
            <td className="py-2 pr-3 text-right tabular-nums text-slate-900" data-total-activity>{money(result.totals.activityCny)}</td>
            <td className="py-2 pr-3 text-right tabular-nums text-emerald-800">{money(result.totals.savingsCny)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Register Now (product §4 "Registration flow"): select products → price preview → confirm; Previous goes back. */
function RegistrationFlow({ activity, onDone, onClose }: { activity: Activity; onDone: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const products = useProducts();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [draft, setDraft] = useState<DraftItem[]>([]);
  const [preview, setPreview] = useState<PriceCalculation | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { load } = products;
  useEffect(() => {
    void load();
    // Once, when the flow opens.
  }, []);

  const toggle = (g: ShopGoods) => setDraft((d) => (d.some((x) => x.shopGoodsId === g.id) ? d.filter((x) => x.shopGoodsId !== g.id) : [...d, draftOfGoods(g)]));
  const toPreview = async () => {
    setBusy(true);
    setError('');
    try {
      setPreview(await api.call<PriceCalculation>(REGISTRATION_PATH.calculate, { activityId: activity.id, items: itemsOf(draft) }));
      setStep(2);
    } catch (e) {
      setError(refusalOf(e, t('activity.failed')).message);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const { msg } = await api.said(REGISTRATION_PATH.register, { activityId: activity.id, items: itemsOf(draft) });
      showToast(msg);
      await onDone();
    } catch (e) {
      setError(refusalOf(e, t('activity.failed')).message);
    } finally {
      setBusy(false);
    }
  };
  const pricesTyped = draft.length > 0 && draft.every((d) => Number.isFinite(toNumber(d.price)) && Number.isFinite(toNumber(d.stock)));
  const steps = ['select', 'preview', 'confirm'] as const;

  return (
    <section aria-label={t('activity.registerNow')} className="mt-4 border-t border-slate-200 pt-4">
      <ol className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {steps.map((key, i) => (
          <li key={key} aria-current={step === i + 1 ? 'step' : undefined} className={step === i + 1 ? 'font-semibold text-teal-800' : 'text-slate-500'}>
            {`${i + 1}. ${t(`activity.steps.${key}`)}`}
          </li>
        ))}
      </ol>
      {step === 1 && (
        <div className="space-y-4">
          {products.loading && <Spinner />}
          {products.failed && <p role="alert" className="text-sm text-red-700">{t('activity.failed')}</p>}
          {products.goods && <ProductPicker goods={products.goods} chosen={draft} onToggle={toggle} />}
          {draft.length > 0 && <DraftFields draft={draft} setDraft={setDraft} />}
        </div>
      )}
      {step === 2 && preview && <PricePreview draft={draft} result={preview} minDiscountPct={activity.minDiscountPct} />}
      {step === 3 && <p className="text-sm text-slate-800">{t('activity.confirmIntro', { count: draft.length, title: activity.title })}</p>}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {step === 1 ? (
          <button type="button" className="btn-secondary min-h-10 px-4" onClick={onClose}>
            {t('activity.close')}
          </button>
        ) : (
          <button type="button" className="btn-secondary min-h-10 px-4" onClick={() => setStep(step === 3 ? 2 : 1)} disabled={busy}>
            {t('activity.previous')}
          </button>
        )}
        {step === 1 && (
          <button type="button" className="btn-primary min-h-10 gap-2 px-4" disabled={!pricesTyped || busy} onClick={toPreview}>
            {busy && <Spinner light />}
            {t('activity.next')}
          </button>
        )}
        {step === 2 && (
          <button type="button" className="btn-primary min-h-10 px-4" disabled={!preview?.items.every((i) => i.ok)} onClick={() => setStep(3)}>
            {t('activity.next')}
          </button>
        )}
        {step === 3 && (
          <button type="button" className="btn-primary min-h-10 gap-2 px-4" disabled={busy} onClick={confirm}>
            {busy && <Spinner light />}
            {t('activity.confirm')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The registered products: Remove, Add More Products, Add Selected, Save Changes (while pending); view only after. */
function RegisteredProducts({ activity, registration, onChanged }: { activity: Activity; registration: Registration; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const money = useMoney();
  const products = useProducts();
  const editable = canEditRegistration(registration.status);
  const [draft, setDraft] = useState<DraftItem[]>(() => registration.items.map(draftOfItem));
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<DraftItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});

  const remove = (item: DraftItem) => {
    if (item.isNew) return setDraft((d) => d.filter((x) => x.shopGoodsId !== item.shopGoodsId));
    openConfirm({
      confirmContent: t('activity.removeConfirm', { title: item.title }),
      confirmCallBack: async () => {
        try {
          const { msg } = await api.said(REGISTRATION_PATH.removeGoods, { activityId: activity.id, shopGoodsIds: [item.shopGoodsId] });
          showToast(msg);
          setDraft((d) => d.filter((x) => x.shopGoodsId !== item.shopGoodsId));
          await onChanged();
        } catch (e) {
          showToast(refusalOf(e, t('activity.failed')).message, false);
        }
      },
    });
  };
  const addSelected = () => {
    setDraft((d) => [...d, ...picked.map((p) => ({ ...p, isNew: true }))]);
    setPicked([]);
    setAdding(false);
  };
  const save = async () => {
    setBusy(true);
    setError('');
    setItemErrors({});
    try {
      const result = await api.call<PriceCalculation>(REGISTRATION_PATH.calculate, { activityId: activity.id, items: itemsOf(draft) });
      const refused = result.items.filter((i) => !i.ok);
      if (refused.length > 0) {
        setItemErrors(Object.fromEntries(refused.map((i) => [i.shopGoodsId, t(`activity.reasons.${i.reason}`, { pct: activity.minDiscountPct })])));
        return;
      }
      await api.said(REGISTRATION_PATH.register, { activityId: activity.id, items: itemsOf(draft) });
      showToast(t('activity.saved'));
      setDraft((d) => d.map((x) => ({ ...x, isNew: false })));
      await onChanged();
    } catch (e) {
      setError(refusalOf(e, t('activity.failed')).message);
    } finally {
      setBusy(false);
    }
  };

  if (!editable) {
    return (
      <section aria-label={t('activity.manage')} className="mt-4 border-t border-slate-200 pt-4">
        <p className="mb-2 text-sm text-slate-600">{t('activity.viewOnly')}</p>
        <ul className="divide-y divide-slate-100 text-sm">
          {registration.items.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 flex-1 font-medium text-slate-900">{i.title || i.offerId}</span>
              <span className="tabular-nums text-slate-700">
                <span className="mr-2 text-slate-500 line-through">{money(i.originalPriceCny)}</span>
                <span className="font-semibold">{money(i.activityPriceCny)}</span>
                {` · ${t('activity.stockLeft', { count: i.stock })}`}
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-label={t('activity.manage')} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <p className="text-sm font-medium text-slate-700">{t('activity.registeredCount', { count: draft.length })}</p>
      <DraftFields draft={draft} setDraft={setDraft} onRemove={remove} />
      {Object.entries(itemErrors).map(([id, message]) => (
        <p key={id} role="alert" className="text-sm text-red-700">
          {`${draft.find((d) => d.shopGoodsId === Number(id))?.title ?? ''}: ${message}`}
        </p>
      ))}
      {adding && (
        <div className="space-y-3 rounded-xl bg-slate-50 p-3">
          {products.loading && <Spinner />}
          {products.goods && (
            <ProductPicker
              goods={products.goods}
              chosen={picked}
              exclude={draft.map((d) => d.shopGoodsId)}
              onToggle={(g) => setPicked((p) => (p.some((x) => x.shopGoodsId === g.id) ? p.filter((x) => x.shopGoodsId !== g.id) : [...p, draftOfGoods(g)]))}
            />
          )}
          <div className="flex justify-end">
            <button type="button" className="btn-primary min-h-10 px-4" disabled={picked.length === 0} onClick={addSelected}>
              {t('activity.addSelected')}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {!adding && (
          <button
            type="button"
            className="btn-secondary min-h-10 px-4"
            onClick={() => {
              setAdding(true);
              void products.load();
            }}
          >
            {t('activity.addMore')}
          </button>
        )}
        <button type="button" className="btn-primary min-h-10 gap-2 px-4" disabled={busy || draft.length === 0} onClick={save}>
          {busy && <Spinner light />}
          {t('activity.saveChanges')}
        </button>
      </div>
    </section>
  );
}
