import ExternalLink from 'lucide-react/icons/external-link';
import ImageOff from 'lucide-react/icons/image-off';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHOP_PATH } from '../../../core/shop-paths.ts';
import type { ShopGoods, ShopGoodsPage, ShopTag } from '../../../core/api-schemas.ts';
import { EditShopGoodsRequestSchema, SHOP_STOCK_MAX, TagGoodsRequestSchema } from '../../../core/shop-schemas.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { FieldError } from '../account/fields.tsx';
import { channelName } from '../catalog/channel.ts';
import { productPath } from '../catalog/paths.ts';
import { Price } from '../catalog/price.tsx';
import { LocalizedLink } from '../localized-link.tsx';
import { useAppState } from '../../lib/app-state.tsx';
import { failReason, GOODS_PAGE_SIZE, goodsQuerySearch, keepShown, parseStock, type GoodsQuery } from './my-store-logic.ts';
import { refusalOf } from './seller-api.ts';
import { INPUT_CLASS, Panel, Spinner, useSeller } from './seller-context.tsx';

const STATUS_STYLE: Record<ShopGoods['status'], string> = {
  syncing: 'bg-sky-50 text-sky-900 ring-sky-200',
  ready: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The shop's goods (issue #12 §3): search and tag filter, Load More, status of each (syncing / ready / failed with
 * its reason), stock edited in place, and the selected goods deleted or attached to / removed from a tag.
 * `version` changes when goods changed elsewhere (added, imported): the pages shown load again. The filter is kept
 * in the address (replaced, not pushed), so a reload or a shared link shows the same list.
 */
