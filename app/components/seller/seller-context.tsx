import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSellerApi, type SellerApi } from './seller-api.ts';

type Seller = {
  api: SellerApi;
  /** An `api` catalogue message sent by the loader (a schema's key → its text), with `{{vars}}` filled in. */
  formMessage: (key: string, vars?: Record<string, string | number>) => string;
};

const SellerContext = createContext<Seller | null>(null);

/** Where the loader puts the `api` catalogue's form messages among the page's messages. */
export const FORM_MESSAGES = 'sellerForm';

/**
 * The page's API client and its form messages. The loader sends those under `sellerForm` in the page's messages
 * (core/i18n: `{{vars}}` filled in by the same translator as every text).
 */
export function SellerProvider({ children }: { children: ReactNode }) {
  const api = useSellerApi();
  const { t } = useTranslation();
  const value = useMemo<Seller>(
    () => ({
      api,
      formMessage: (key, vars) => {
        const text = t(`${FORM_MESSAGES}.${key}`, vars);
        return text === `${FORM_MESSAGES}.${key}` ? t(`${FORM_MESSAGES}.invalid`) : text;
      },
    }),
    [api, t],
  );
  return <SellerContext.Provider value={value}>{children}</SellerContext.Provider>;
}

export function useSeller(): Seller {
  const value = useContext(SellerContext);
  if (!value) throw new Error('useSeller outside SellerProvider');
  return value;
}

/** A titled card of the page; `id` names its heading for `aria-labelledby`. */
export function Panel({ id, title, description, actions, children }: { id: string; title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const INPUT_CLASS =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-700 aria-[invalid=true]:border-red-600';

export function Spinner({ light = false }: { light?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-4 shrink-0 animate-spin rounded-full border-2 ${light ? 'border-white/40 border-t-white' : 'border-slate-300 border-t-teal-700'}`}
    />
  );
}
