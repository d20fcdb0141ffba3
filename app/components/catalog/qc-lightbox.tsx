import * as Dialog from '@radix-ui/react-dialog';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { useState, type KeyboardEvent } from 'react';
import type { QcPhoto } from '../../../core/api.ts';
import { thumbSrcSet, thumbUrl } from '../../../core/thumb.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useQcCaption } from './qc-caption.ts';

/**
 * QC photos full size: Previous/Next buttons and ←/→ keys, a "3 / 6" counter, Escape or the close
 * button to leave; focus goes back to the thumbnail that opened it. Loaded lazily by QcGallery.
 */
export default function QcLightbox(props: { photos: readonly QcPhoto[]; open: boolean; startIndex: number; onClose: () => void; returnFocus: () => void }) {
  const { photos, open, startIndex, onClose, returnFocus } = props;
  const { t } = useTranslation();
  const caption = useQcCaption();
  const [index, setIndex] = useState(startIndex);
  // Each opening starts at the photo that was chosen.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  if (open && openedAt !== startIndex) {
    setOpenedAt(startIndex);
    setIndex(startIndex);
  }
  if (!open && openedAt !== null) setOpenedAt(null);

  const total = photos.length;
  const photo = photos[index] ?? photos[0];
  if (!photo) return null;
  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  const text = caption(photo);
  const navButton =
    'inline-flex min-h-10 items-center gap-1 rounded-lg border border-white/30 bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[9000] bg-slate-950/95 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          aria-describedby="qc-lightbox-caption"
          className="fixed inset-0 z-[9001] flex flex-col items-center justify-center gap-3 p-3 focus:outline-none md:p-8"
        >
          <div className="flex w-[min(92vw,70vh)] items-center justify-between gap-3 text-white">
            <Dialog.Title className="text-base font-semibold">{t('qc.title')}</Dialog.Title>
            <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
              {`${index + 1} / ${total}`}
            </span>
            <span aria-live="polite" className="sr-only">
              {t('qc.position', { n: index + 1, total })}
            </span>
            <Dialog.Close asChild>
              <button type="button" className={navButton} aria-label={t('confirm.close')}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <img
            key={photo.url}
            src={thumbUrl(photo.url, 1200)}
            srcSet={thumbSrcSet(photo.url, [800, 1200])}
            sizes="min(92vw, 70vh)"
            alt={t('qc.photoAlt', { n: index + 1, total })}
            width={1200}
            height={1200}
            className="size-[min(92vw,70vh)] rounded-lg bg-slate-900 object-contain"
          />
          <p id="qc-lightbox-caption" className="text-center text-sm text-slate-200">
            {`${text.date} · ${text.agent}`}
          </p>
          <div className="flex gap-3">
            <button type="button" className={navButton} onClick={() => go(-1)} disabled={total < 2}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('qc.previous')}
            </button>
            <button type="button" className={navButton} onClick={() => go(1)} disabled={total < 2}>
              {t('qc.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
