import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import type { Channel } from '../../../core/api.ts';
import { localizePath } from '../../../core/locale.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { announceFavorite, FAVORITE_EVENT, type FavoriteEventDetail } from '../../lib/favorite-events.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';

type Props = {
  goods: { channel: Channel; offerId: string; title: string; isCollected?: boolean };
  variant?: 'card' | 'page';
  /** Told after a change the API has accepted. */
  onChange?: (collected: boolean) => void;
};

/**
 * The favourite heart (product §4 "Favorite"): toggles with 'Collection Successfully' / 'Cancel Collection
 * Successfully'. A visitor is sent to /login and comes back here (`redirect`), where the favourite is
 * added (components/catalog/pending-favorite.tsx). The state shown is the API's `isCollected`, so it holds
 * after a reload and on every page.
 */
export function FavoriteButton({ goods, variant = 'card', onChange }: Props) {
  const { t } = useTranslation();
  const { user, locale } = useAppState();
  const signKey = (useRouteLoaderData('root') as { signKey?: string } | undefined)?.signKey ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const [collected, setCollected] = useState(Boolean(goods.isCollected));
  const [shownFrom, setShownFrom] = useState(goods.isCollected);
  if (goods.isCollected !== shownFrom) {
    // Fresh data from a loader (another page, a reload): it wins.
    setShownFrom(goods.isCollected);
    setCollected(Boolean(goods.isCollected));
  }
  const [busy, setBusy] = useState(false);
  const { channel, offerId } = goods;
  useEffect(() => {
    // The same product's heart elsewhere on the page, or the favourite finished after login.
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<FavoriteEventDetail>).detail;
      if (detail.channel === channel && detail.offerId === offerId) setCollected(detail.collected);
    };
    window.addEventListener(FAVORITE_EVENT, follow);
    return () => window.removeEventListener(FAVORITE_EVENT, follow);
  }, [channel, offerId]);

  const toggle = async () => {
    if (!user) {
      // Code only a visitor's heart needs: loaded on the click.
      const { rememberPendingFavorite } = await import('../../lib/pending-favorite.ts');
      const redirect = rememberPendingFavorite(goods, location.pathname, location.search);
      navigate(`${localizePath('/login', locale)}?${new URLSearchParams({ redirect })}`);
      return;
    }
    if (busy) return;
    const next = !collected;
    setBusy(true);
    setCollected(next);
    try {
      const { setFavorite } = await import('../../lib/favorites.client.ts');
      await setFavorite(signKey, goods, next);
      announceFavorite({ channel, offerId, collected: next });
      onChange?.(next);
      showToast(next ? t('favorites.collected') : t('favorites.cancelled'));
    } catch {
      setCollected(!next);
      showToast(t('favorites.failed'), false);
    } finally {
      setBusy(false);
    }
  };

  // One name, the state in aria-pressed (a toggle button); the product page's button also says it in words.
  const page = variant === 'page';
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={collected}
      aria-busy={busy || undefined}
      aria-label={page ? undefined : t('favorites.add', { title: goods.title })}
      className={
        page
          ? 'btn-secondary gap-2'
          : 'favorite-heart'
      }
    >
      <span aria-hidden="true" className={`${page ? 'size-4' : 'size-5'} ${collected ? 'icon-heart-filled text-rose-600' : 'icon-heart'}`} />
      {page && (collected ? t('favorites.inFavorites') : t('favorites.addShort'))}
    </button>
  );
}
