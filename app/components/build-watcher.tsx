import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { BUILD_POLL_INTERVAL_MS } from '../../core/constants.ts';
import { openConfirm } from '../lib/confirm.ts';

/** Polls the deployed build id and offers a reload when a new version is live (product §7 "other traffic"). */
export default function BuildWatcher({ buildId }: { buildId: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (buildId === 'dev') return;
    let offered = false;
    const check = async () => {
      if (offered || document.visibilityState !== 'visible') return;
      try {
        const res = await fetch('/version.json', { cache: 'no-store' });
        if (!res.ok) return;
        const { buildId: latest } = (await res.json()) as { buildId?: string };
        if (latest && latest !== buildId) {
          offered = true;
          openConfirm({
            confirmTitle: t('update.title'),
            confirmContent: t('update.content'),
            confirmBtnText: t('update.reload'),
            cancelBtnText: t('update.later'),
            confirmCallBack: () => window.location.reload(),
          });
        }
      } catch {
        // offline or server restarting: try again at the next tick
      }
    };
    const timer = window.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [buildId, t]);
  return null;
}
