import MessagesSquare from 'lucide-react/icons/messages-square';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect, useId, useRef, useState } from 'react';
import { APP_QR_PATH, APP_QR_SIZE_PX } from '../../../core/promotions.ts';
import { useTranslation } from '../../lib/i18n.tsx';

const BUTTON =
  'flex size-12 items-center justify-center rounded-full bg-white text-slate-800 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * The mobile floating area (product §2 "Global shell"): the app-download button with its QR code popover (product §9:
 * the store listing with a utm marker, a PNG the server makes) and the community chat button, which opens the invite in
 * a new tab and sends join_discord with position floating. Each button shows only when the deployment configured it.
 */
export function FloatingArea({ appListingUrl, communityInviteUrl, onJoin }: { appListingUrl: string | null; communityInviteUrl: string | null; onJoin: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('floating.label')} className="fixed bottom-4 right-3 z-40 flex flex-col items-end gap-3" data-testid="floating-area">
      {appListingUrl && <AppDownload listingUrl={appListingUrl} />}
      {communityInviteUrl && (
        <a href={communityInviteUrl} target="_blank" rel="noopener noreferrer" onClick={onJoin} className={BUTTON} aria-label={`${t('floating.community')} ${t('newTab')}`}>
          <MessagesSquare aria-hidden="true" className="size-6" />
        </a>
      )}
    </nav>
  );
}

function AppDownload({ listingUrl }: { listingUrl: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      {open && (
        <div id={panelId} role="dialog" aria-labelledby={titleId} className="absolute bottom-0 right-14 w-[232px] rounded-xl bg-white p-4 text-center shadow-2xl ring-1 ring-slate-200 animate-fade-in">
          <p id={titleId} className="text-sm font-semibold text-slate-900">
            {t('floating.appDownloadTitle')}
          </p>
          <img src={APP_QR_PATH} width={APP_QR_SIZE_PX} height={APP_QR_SIZE_PX} alt={t('floating.qrAlt')} className="mx-auto mt-2 size-[200px]" />
          <p className="mt-2 text-xs text-slate-600">{t('floating.scan')}</p>
          <a href={listingUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-semibold text-blue-700 underline">
            {t('floating.openStore')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </div>
      )}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('floating.appDownload')}
        onClick={() => setOpen((value) => !value)}
        className={BUTTON}
      >
        <Smartphone aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
