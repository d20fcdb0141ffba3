import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import ImageUp from 'lucide-react/icons/image-up';
import Store from 'lucide-react/icons/store';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { SHOP_PATH } from '../../../core/shop-paths.ts';
import type { Shop } from '../../../core/api-schemas.ts';
import { CreateShopRequestSchema, EditShopRequestSchema, SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX, STORE_SPACE_MAX } from '../../../core/shop-schemas.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../../../core/upload.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { FieldError, TextField } from '../account/fields.tsx';
import { localStoreSpaceStatus, storePath, type StoreSpaceStatus } from './my-store-logic.ts';
import { refusalOf } from './seller-api.ts';
import { Panel, Spinner, useSeller } from './seller-context.tsx';

/** How long typing pauses before the slug is checked with the server. */
const SLUG_CHECK_DELAY_MS = 400;

export type Logo = { key: string; preview: string };
type Fields = Partial<Record<'name' | 'storeSpace' | 'logo' | 'description' | 'form', string>>;

/** The first message of each field, as text: schema issues carry `api` catalogue keys. */
function issueFields(error: z.ZodError, message: (key: string) => string): Fields {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= message(issue.message);
  return fields as Fields;
}

/**
 * The store's name, link slug (checked as you type), logo and description: the create form without a shop,
 * the edit form with one ('Create and Update Store Successfully', product §8). Input is kept on any refusal.
 */
