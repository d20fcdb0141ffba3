import { useEffect, useRef } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { announceFavorite } from '../../lib/favorite-events.ts';
import { COLLECT_PARAM, takePendingFavorite } from '../../lib/pending-favorite.ts';
import { showToast } from '../../lib/toast.ts';

/**
 * Finishes a heart clicked while logged out, once the person is back from /login (app/lib/pending-favorite.ts):
 * adds the favourite, says 'Collection Successfully', and takes `collect` out of the address.
 */
export default function PendingFavorite() {
  const { t } = useTranslation();
  const { user } = useAppState();
  const signKey = (useRouteLoaderData('root') as { signKey?: string } | undefined)?.signKey ?? '';
  const location = useLocation();
  const done = useRef<string | null>(null);
  const value = new URLSearchParams(location.search).get(COLLECT_PARAM);
  useEffect(() => {
    if (!user || value === null || done.current === location.key) return;
    done.current = location.key;
    const url = new URL(window.location.href);
    url.searchParams.delete(COLLECT_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    const ref = takePendingFavorite(value);
    if (!ref) return;
    void import('../../lib/favorites.client.ts')
      .then(({ setFavorite }) => setFavorite(signKey, ref, true))
      .then(() => {
        announceFavorite({ ...ref, collected: true });
        showToast(t('favorites.collected'));
      })
      .catch(() => showToast(t('favorites.failed'), false));
  }, [user, value, location.key, signKey, t]);
  return null;
}
