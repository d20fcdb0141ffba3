import { GoodsCard, type GoodsCardData } from './goods-card.tsx';

export const keyOf = (goods: GoodsCardData) => `${goods.channel}:${goods.offerId}`;

/** `eagerCount` cards load their images at once (above the fold); the first one (the likely LCP image) first of all. */
export function GoodsGrid({ goods, eagerCount = 0, listRef }: { goods: readonly GoodsCardData[]; eagerCount?: number; listRef?: React.Ref<HTMLUListElement> }) {
  return (
    <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {goods.map((item, index) => (
        <li key={keyOf(item)}>
          <GoodsCard goods={item} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}
