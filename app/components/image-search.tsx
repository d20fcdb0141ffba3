import * as Dialog from '@radix-ui/react-dialog';
import Camera from 'lucide-react/icons/camera';
import ImageIcon from 'lucide-react/icons/image';
import X from 'lucide-react/icons/x';
import { use, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { makeCatalogueTranslator } from '../../core/i18n/translate.ts';
import { SNIFF_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_PATH, uploadRefusal, type UploadRefusal } from '../../core/upload.ts';
import { ApiError } from '../lib/api-client.ts';
import { browserApiVia, uploadTransport } from '../lib/browser-api.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { useLocalizePath } from './localized-link.tsx';
import type { ImageStart } from './search-box.tsx';

/**
 * Search by image, after the first interaction (issue #13 §3; loaded lazily by SearchBox, so none of it is
 * first-load JavaScript). The browser makes the server's checks first (size, type by content, pixels:
 * core/upload.ts), shows the image as a thumbnail in the box while it goes up through `A/pub/putfile`
 * (purpose search) with its progress, then opens `/search-result?imageKey=…` (a shareable address while
 * the upload lives). A refusal — the browser's or the server's translated one — goes to the box's error
 * line. Its texts are the `search` namespace, loaded here for the page's locale.
 */

type Messages = Record<string, unknown>;
const catalogues = import.meta.glob<Messages>('../../core/i18n/locales/*/search.json', { import: 'default' });
const loaded = new Map<string, Promise<Messages>>();
function searchMessages(locale: string): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    const load = catalogues[`../../core/i18n/locales/${locale}/search.json`] ?? catalogues['../../core/i18n/locales/en/search.json']!;
    messages = load();
    loaded.set(locale, messages);
  }
  return messages;
}

const REFUSAL_KEYS: Record<UploadRefusal, string> = {
  unsupported_type: 'imageSearch.unsupportedType',
  too_large: 'imageSearch.tooLarge',
  too_many_pixels: 'imageSearch.tooManyPixels',
};
type Translate = ReturnType<typeof makeCatalogueTranslator>;

function refusalText(t: Translate, refusal: UploadRefusal): string {
  return t(REFUSAL_KEYS[refusal], {
    max: refusal === 'too_many_pixels' ? UPLOAD_MAX_PIXELS / 1_000_000 : UPLOAD_MAX_BYTES / 1024 / 1024,
  });
}

/** The image's width and height as the browser reads them; null when it cannot (the server then decides). */
function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** The browser's checks of a chosen file (the server's limits; core/upload.ts). */
export async function checkImageFile(file: File, url: string): Promise<UploadRefusal | null> {
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const early = uploadRefusal({ size: file.size, head });
  if (early) return early;
  const size = await imageSize(url);
  return uploadRefusal({ size: file.size, head, ...size });
}

