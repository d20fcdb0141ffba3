import type { TrustedSeller } from '../../../core/api.ts';

/** A seller with the goods the highlight shows (picture, title, link), as home's loader sends them. */
type SellerWithGoods = { seller: TrustedSeller['seller']; goods: Pick<TrustedSeller['goods'][number], 'channel' | 'offerId' | 'title' | 'image'>[] };
import { thumbUrl } from '../../../core/thumb.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';
import { channelName } from './channel.ts';
import { productPath } from './paths.ts';
import { TrustMeter, useTrustExplanation, VerifiedBadge } from './seller.tsx';

/** Goods shown per seller in the home highlight. */
const GOODS_PER_SELLER = 3;

/** Home highlight: sellers with the best trust scores, each with a few of their goods. */
export function TrustedSellers({ sellers }: { sellers: readonly SellerWithGoods[] }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const explain = useTrustExplanation();
  return (
    <ul className="mt-5 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {sellers.map(({ seller, goods }) => (
        <li key={seller.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div>
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className="truncate">{seller.name}</span>
              {seller.verified && <VerifiedBadge />}
            </h3>
            <p className="text-xs text-slate-600">{t('seller.onChannel', { channel: channelName(seller.channel, locale) })}</p>
          </div>
          <TrustMeter score={seller.trustScore} compact />
          <p className="text-xs leading-relaxed text-slate-600">{explain(seller)}</p>
          {goods.length > 0 && (
            <ul className="mt-auto grid grid-cols-3 gap-2">
              {goods.slice(0, GOODS_PER_SELLER).map((item) => (
                <li key={`${item.channel}:${item.offerId}`}>
                  <LocalizedLink to={productPath(item)} className="seller-goods-link">
                    <img src={thumbUrl(item.image, 160)} alt={item.title} width={160} height={160} loading="lazy" decoding="async" className="seller-goods-image" />
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
