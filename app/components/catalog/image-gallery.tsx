// A magnifier (the search icon, already loaded with the header) marks the image as one that opens larger.
import Magnifier from 'lucide-react/icons/search';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { preload } from 'react-dom';
import { thumbSrcSet, thumbUrl } from '../../../core/thumb.ts';
import { useTranslation } from '../../lib/i18n.tsx';

// The lightbox (Radix Dialog) loads on first use, keeping it out of the page's first-load JavaScript.
const loadLightbox = () => import('./lightbox.tsx');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

const MAIN_SIZES = '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/**
 * The product's images: a main image (the page's LCP element, loaded eagerly at high priority) that
 * opens full size in the lightbox (a button: click, Enter or Space), and thumbnails that select it —
 * by click, Enter/Space, or the arrow keys within the row.
 */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const current = images[selected] ?? images[0];
  if (!current) return <div className="aspect-square rounded-xl bg-slate-100" />;
  const srcSet = thumbSrcSet(current, [640, 800, 1200]);
  // The page's LCP image: announced in the document head, ahead of the scripts (React hoists it).
  if (selected === 0) preload(thumbUrl(current, 640), { as: 'image', imageSrcSet: srcSet, imageSizes: MAIN_SIZES, fetchPriority: 'high' });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const altOf = (index: number) => (images.length > 1 ? t('product.imageAlt', { title, n: index + 1, total: images.length }) : title);
  const alt = altOf(selected);

  return (
    <div>
      <button
        ref={opener}
        type="button"
        aria-label={t('product.enlargeImage', { alt })}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <img
          src={thumbUrl(current, 640)}
          srcSet={srcSet}
          sizes={MAIN_SIZES}
          alt={alt}
          width={640}
          height={640}
          loading="eager"
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          className="aspect-square w-full object-contain"
        />
        <span aria-hidden="true" className="absolute right-2 top-2 rounded-full bg-slate-900/75 p-1.5 text-white opacity-80 group-hover:opacity-100">
          <Magnifier className="size-4" />
        </span>
        {images.length > 1 && (
          <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white">
            {`${selected + 1} / ${images.length}`}
          </span>
        )}
      </button>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('product.images')} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                ref={(node) => {
                  thumbs.current[index] = node;
                }}
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('product.showImage', { n: index + 1, total: images.length })}
                className={`block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${index === selected ? 'border-teal-700' : 'border-transparent hover:border-slate-300'}`}
              >
                <img src={thumbUrl(image, 96)} srcSet={thumbSrcSet(image, [96, 160])} sizes="64px" alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <Lightbox
            title={t('product.images')}
            images={images.map((url, index) => ({ url, alt: altOf(index) }))}
            position={(n, total) => t('product.imagePosition', { n, total })}
            open={open}
            startIndex={selected}
            onClose={() => setOpen(false)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