export default function ImageSearch({
  start,
  row,
  large,
  onError,
  onEnd,
}: {
  start: ImageStart;
  /** The box's row: a file dragged onto it is dropped there; an image pasted into its form is searched for. */
  row: RefObject<HTMLDivElement | null>;
  large: boolean;
  onError: (message: string | null) => void;
  onEnd: () => void;
}) {
  const parent = useTranslation();
  const messages = use(searchMessages(parent.locale));
  const t = useMemo(() => makeCatalogueTranslator(parent.locale, { ...parent.messages, ...messages }), [parent.locale, parent.messages, messages]);
  const signKey = (useRouteLoaderData('root') as { signKey?: string } | undefined)?.signKey ?? '';
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [file, setFile] = useState<File | null>(start.file ?? null);
  const [menu, setMenu] = useState(start.menu === true);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  // A new start (a file chosen with the camera button, the phone's menu) replaces what was going on.
  const [shownStart, setShownStart] = useState(start);
  if (start !== shownStart) {
    setShownStart(start);
    setFile(start.file ?? null);
    setMenu(start.menu === true);
    setProgress(0);
  }
  const pick = (picked: File | null | undefined) => {
    if (!picked) return;
    onError(null);
    setMenu(false);
    setProgress(0);
    setFile(picked);
  };
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  // Drop and paste: a file dragged onto the box, an image in the clipboard pasted while the box has focus
  // (pasted text goes in as typed).
  useEffect(() => {
    const box = row.current;
    const form = box?.closest('form');
    if (!box || !form) return;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      pickRef.current(event.dataTransfer?.files[0]);
    };
    const paste = (event: ClipboardEvent) => {
      const pasted = event.clipboardData?.files[0];
      if (!pasted) return;
      event.preventDefault();
      pickRef.current(pasted);
    };
    box.addEventListener('dragenter', over);
    box.addEventListener('dragover', over);
    box.addEventListener('dragleave', leave);
    box.addEventListener('drop', drop);
    form.addEventListener('paste', paste);
    return () => {
      box.removeEventListener('dragenter', over);
      box.removeEventListener('dragover', over);
      box.removeEventListener('dragleave', leave);
      box.removeEventListener('drop', drop);
      form.removeEventListener('paste', paste);
    };
  }, [row]);

  // The upload runs once per file: what it calls back through is read at the time it answers.
  const latest = useRef({ onError, onEnd, t, navigate, localize });
  useEffect(() => {
    latest.current = { onError, onEnd, t, navigate, localize };
  });

  useEffect(() => {
    if (!file) return;
    latest.current.onError(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    const abort = new AbortController();
    const stop = () => {
      setFile(null);
      latest.current.onEnd();
    };
    const fail = (message: string) => {
      if (abort.signal.aborted) return;
      latest.current.onError(message);
      stop();
    };
    const { t } = latest.current;
    void (async () => {
      const refusal = await checkImageFile(file, url);
      if (refusal) return fail(refusalText(t, refusal));
      if (abort.signal.aborted) return;
      const form = new FormData();
      form.append('purpose', 'search');
      form.append('file', file);
      try {
        const api = browserApiVia(signKey, uploadTransport(setProgress, abort.signal));
        const { key } = await api.call<{ key: string }>(UPLOAD_PATH, form);
        if (abort.signal.aborted) return;
        const { navigate, localize } = latest.current;
        await navigate(`${localize('/search-result')}?${new URLSearchParams({ imageKey: key })}`);
        stop();
      } catch (error) {
        if (abort.signal.aborted) return;
        // The server's refusals come translated (too large, type, pixels, too many uploads); a lost connection does not.
        if (error instanceof ApiError && error.message) return fail(error.message);
        const reason = error instanceof ApiError ? error.reason : undefined;
        fail(reason && reason in REFUSAL_KEYS ? refusalText(t, reason as UploadRefusal) : t('imageSearch.failed'));
      }
    })();
    return () => {
      abort.abort();
      URL.revokeObjectURL(url);
    };
  }, [file, signKey]);

  const percent = Math.round(progress * 100);
  return (
    <>
      {dragging && (
        <span className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-full border-2 border-dashed border-teal-600 bg-teal-50 px-4 text-center text-sm font-semibold text-teal-900">
          {t('imageSearch.drop')}
        </span>
      )}
      {menu && <ChooseOrTake t={t} onPick={pick} onClose={() => setMenu(false)} />}
      {file && (
        <span aria-busy="true" className={`flex shrink-0 items-center gap-1 self-center ${large ? 'pl-2' : 'pl-1.5'}`}>
          <span
            role="progressbar"
            aria-label={t('imageSearch.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="rounded-lg p-0.5"
            style={{ background: `conic-gradient(#0f766e ${percent * 3.6}deg, #cbd5e1 0)` }}
          >
            {preview && <img src={preview} alt={t('imageSearch.preview')} className={`block rounded-md bg-white object-cover ${large ? 'size-10' : 'size-7'}`} />}
          </span>
          <span role="status" className="sr-only">
            {t('imageSearch.uploading')}
          </span>
          <button
            type="button"
            onClick={() => {
              setFile(null);
              onEnd();
            }}
            aria-label={t('imageSearch.cancel')}
            className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </span>
      )}
    </>
  );
}

/** The phone's choice: take a photo with the camera (`capture`) or choose one from the library. */
function ChooseOrTake({ t, onPick, onClose }: { t: Translate; onPick: (file: File | undefined) => void; onClose: () => void }) {
  const id = useId();
  const option =
    'flex w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3.5 text-base font-medium text-slate-900 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700';
  const input = (capture: boolean) => (
    <input
      id={`${id}-${capture ? 'take' : 'choose'}`}
      type="file"
      accept="image/*"
      capture={capture ? 'environment' : undefined}
      className="peer sr-only"
      onChange={(event) => onPick(event.target.files?.[0])}
    />
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[8000] bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-[8000] rounded-t-2xl bg-white px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-4 shadow-2xl data-[state=open]:animate-slide-up"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('search.byImage')}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('imageSearch.close')}
                className="-mr-1 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              {input(true)}
              <label htmlFor={`${id}-take`} className={option}>
                <Camera aria-hidden="true" className="size-5 text-teal-700" />
                {t('imageSearch.takePhoto')}
              </label>
            </li>
            <li>
              {input(false)}
              <label htmlFor={`${id}-choose`} className={option}>
                <ImageIcon aria-hidden="true" className="size-5 text-teal-700" />
                {t('imageSearch.choose')}
              </label>
            </li>
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
