import Camera from 'lucide-react/icons/camera';
import Search from 'lucide-react/icons/search';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { splitLocalePath } from '../../core/locale.ts';
import { useIsMobile } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { useLocalizePath } from './localized-link.tsx';

/**
 * A cheap guess whether the text is a link (a scheme, `host.tld/…`, a 淘口令 between currency signs),
 * to keep the visitor on this page while the server resolves it. The server's link engine decides:
 * anything this misses still reaches /search-result, whose loader sends a link to its product.
 */
const LINK_HINT = /:\/\/|(?:^|\s)(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S|[￥$€₤¢][A-Za-z0-9]{8,}[￥$€₤¢]/i;

type ResolveAnswer = { linkError?: string | null };

/** The search by image, once the box has been used: a chosen file, the phone's choose-or-take menu, or neither yet. */
export type ImageStart = { file?: File; menu?: boolean };
/**
 * The search by image (drop and paste, the checks, the upload with its progress, the thumbnail, the phone's
 * menu): loaded when the pointer, the focus or a dragged file first reaches the box, so none of it is
 * first-load JavaScript.
 */
const ImageSearch = lazy(() => import('./image-search.tsx'));

/**
 * Search by name, link or image (product §2). A name goes to /search-result; a link goes straight to its
 * product page (the search-result loader resolves it with `S/pub/get/goods/id/by/url` and
 * redirects), and a refused link shows the server's translated message here. Without JavaScript
 * the same GET form does the same through the loader. An empty search shows the spec's message.
 * An image (the camera button, dropped on the box, pasted into it) goes to `ImageSearch`, which uploads it
 * and opens `/search-result?imageKey=…` (issue #13 §3); what was typed stays in the box.
 */
export function SearchBox({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { pathname, search } = useLocation();
  const onSearchPage = splitLocalePath(pathname).path === '/search-result';
  const currentKeyword = onSearchPage ? (new URLSearchParams(search).get('keyword') ?? '') : '';
  // On the results page, a refused link keeps its message next to the box it was typed into.
  const pageLinkError = (useRouteLoaderData('routes/search-result') as ResolveAnswer | undefined)?.linkError;
  const fetcher = useFetcher<ResolveAnswer>();
  const [empty, setEmpty] = useState(false);
  const [resolved, setResolved] = useState<ResolveAnswer | undefined>(undefined);
  const id = useId();
  const resolving = fetcher.state !== 'idle';
  if (fetcher.state === 'idle' && fetcher.data !== resolved) setResolved(fetcher.data);
  const linkError = (resolved?.linkError ?? null) || (onSearchPage ? pageLinkError : null) || null;
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const [image, setImage] = useState<ImageStart | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A file chosen before the page's script took over (a phone's chooser answered while the page still loads): its
  // change event had no listener yet, so the box starts the search with it once hydrated.
  useEffect(() => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setImage({ file });
    fileInput.current!.value = '';
  }, []);
  const arm = () => setImage((current) => current ?? {});
  const shownError = empty ? t('search.empty') : (imageError ?? (linkError && linkError !== dismissedError ? linkError : null));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (resolving) {
      event.preventDefault();
      return;
    }
    const keyword = new FormData(event.currentTarget).get('keyword');
    const text = typeof keyword === 'string' ? keyword.trim() : '';
    setDismissedError(null);
    if (text === '') {
      event.preventDefault();
      setEmpty(true);
      return;
    }
    if (LINK_HINT.test(text)) {
      event.preventDefault();
      setResolved(undefined);
      void fetcher.load(`${localize('/search-result')}?${new URLSearchParams({ keyword: text })}`);
    }
  };
  const large = size === 'lg';
  // The long hint (which marketplaces and agents a link may come from) fits only the wide home box;
  // the header's box and any box on a phone show the short one (the header check measures both).
  const isMobile = useIsMobile();
  const placeholder = large && !isMobile ? t('search.placeholder') : t('search.placeholderShort');
  const imageLabel = t('search.byImage');
  return (
    <Form
      method="get"
      action={localize('/search-result')}
      role="search"
      onSubmit={onSubmit}
      onPointerEnter={arm}
      onFocus={arm}
      onDragEnter={arm}
      className="w-full"
      noValidate
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('search.label')}
      </label>
      <div
        ref={row}
        className={`relative flex items-stretch overflow-hidden rounded-full border bg-white shadow-sm focus-within:ring-2 focus-within:ring-teal-600 ${shownError ? 'border-red-600' : 'border-slate-300'}`}
      >
        {image && (
          <Suspense fallback={null}>
            <ImageSearch start={image} row={row} large={large} onError={setImageError} onEnd={() => setImage({})} />
          </Suspense>
        )}
        <input
          id={`${id}-q`}
          key={currentKeyword}
          name="keyword"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={2000}
          defaultValue={currentKeyword}
          placeholder={placeholder}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-err` : undefined}
          onChange={() => {
            if (empty) setEmpty(false);
            if (linkError) setDismissedError(linkError);
          }}
          className={`min-w-0 flex-1 bg-transparent text-slate-900 placeholder:text-slate-500 focus:outline-none ${large ? 'px-5 py-3.5 text-base' : 'px-4 py-2 text-sm'}`}
        />
        <input
          ref={fileInput}
          id={`${id}-img`}
          type="file"
          accept="image/*"
          aria-label={imageLabel}
          className="peer sr-only"
          onChange={(event) => {
            setImage({ file: event.target.files?.[0] });
            event.target.value = '';
          }}
        />
        {/* A phone offers to take a photo or to choose one (the menu comes with the image search code). */}
        <label
          htmlFor={`${id}-img`}
          title={imageLabel}
          onClick={(event) => {
            if (!isMobile) return;
            event.preventDefault();
            setImage({ menu: true });
          }}
          className="flex cursor-pointer items-center px-3 text-slate-600 hover:text-teal-800 peer-focus-visible:bg-teal-50 peer-focus-visible:text-teal-800"
        >
          <Camera aria-hidden="true" className={large ? 'size-6' : 'size-5'} />
        </label>
        <button
          type="submit"
          aria-disabled={resolving || undefined}
          className={`flex items-center gap-2 bg-teal-700 font-medium text-white hover:bg-teal-800 focus-visible:outline-none aria-disabled:opacity-70 ${large ? 'px-6 text-base' : 'px-4 text-sm'}`}
        >
          {resolving ? (
            <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : (
            <Search aria-hidden="true" className="size-4" />
          )}
          {/* The header's box shares its row with the preferences and account links: an icon until xl. */}
          <span className={large ? 'sr-only sm:not-sr-only' : 'sr-only xl:not-sr-only'}>{t('search.submit')}</span>
        </button>
      </div>
      <p id={`${id}-err`} role="alert" className={`mt-1.5 px-4 text-sm text-red-700 ${shownError ? '' : 'sr-only'}`}>
        {shownError ?? ''}
      </p>
    </Form>
  );
}
