import { preload } from 'react-dom';
import type { GoodsCard } from '../../../core/api.ts';
import { thumbSrcSet, thumbUrl } from '../../../core/thumb.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { useCatalogFormat } from './format.ts';
import { productPath } from './paths.ts';
import { Price } from './price.tsx';

/** Card widths: 2 columns on a phone, up to 5 on a wide screen. */
const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

/** One product in a grid: image, title (the whole card is its link), price, sales, QC photo count, stock. */
/** `eager`: above the fold, load at once; `priority`: a likely LCP image, fetched first. */
/** What a card shows: pages leave the rest of the catalog's card out of their data (app/lib/catalog.server.ts `cardShown`). */
export type GoodsCardData = Omit<GoodsCard, 'titleCn' | 'viewCount'>;

export function GoodsCard({ goods, eager = false, priority = false }: { goods: GoodsCardData; eager?: boolean; priority?: boolean }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  // A search by image shows the image that matched (a QC photo, or another of the listing's images).
  const matched = goods.matchedImage;
  const image = matched?.image ?? goods.image;
  const src = thumbUrl(image, 240);
  // The likely LCP image stays small (at most 320 px) so it arrives early on a slow phone connection.
  const srcSet = thumbSrcSet(image, priority ? [240, 320] : [240, 320, 480]);
  // A likely LCP image: announced in the document head, ahead of the scripts (React hoists it).
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: CARD_SIZES, fetchPriority: 'high' });
  return (
    <article className="goods-card">
      <div className="goods-card-media">
        <img
          src={src}
          srcSet={srcSet}
          sizes={CARD_SIZES}
          alt=""
          width={240}
          height={240}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className="goods-card-image"
        />
        <div className="goods-card-badges">
          {goods.qcCount > 0 && (
            <span className="goods-card-badge">
              <span aria-hidden="true" className="icon-camera size-3" />
              {t('goods.qcCount', { count: goods.qcCount })}
            </span>
          )}
          {goods.outOfStock && <span className="rounded-full bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white">{t('goods.outOfStock')}</span>}
          {matched?.kind === 'qc' && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">{t('imageSearch.matchedQc')}</span>}
        </div>
        {goods.similarity !== undefined && (
          <span className="absolute bottom-2 left-2 whitespace-nowrap rounded-full bg-white/95 px-2 py-0.5 text-xs font-bold text-teal-900 shadow">
            {t('imageSearch.match', { value: format.percent(Math.round(goods.similarity * 100) / 100) })}
          </span>
        )}
        {/* Above the card's link overlay, so it takes its own clicks. */}
        <div className="goods-card-favorite">
          <FavoriteButton goods={goods} />
        </div>
      </div>
      <div className="goods-card-body">
        <h3 className="goods-card-title">
          <LocalizedLink to={productPath(goods)} className="goods-card-link">
            {goods.title}
          </LocalizedLink>
        </h3>
        <div className="goods-card-foot">
          <Price cny={goods.priceCny} className="goods-card-price" />
          <span className="goods-card-sold">{t('goods.sold', { count: goods.soldCount, value: format.integer(goods.soldCount) })}</span>
        </div>
      </div>
    </article>
  );
}
