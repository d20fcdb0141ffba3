import Camera from 'lucide-react/icons/camera';
import { lazy, Suspense, useRef, useState } from 'react';
import type { QcPhoto } from '../../../core/api.ts';
import { thumbSrcSet, thumbUrl } from '../../../core/thumb.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useQcCaption } from './qc-caption.ts';

// The lightbox (Radix Dialog) loads on first use, keeping it out of the page's first-load JavaScript.
const loadLightbox = () => import('./qc-lightbox.tsx');
const QcLightbox = lazy(loadLightbox);

/** Real QC photos with their dates and agents; each opens the keyboard-navigable lightbox. */
export function QcGallery({ photos }: { photos: readonly QcPhoto[] }) {
  const { t } = useTranslation();
  const caption = useQcCaption();
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState(0);
  const [mounted, setMounted] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <section aria-labelledby="qc-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="qc-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Camera aria-hidden="true" className="size-5 text-teal-700" />
          {t('qc.title')}
        </h2>
        <span className="text-sm text-slate-600">{t('qc.count', { count: photos.length })}</span>
      </div>
      {photos.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t('qc.none')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {photos.map((photo, index) => {
            const text = caption(photo);
            return (
              <li key={`${photo.url}-${index}`}>
                <figure>
                  <button
                    ref={(node) => {
                      thumbs.current[index] = node;
                    }}
                    type="button"
                    aria-label={t('qc.open', { n: index + 1, total: photos.length, date: text.date, agent: text.agent })}
                    onPointerEnter={() => void loadLightbox()}
                    onFocus={() => void loadLightbox()}
                    onClick={() => {
                      setOpener(index);
                      setMounted(true);
                      setOpen(true);
                    }}
                    className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                  >
                    <img
                      src={thumbUrl(photo.url, 160)}
                      srcSet={thumbSrcSet(photo.url, [160, 320])}
                      sizes="(min-width: 1024px) 160px, 33vw"
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full object-cover transition hover:scale-105"
                    />
                  </button>
                  <figcaption className="mt-1 text-xs leading-tight text-slate-600">
                    <span className="block">{text.date}</span>
                    <span className="block truncate">{text.agent}</span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <QcLightbox photos={photos} open={open} startIndex={opener} onClose={() => setOpen(false)} returnFocus={() => thumbs.current[opener]?.focus()} />
        </Suspense>
      )}
    </section>
  );
}
