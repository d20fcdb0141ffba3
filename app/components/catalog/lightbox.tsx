import * as Dialog from '@radix-ui/react-dialog';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { useId, useState, type KeyboardEvent } from 'react';
import { thumbSrcSet, thumbUrl } from '../../../core/thumb.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export type LightboxImage = { url: string; alt: string; caption?: string };

export type LightboxProps = {
  /** The dialog's name ("QC photos", "Product images"). */
  title: string;
  images: readonly LightboxImage[];
  /** What a screen reader hears on each step ("Photo 2 of 6"). */
  position: (n: number, total: number) => string;
  open: boolean;
  startIndex: number;
  onClose: () => void;
  returnFocus: () => void;
};

/**
 * Images full size over an opaque backdrop (nothing of the page shows through): Previous/Next
 * buttons and ←/→ keys, a "3 / 6" counter, Escape or the close button to leave; focus goes back to
 * the control that opened it. Loaded lazily by the galleries that use it (QC photos, product images).
 */
export function Lightbox({ title, images, position, open, startIndex, onClose, returnFocus }: LightboxProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const [index, setIndex] = useState(startIndex);
  // Each opening starts at the image that was chosen.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  if (open && openedAt !== startIndex) {
    setOpenedAt(startIndex);
    setIndex(startIndex);
  }
  if (!open && openedAt !== null) setOpenedAt(null);

  const total = images.length;
  const image = images[index] ?? images[0];
  if (!image) return null;
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
  const navButton =
    'inline-flex min-h-10 items-center gap-1 rounded-lg border border-white/30 bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        {/* Opaque: a translucent backdrop let the page's text show through around the photo. */}
        <Dialog.Overlay className="fixed inset-0 z-[9000] bg-slate-950 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          aria-describedby={image.caption ? captionId : undefined}
          className="fixed inset-0 z-[9001] flex flex-col items-center justify-center gap-3 p-3 focus:outline-none md:p-8"
        >
          <div className="flex w-[min(92vw,70vh)] items-center justify-between gap-3 text-white">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
              {`${index + 1} / ${total}`}
            </span>
            <span aria-live="polite" className="sr-only">
              {position(index + 1, total)}
            </span>
            <Dialog.Close asChild>
              <button type="button" className={navButton} aria-label={t('confirm.close')}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <img
            key={image.url}
            src={thumbUrl(image.url, 1200)}
            srcSet={thumbSrcSet(image.url, [800, 1200])}
            sizes="min(92vw, 70vh)"
            alt={image.alt}
            width={1200}
            height={1200}
            className="size-[min(92vw,70vh)] rounded-lg bg-slate-900 object-contain"
          />
          {image.caption && (
            <p id={captionId} className="text-center text-sm text-slate-200">
              {image.caption}
            </p>
          )}
          {total > 1 && (
            <div className="flex gap-3">
              <button type="button" className={navButton} onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('qc.previous')}
              </button>
              <button type="button" className={navButton} onClick={() => go(1)}>
                {t('qc.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