export function ShopForm({ shop, onSaved }: { shop: Shop | null; onSaved: (shop: Shop) => void }) {
  const { t, locale } = useTranslation();
  const { api, formMessage } = useSeller();
  const [name, setName] = useState(shop?.name ?? '');
  const [storeSpace, setStoreSpace] = useState(shop?.storeSpace ?? '');
  const [logo, setLogo] = useState<Logo | null>(shop?.logo ? { key: shop.logo, preview: thumbUrl(shop.logo, 160, 'cover') } : null);
  const [description, setDescription] = useState(shop?.description ?? '');
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const slug = useStoreSpaceCheck(storeSpace, shop?.storeSpace ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionId = useId();

  const slugRefusal = (status: StoreSpaceStatus) =>
    status === 'invalid' ? t('myStore.shop.invalid') : status === 'reserved' ? t('myStore.shop.reserved') : status === 'taken' ? t('myStore.shop.taken') : undefined;

  const focusFirst = (fields: Fields) => {
    const first = (['name', 'storeSpace', 'logo', 'description'] as const).find((field) => fields[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = { name, storeSpace, logo: logo?.key ?? null, description };
    const parsed = (shop ? EditShopRequestSchema : CreateShopRequestSchema).safeParse(body);
    const fields: Fields = parsed.success ? {} : issueFields(parsed.error, formMessage);
    const slugProblem = slugRefusal(slug.status);
    if (slugProblem) fields.storeSpace ??= slugProblem;
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { data, msg } = await api.said<Shop>(shop ? SHOP_PATH.edit : SHOP_PATH.create, parsed.data);
      onSaved(data);
      setStoreSpace(data.storeSpace);
      showToast(msg || t('myStore.shop.save'));
    } catch (error) {
      const refusal = refusalOf(error, t('myStore.failed'));
      const next: Fields = { ...refusal.fields };
      if (Object.keys(next).length === 0) next.form = refusal.message;
      setErrors(next);
      focusFirst(next);
    } finally {
      setBusy(false);
    }
  };

  const title = shop ? t('myStore.shop.editTitle') : t('myStore.shop.createTitle');
  return (
    <Panel id="shop-form-title" title={title} description={shop ? undefined : t('myStore.shop.createIntro')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-6">
        <div className="flex flex-col gap-4">
          <TextField
            name="name"
            label={t('myStore.shop.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={SHOP_NAME_MAX * 2}
            autoComplete="organization"
            required
            error={errors.name}
          />
          <StoreSpaceField
            value={storeSpace}
            onChange={(value) => {
              setStoreSpace(value);
              if (errors.storeSpace) setErrors(({ storeSpace: _gone, ...rest }) => rest);
            }}
            status={slug.status}
            error={errors.storeSpace}
            refusal={slugRefusal(slug.status)}
          />
          <LogoField logo={logo} onChange={setLogo} error={errors.logo} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-800">
            {t('myStore.shop.description')}
          </label>
          <textarea
            id={descriptionId}
            name="description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={8}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${descriptionId}-hint ${descriptionId}-error`}
            className="block min-h-40 w-full flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-700 aria-[invalid=true]:border-red-600"
          />
          <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
            <p id={`${descriptionId}-hint`}>{t('myStore.shop.descriptionHint')}</p>
            <p className={description.length > SHOP_DESCRIPTION_MAX ? 'font-semibold text-red-700' : undefined}>
              {t('myStore.shop.characters', { count: description.length.toLocaleString(locale), max: SHOP_DESCRIPTION_MAX.toLocaleString(locale) })}
            </p>
          </div>
          <FieldError id={`${descriptionId}-error`} error={errors.description} />
        </div>
        <div className="flex flex-col gap-3 md:col-span-2 md:flex-row md:items-center">
          <button type="submit" className="btn-primary gap-2 md:min-w-44" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
            {busy && <Spinner light />}
            {busy ? t('myStore.shop.saving') : shop ? t('myStore.shop.save') : t('myStore.shop.create')}
          </button>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
        </div>
      </form>
    </Panel>
  );
}

/**
 * The slug's verdict while it is typed: the page's own (empty, invalid, reserved, the current slug) at once,
 * the server's (available, taken) after a pause; a stale answer never overwrites a newer one.
 */
function useStoreSpaceCheck(value: string, current: string | null): { status: StoreSpaceStatus } {
  const { api } = useSeller();
  const [status, setStatus] = useState<StoreSpaceStatus>(() => localStoreSpaceStatus(value, current) ?? 'idle');
  const asked = useRef(0);
  useEffect(() => {
    const ask = ++asked.current;
    const local = localStoreSpaceStatus(value, current);
    if (local !== null) {
      setStatus(local);
      return;
    }
    setStatus('checking');
    const timer = setTimeout(() => {
      api
        .call<{ available: boolean; reason?: 'invalid' | 'reserved' | 'taken' }>(SHOP_PATH.checkStoreSpace, { storeSpace: value.trim() })
        .then((answer) => {
          if (ask === asked.current) setStatus(answer.available ? 'available' : (answer.reason ?? 'taken'));
        })
        .catch(() => {
          // Unknown: the save answers for sure.
          if (ask === asked.current) setStatus('idle');
        });
    }, SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, value, current]);
  return { status };
}

function StoreSpaceField(props: { value: string; onChange: (value: string) => void; status: StoreSpaceStatus; error?: string; refusal?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const path = storePath(props.value);
  const { status } = props;
  const good = status === 'available' || status === 'current';
  // The verdict line says what the check found; a refused save's message (props.error) replaces it.
  const verdict = props.error ? null : status === 'checking' ? t('myStore.shop.checking') : good ? t(status === 'current' ? 'myStore.shop.current' : 'myStore.shop.available') : props.refusal ?? null;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('myStore.shop.storeSpace')}
      </label>
      <input
        id={id}
        name="storeSpace"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        maxLength={STORE_SPACE_MAX * 2}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        aria-invalid={props.error || props.refusal ? true : undefined}
        aria-describedby={`${id}-hint ${id}-status ${id}-error`}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-700 aria-[invalid=true]:border-red-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('myStore.shop.storeSpaceHint')}
      </p>
      <p id={`${id}-status`} aria-live="polite" className={`mt-1 flex items-center gap-1.5 text-sm empty:hidden ${good ? 'text-emerald-800' : status === 'checking' ? 'text-slate-600' : 'text-red-700'}`}>
        {verdict && (
          <>
            {status === 'checking' ? <Spinner /> : good ? <CircleCheck aria-hidden="true" className="size-4 shrink-0" /> : <CircleAlert aria-hidden="true" className="size-4 shrink-0" />}
            {verdict}
          </>
        )}
      </p>
      <FieldError id={`${id}-error`} error={props.error} />
      {path && (
        <p className="mt-1 break-all text-xs text-slate-600">
          {t('myStore.shop.address')} <span className="font-mono text-slate-900">{origin}{path}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The logo: uploaded at once (A/pub/putfile) and previewed; the API's refusal is shown under it. My Bots uses it
 * too, with its own texts (`texts`: the key prefix of logo, logoUpload …, and the failure text's key) and purpose.
 */
export function LogoField({ logo, onChange, error, texts = { prefix: 'myStore.shop', failed: 'myStore.failed' }, purpose = 'logo' }: { logo: Logo | null; onChange: (logo: Logo | null) => void; error?: string; texts?: { prefix: string; failed: string }; purpose?: 'logo' | 'bot' }) {
  const { t } = useTranslation();
  const text = (name: string) => t(`${texts.prefix}.${name}`);
  const { api, formMessage } = useSeller();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setUploadError(formMessage('uploadTooLarge', { max: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    setBusy(true);
    setUploadError(null);
    try {
      const { data } = await api.said<{ key: string; url: string }>(UPLOAD_PATH, form);
      onChange({ key: data.key, preview: thumbUrl(data.key, 160, 'cover') });
    } catch (failure) {
      setUploadError(refusalOf(failure, t(texts.failed)).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = uploadError ?? error;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {text('logo')}
      </p>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {logo ? (
            <img src={logo.preview} alt={text('logoPreview')} width={80} height={80} className="size-full object-cover" />
          ) : (
            <Store aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <input
            ref={input}
            id={id}
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="peer sr-only"
            aria-describedby={`${id}-hint ${id}-error`}
            aria-invalid={shown ? true : undefined}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <label htmlFor={id} className="btn-secondary cursor-pointer gap-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700" aria-busy={busy || undefined}>
            {busy ? <Spinner /> : <ImageUp aria-hidden="true" className="size-4" />}
            {busy ? text('logoUploading') : logo ? text('logoChange') : text('logoUpload')}
          </label>
          {logo && !busy && (
            <button type="button" onClick={() => onChange(null)} className="text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900">
              {text('logoRemove')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {text('logoHint')}
      </p>
      <FieldError id={`${id}-error`} error={shown ?? undefined} />
    </div>
  );
}
