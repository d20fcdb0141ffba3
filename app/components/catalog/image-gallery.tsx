import { useRef, useState, type KeyboardEvent } from 'react';
import { preload } from 'react-dom';
import { thumbSrcSet, thumbUrl } from '../../../core/thumb.ts';
import { useTranslation } from '../../lib/i18n.tsx';

const MAIN_SIZES = '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/**
 * The product's images: a main image (the page's LCP element, loaded eagerly at high priority) and
 * thumbnails that select it — by click, Enter/Space, or the arrow keys within the row.
 */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
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

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white">
        <img
          src={thumbUrl(current, 640)}
          srcSet={srcSet}
          sizes={MAIN_SIZES}
          alt={images.length > 1 ? t('product.imageAlt', { title, n: selected + 1, total: images.length }) : title}
          width={640}
          height={640}
          loading="eager"
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          className="aspect-square w-full object-contain"
        />
        {images.length > 1 && (
          <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white">
            {`${selected + 1} / ${images.length}`}
          </span>
        )}
      </div>
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
    </div>
  );
}