export function GoodsManager({
  initial,
  initialQuery,
  tags,
  version,
  onGoodsChanged,
}: {
  initial: ShopGoodsPage | null;
  initialQuery: GoodsQuery;
  tags: ShopTag[];
  version: number;
  onGoodsChanged: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSeller();
  const [keywordInput, setKeywordInput] = useState(initialQuery.keyword);
  const [query, setQuery] = useState<GoodsQuery>(initialQuery);
  const location = useLocation();
  const navigate = useNavigate();
  const [pages, setPages] = useState<ShopGoodsPage[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(initial === null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const asked = useRef(0);
  const { locale } = useAppState();
  const searchId = useId();
  const filterId = useId();

  const load = useCallback(
    async (next: GoodsQuery, count: number) => {
      const ask = ++asked.current;
      setLoading(true);
      setFailed(false);
      try {
        const body = (pageId: number) => ({ pageId, pageSize: GOODS_PAGE_SIZE, ...(next.keyword ? { keyword: next.keyword } : {}), ...(next.tagId ? { tagId: next.tagId } : {}) });
        const loaded = await Promise.all(Array.from({ length: count }, (_, i) => api.call<ShopGoodsPage>(SHOP_PATH.goodsList, body(i + 1))));
        if (ask !== asked.current) return;
        const kept = loaded.filter((page, i) => i === 0 || page.list.length > 0);
        setPages(kept);
        setSelected((old) => keepShown(old, kept.flatMap((page) => page.list.map((item) => item.id))));
      } catch {
        if (ask === asked.current) setFailed(true);
      } finally {
        if (ask === asked.current) setLoading(false);
      }
    },
    [api],
  );

  // A new search or filter starts at page 1; goods changed elsewhere reload the pages shown.
  const first = useRef(true);
  useEffect(() => {
    if (first.current && initial) {
      first.current = false;
      return;
    }
    first.current = false;
    void load(query, 1);
  }, [query, load, initial]);
  const lastVersion = useRef(version);
  const shownPages = Math.max(1, pages.length);
  useEffect(() => {
    if (version === lastVersion.current) return;
    lastVersion.current = version;
    void load(query, shownPages);
  }, [version, query, load, shownPages]);

  // The address says the filter shown (the route does not load again for it: its shouldRevalidate).
  const search = goodsQuerySearch(query);
  useEffect(() => {
    if (location.search !== search) void navigate({ search }, { replace: true, preventScrollReset: true });
  }, [search, location.search, navigate]);

  // A filter by a tag that was deleted falls back to every product.
  useEffect(() => {
    if (query.tagId !== null && !tags.some((tag) => tag.id === query.tagId)) setQuery((old) => ({ ...old, tagId: null }));
  }, [tags, query.tagId]);

  const loadMore = async () => {
    const last = pages.at(-1);
    if (!last || loading) return;
    const ask = ++asked.current;
    setLoading(true);
    setFailed(false);
    try {
      const next = await api.call<ShopGoodsPage>(SHOP_PATH.goodsList, {
        pageId: last.pageId + 1,
        pageSize: GOODS_PAGE_SIZE,
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(query.tagId ? { tagId: query.tagId } : {}),
      });
      if (ask === asked.current) setPages((old) => [...old, next]);
    } catch {
      if (ask === asked.current) setFailed(true);
    } finally {
      if (ask === asked.current) setLoading(false);
    }
  };

  const goods = pages.flatMap((page) => page.list);
  const total = pages.at(-1)?.total ?? 0;
  const hasMore = pages.at(-1)?.hasMore ?? false;
  const filtered = query.keyword !== '' || query.tagId !== null;
  const allShownSelected = goods.length > 0 && goods.every((item) => selected.has(item.id));

  const replace = (row: ShopGoods) => setPages((old) => old.map((page) => ({ ...page, list: page.list.map((item) => (item.id === row.id ? row : item)) })));

  const remove = (ids: number[]) =>
    openConfirm({
      confirmContent: t('myStore.goods.deleteConfirm'),
      confirmContentList: goods.filter((item) => ids.includes(item.id)).map((item) => item.title || `${channelName(item.channel, locale)} ${item.offerId}`).slice(0, 5),
      confirmCallBack: async () => {
        try {
          const { msg } = await api.said(SHOP_PATH.deleteGoods, { ids });
          showToast(msg);
          setSelected((old) => new Set([...old].filter((id) => !ids.includes(id))));
          onGoodsChanged();
        } catch (failure) {
          showToast(refusalOf(failure, t('myStore.failed')).message, false);
        }
      },
    });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery((old) => ({ ...old, keyword: keywordInput.trim() }));
  };

  return (
    <Panel id="goods-title" title={t('myStore.goods.title')} actions={<p className="text-sm text-slate-600" aria-live="polite">{t('myStore.goods.total', { count: total })}</p>}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <form role="search" onSubmit={submitSearch} className="flex min-w-0 flex-1 gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
              {t('myStore.goods.search')}
            </label>
            <input id={searchId} type="search" name="keyword" value={keywordInput} onChange={(event) => setKeywordInput(event.target.value)} className={INPUT_CLASS} />
          </div>
          <button type="submit" className="btn-secondary mt-6 h-11 px-3" aria-label={t('myStore.goods.searchSubmit')} title={t('myStore.goods.searchSubmit')}>
            <Search aria-hidden="true" className="size-5" />
          </button>
        </form>
        <div className="md:w-56">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('myStore.goods.tagFilter')}
          </label>
          <select
            id={filterId}
            value={query.tagId ?? ''}
            onChange={(event) => setQuery((old) => ({ ...old, tagId: event.target.value ? Number(event.target.value) : null }))}
            className={INPUT_CLASS}
          >
            <option value="">{t('myStore.goods.allTags')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {`${tag.name} (${tag.goodsCount})`}
              </option>
            ))}
          </select>
        </div>
      </div>

      {goods.length > 0 && (
        <BulkBar
          selectedIds={[...selected]}
          tags={tags}
          allShownSelected={allShownSelected}
          onSelectAll={(all) => setSelected(all ? new Set(goods.map((item) => item.id)) : new Set())}
          onDelete={() => remove([...selected])}
          onTagged={onGoodsChanged}
        />
      )}

      {goods.length === 0 ? (
        loading ? (
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {t('goods.loading')}
          </p>
        ) : failed ? null : (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">{filtered ? t('myStore.goods.noMatch') : t('myStore.goods.empty')}</p>
        )
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-busy={loading || undefined}>
          {goods.map((item) => (
            <li key={item.id}>
              <GoodsRow
                goods={item}
                checked={selected.has(item.id)}
                onCheck={(on) =>
                  setSelected((old) => {
                    const next = new Set(old);
                    if (on) next.add(item.id);
                    else next.delete(item.id);
                    return next;
                  })
                }
                onUpdated={replace}
                onDelete={() => remove([item.id])}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col items-center gap-2">
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {t('goods.loadFailed')}
          </p>
        )}
        {hasMore && (
          <button type="button" className="btn-secondary min-w-40" aria-busy={loading || undefined} onClick={() => void loadMore()}>
            {loading ? t('goods.loading') : t('goods.loadMore')}
          </button>
        )}
      </div>
    </Panel>
  );
}

/** Select all, and what to do with the selection: delete, add to a tag, remove from a tag ('Please select a tag', product §5). */
function BulkBar(props: {
  selectedIds: number[];
  tags: ShopTag[];
  allShownSelected: boolean;
  onSelectAll: (all: boolean) => void;
  onDelete: () => void;
  onTagged: () => void;
}) {
  const { t } = useTranslation();
  const { api, formMessage } = useSeller();
  const [tagId, setTagId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'attach' | 'detach' | null>(null);
  const id = useId();
  const count = props.selectedIds.length;

  const tag = async (attach: boolean) => {
    if (busy) return;
    const parsed = TagGoodsRequestSchema.safeParse({ goodsIds: props.selectedIds, labId: tagId ? Number(tagId) : undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((each) => each.path[0] === 'labId');
      if (issue) setError(formMessage('tagRequired'));
      return;
    }
    setBusy(attach ? 'attach' : 'detach');
    setError(undefined);
    try {
      const { msg } = await api.said(attach ? SHOP_PATH.attachTag : SHOP_PATH.detachTag, parsed.data);
      showToast(msg);
      props.onTagged();
    } catch (failure) {
      setError(refusalOf(failure, t('myStore.failed')).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={`mt-4 flex flex-col gap-3 rounded-xl px-3 py-3 lg:flex-row lg:items-start lg:justify-between ${count > 0 ? 'bg-teal-50 ring-1 ring-teal-200' : 'bg-slate-50'}`}>
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={props.allShownSelected} onChange={(event) => props.onSelectAll(event.target.checked)} className="size-5 accent-teal-700" />
        {t('myStore.goods.selectAll')}
        {count > 0 && (
          <span className="ml-1 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white" aria-live="polite">
            {t('myStore.goods.selected', { count })}
          </span>
        )}
      </label>
      {count > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start">
          <div>
            <label htmlFor={id} className="sr-only">
              {t('myStore.goods.tagFor')}
            </label>
            <select
              id={id}
              value={tagId}
              onChange={(event) => {
                setTagId(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              className={`${INPUT_CLASS} h-10 sm:w-48`}
            >
              <option value="">{t('myStore.goods.chooseTag')}</option>
              {props.tags.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-error`} error={error} />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary min-h-10 gap-2 px-3" aria-busy={busy === 'attach' || undefined} onClick={() => void tag(true)}>
              {busy === 'attach' && <Spinner />}
              {t('myStore.goods.attach')}
            </button>
            <button type="button" className="btn-secondary min-h-10 gap-2 px-3" aria-busy={busy === 'detach' || undefined} onClick={() => void tag(false)}>
              {busy === 'detach' && <Spinner />}
              {t('myStore.goods.detach')}
            </button>
            <button type="button" className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700" onClick={props.onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('myStore.goods.delete')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function GoodsRow({ goods, checked, onCheck, onUpdated, onDelete }: { goods: ShopGoods; checked: boolean; onCheck: (on: boolean) => void; onUpdated: (row: ShopGoods) => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const title = goods.title || (goods.status === 'syncing' ? t('myStore.goods.syncingTitle') : `${channelName(goods.channel, locale)} ${goods.offerId}`);
  const ready = goods.status === 'ready';
  return (
    <article className={`flex gap-3 rounded-xl border bg-white p-3 sm:gap-4 ${checked ? 'border-teal-600 ring-1 ring-teal-600' : 'border-slate-200'}`}>
      <div className="flex shrink-0 items-start pt-1">
        <input type="checkbox" checked={checked} onChange={(event) => onCheck(event.target.checked)} aria-label={t('myStore.goods.select', { title })} className="size-5 accent-teal-700" />
      </div>
      {goods.image ? (
        <img src={thumbUrl(goods.image, 160)} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-20" />
      ) : (
        <div className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 sm:size-20">
          {goods.status === 'syncing' ? <Spinner /> : <ImageOff aria-hidden="true" className="size-6 text-slate-400" />}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 lg:flex-row lg:items-start lg:gap-4">
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug text-slate-900 sm:text-base">
            {ready ? (
              <LocalizedLink to={productPath(goods)} className="hover:underline">
                {title}
              </LocalizedLink>
            ) : (
              title
            )}
          </h3>
          <p className="mt-0.5 text-xs text-slate-600">
            {`${channelName(goods.channel, locale)} · ${goods.offerId}`}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {ready && <Price cny={goods.priceCny} className="text-sm font-bold text-slate-900" />}
            <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[goods.status]}`}>
              {goods.status === 'syncing' && <Spinner />}
              {t(`myStore.goods.status.${goods.status}`)}
            </span>
          </div>
          {goods.status === 'failed' && <p className="mt-1 text-xs text-red-700">{t(`myStore.goods.reason.${failReason(goods.failReason)}`)}</p>}
          {goods.tags.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('myStore.goods.tags')}>
              {goods.tags.map((tag) => (
                <li key={tag.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex items-start justify-between gap-3 lg:justify-end">
          <StockEditor goods={goods} title={title} onUpdated={onUpdated} />
          <div className="flex items-center gap-1 pt-0.5 lg:pt-6">
            {ready && (
              <LocalizedLink
                to={productPath(goods)}
                aria-label={t('myStore.goods.open')}
                title={t('myStore.goods.open')}
                className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
              </LocalizedLink>
            )}
            <button
              type="button"
              onClick={onDelete}
              aria-label={`${t('myStore.goods.delete')}: ${title}`}
              title={t('myStore.goods.delete')}
              className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The stock, edited in place and saved with `S/edit/user/shop/goods`; a refused value stays in the field with the reason under it. */
function StockEditor({ goods, title, onUpdated }: { goods: ShopGoods; title: string; onUpdated: (row: ShopGoods) => void }) {
  const { t } = useTranslation();
  const { api, formMessage } = useSeller();
  const saved = goods.stock === null ? '' : String(goods.stock);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [shownFrom, setShownFrom] = useState(saved);
  if (saved !== shownFrom) {
    // Fresh data (the list reloaded): it wins over an unchanged field.
    setShownFrom(saved);
    if (value === shownFrom) setValue(saved);
  }
  const id = useId();
  const changed = value.trim() !== saved;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !changed) return;
    // Empty is "no stock of my own" (null); anything not a whole number is refused by the server's schema.
    const stock = parseStock(value, SHOP_STOCK_MAX);
    const parsed = EditShopGoodsRequestSchema.safeParse({ id: goods.id, stock: stock === undefined ? Number.NaN : stock });
    if (!parsed.success) {
      setError(formMessage(parsed.error.issues[0]?.message ?? 'shopStockInvalid'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { data, msg } = await api.said<ShopGoods>(SHOP_PATH.editGoods, parsed.data);
      onUpdated(data);
      setShownFrom(String(data.stock ?? ''));
      setValue(String(data.stock ?? ''));
      showToast(msg || t('myStore.goods.stockSaved'));
    } catch (failure) {
      const refusal = refusalOf(failure, t('myStore.failed'));
      setError(refusal.fields.stock ?? refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-xs font-medium text-slate-700">
        {t('myStore.goods.stock')}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          name="stock"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('myStore.goods.stockOf', { title })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className="h-10 w-24 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-700 aria-[invalid=true]:border-red-600"
        />
        {changed && (
          <button type="submit" className="btn-primary min-h-10 px-3" aria-busy={busy || undefined}>
            {busy ? <Spinner light /> : t('myStore.goods.stockSave')}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}
