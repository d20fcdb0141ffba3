import Download from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import LinkIcon from 'lucide-react/icons/link';
import Store from 'lucide-react/icons/store';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SHOP_PATH } from '../../../core/shop-paths.ts';
import type { ShopFileImport as FileImportResult, ShopGoods } from '../../../core/api-schemas.ts';
import { AddShopGoodsRequestSchema, ImportShopRequestSchema } from '../../../core/shop-schemas.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { showToast } from '../../lib/toast.ts';
import { FieldError, TextField } from '../account/fields.tsx';
import { SPREADSHEET_MAX_BYTES, SPREADSHEET_MAX_ROWS, spreadsheetProblem } from './my-store-logic.ts';
import { refusalOf } from './seller-api.ts';
import { Panel, Spinner, useSeller } from './seller-context.tsx';

const METHODS = ['link', 'shop', 'file'] as const;
type Method = (typeof METHODS)[number];


/**
 * Adding goods (issue #12 §3): by one product link, by importing a whole marketplace store (after the spec's
 * question), or from a spreadsheet with its per-row report. Each is a tab; the imports run as jobs.
 */
export function AddGoods({ onGoodsAdded, onJobStarted }: { onGoodsAdded: () => void; onJobStarted: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('link');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const label: Record<Method, string> = { link: t('myStore.add.byLink'), shop: t('myStore.add.byShop'), file: t('myStore.add.byFile') };
  const icon = { link: LinkIcon, shop: Store, file: FileSpreadsheet };

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const at = METHODS.indexOf(method);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: METHODS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + METHODS.length) % METHODS.length;
    setMethod(METHODS[index]!);
    tabs.current[index]?.focus();
  };

  return (
    <Panel id="add-goods-title" title={t('myStore.add.title')}>
      <div role="tablist" aria-label={t('myStore.add.methods')} onKeyDown={onKeyDown} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {METHODS.map((each, index) => {
          const Icon = icon[each];
          const selected = each === method;
          return (
            <button
              key={each}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${each}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${each}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setMethod(each)}
              className={`flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-center text-sm font-medium leading-tight focus-visible:outline-2 focus-visible:outline-teal-700 ${
                selected ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
              {label[each]}
            </button>
          );
        })}
      </div>
      {METHODS.map((each) => (
        <div key={each} role="tabpanel" id={`${id}-panel-${each}`} aria-labelledby={`${id}-tab-${each}`} hidden={each !== method} className="mt-4">
          {each === 'link' && <ByLink onAdded={onGoodsAdded} />}
          {each === 'shop' && <ByShop onStarted={onJobStarted} />}
          {each === 'file' && <ByFile onStarted={onJobStarted} />}
        </div>
      ))}
    </Panel>
  );
}

/**
 * One link field and its button (by link, store import): the link is checked with the call's own request schema,
 * sent (after `ask`, when given), the server's message toasted; a refusal stands under the field, the link kept.
 */
function LinkForm<T extends { url: string }>(props: {
  name: string;
  texts: { label: string; hint: string; submit: string; refused: string };
  parse: (url: string) => T | null;
  send: (body: T) => Promise<string>;
  ask?: (body: T, go: () => Promise<void>) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { formMessage } = useSeller();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const go = (body: T) => async () => {
    setBusy(true);
    try {
      showToast(await props.send(body));
      setUrl('');
      props.onDone();
    } catch (failure) {
      const refusal = refusalOf(failure, t('myStore.failed'));
      setError(refusal.fields.url ?? refusal.message);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = props.parse(url);
    if (!body) {
      setError(formMessage(props.texts.refused));
      input.current?.focus();
      return;
    }
    setError(undefined);
    if (props.ask) props.ask(body, go(body));
    else void go(body)();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        ref={input}
        className="min-w-0 flex-1"
        name={props.name}
        type="url"
        inputMode="url"
        label={props.texts.label}
        hint={props.texts.hint}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        autoComplete="off"
        error={error}
      />
      <button type="submit" className="btn-primary gap-2 sm:mt-6" aria-busy={busy || undefined}>
        {busy && <Spinner light />}
        {props.texts.submit}
      </button>
    </form>
  );
}

function ByLink({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  return (
    <LinkForm
      name="url"
      texts={{ label: t('myStore.add.link'), hint: t('myStore.add.linkHint'), submit: t('myStore.add.linkSubmit'), refused: 'invalidGoodsUrl' }}
      parse={(url) => {
        const parsed = AddShopGoodsRequestSchema.safeParse({ url });
        return parsed.success ? parsed.data : null;
      }}
      send={async (body) => (await api.said<ShopGoods>(SHOP_PATH.addGoods, body)).msg}
      onDone={onAdded}
    />
  );
}

function ByShop({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const { api } = useSeller();
  return (
    <LinkForm
      name="shopUrl"
      texts={{ label: t('myStore.add.shopLink'), hint: t('myStore.add.shopHint'), submit: t('myStore.add.shopSubmit'), refused: 'invalidShopUrl' }}
      parse={(url) => {
        const parsed = ImportShopRequestSchema.safeParse({ url, all: true });
        return parsed.success ? parsed.data : null;
      }}
      send={async (body) => (await api.said<{ jobId: number }>(SHOP_PATH.importShop, body)).msg}
      // Product §8: the import question, in the global confirm dialog.
      ask={(body, go) => openConfirm({ confirmContent: t('myStore.add.importConfirm'), confirmContentList: [body.url], confirmCallBack: go })}
      onDone={onStarted}
    />
  );
}

function ByFile({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const { api, formMessage } = useSeller();
  const { locale } = useAppState();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<(FileImportResult & { file: string }) | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = spreadsheetProblem(file);
    if (problem || !file) {
      setError(formMessage(problem ?? 'goodsSheetUnsupportedFile', { max: SPREADSHEET_MAX_BYTES / 1024 / 1024 }));
      input.current?.focus();
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    setError(undefined);
    try {
      const { data, msg } = await api.said<FileImportResult>(SHOP_PATH.addGoodsByFile, form);
      setReport({ ...data, file: file.name });
      setFile(null);
      if (input.current) input.current.value = '';
      // The API's "being synchronized" only when a job was queued; the report says the rest.
      if (data.jobId !== null) {
        if (msg) showToast(msg);
        onStarted();
      }
    } catch (failure) {
      const refusal = refusalOf(failure, t('myStore.failed'));
      setError(refusal.fields.file ?? refusal.message);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
            {t('myStore.add.file')}
          </label>
          <input
            ref={input}
            id={id}
            name="file"
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-800 file:mr-3 file:min-h-10 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-600"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {t('myStore.add.fileHint', { rows: SPREADSHEET_MAX_ROWS.toLocaleString(locale), mb: SPREADSHEET_MAX_BYTES / 1024 / 1024 })}
          </p>
          <FieldError id={`${id}-error`} error={error} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary gap-2" aria-busy={busy || undefined}>
            {busy && <Spinner light />}
            {busy ? t('myStore.add.uploading') : t('myStore.add.fileSubmit')}
          </button>
          {/* A plain link: the server answers the template in the page's language as a download. */}
          <a href={`/api/${SHOP_PATH.goodsTemplate}?lang=${locale}`} download className="inline-flex min-h-10 items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700 sm:self-auto">
            <Download aria-hidden="true" className="size-4" />
            {t('myStore.add.template')}
          </a>
        </div>
      </form>
      {report && <FileReport report={report} onClose={() => setReport(null)} />}
    </div>
  );
}

/** The per-row report of a spreadsheet: how many rows were accepted, and each refused row with its reason. */
function FileReport({ report, onClose }: { report: FileImportResult & { file: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={id} className="min-w-0 break-all text-sm font-semibold text-slate-900">
          {report.file}
        </h3>
        <button type="button" onClick={onClose} aria-label={t('myStore.add.dismiss')} className="-m-1 rounded p-1 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p role="status" className={`mt-1 text-sm ${report.accepted === 0 ? 'text-slate-700' : 'text-emerald-800'}`}>
        {report.accepted === 0 ? t('myStore.add.noneAccepted') : t('myStore.add.accepted', { count: report.accepted })}
      </p>
      {report.rejected.length > 0 && (
        <>
          <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="border-b border-slate-200 px-3 py-2 text-left text-sm font-medium text-red-800">{t('myStore.add.rejected', { count: report.rejected.length })}</caption>
              <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="w-16 px-3 py-2">
                    {t('myStore.add.row')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('myStore.add.reason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {report.rejected.map((row) => (
                  <tr key={`${row.row}-${row.code}`}>
                    <td className="px-3 py-2 font-mono tabular-nums text-slate-900">{row.row}</td>
                    <td className="px-3 py-2 text-slate-800">{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
