import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { APPLICATION_LINKS_MAX, APPLICATION_MESSAGE_MAX, APPLICATION_STORE_LINKS_MAX, applicationInput, ApplicationSubmitSchema } from '../../../core/application-schemas.ts';
import { categoryName } from '../../../core/api.ts';
import type { Programme } from '../../../core/programmes.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ProgrammeFormAnswer } from '../../lib/programme.server.ts';
import { showToast } from '../../lib/toast.ts';

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const INPUT = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid=true]:border-red-600';

/** The application form: checked with the one schema before it is sent; the action checks it again, then the API. */
export function ApplicationForm({ programme, formMessages }: { programme: Programme; formMessages: Record<string, string> }) {
  const { t } = useTranslation();
  const { locale, hotCategories } = useAppState();
  const fetcher = useFetcher<ProgrammeFormAnswer>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast(answer.message);
      return;
    }
    setErrors(answer.fields);
    setMessage(answer.message);
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = ApplicationSubmitSchema.safeParse(applicationInput(programme, (name) => String(form.get(name) ?? ''), (name) => form.getAll(name).map(String)));
    if (parsed.success) {
      setErrors({});
      setMessage('');
      return;
    }
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'form')] ??= formMessages[issue.message] ?? formMessages.invalid ?? '';
    setErrors(fields);
    setMessage('');
    // The first field in error takes the focus, so keyboard and screen-reader users land on it.
    const first = Object.keys(fields)[0];
    if (first) (event.currentTarget.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
  };

  const described = (name: string, hint = false) => [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('programme.formTitle')}>
      <input type="hidden" name="intent" value="apply" />
      {programme === 'influencers' ? (
        <>
          <Field id={`${id}-discordInvite`} label={t('programme.influencers.discordInvite')} hint={t('programme.influencers.discordInviteHint')} error={errors.discordInvite}>
            <input id={`${id}-discordInvite`} name="discordInvite" type="url" inputMode="url" autoComplete="url" required className={INPUT} aria-invalid={errors.discordInvite ? true : undefined} aria-describedby={described('discordInvite', true)} />
          </Field>
          <Field id={`${id}-memberCount`} label={t('programme.influencers.memberCount')} error={errors.memberCount}>
            <input id={`${id}-memberCount`} name="memberCount" type="text" inputMode="numeric" required className={`${INPUT} max-w-48`} aria-invalid={errors.memberCount ? true : undefined} aria-describedby={described('memberCount')} />
          </Field>
          <Field id={`${id}-links`} label={t('programme.influencers.links')} hint={t('programme.onePerLine', { max: APPLICATION_LINKS_MAX })} error={errors.links}>
            <textarea id={`${id}-links`} name="links" rows={3} className={INPUT} aria-invalid={errors.links ? true : undefined} aria-describedby={described('links', true)} />
          </Field>
        </>
      ) : (
        <>
          <Field id={`${id}-storeLinks`} label={t('programme.seller.storeLinks')} hint={t('programme.seller.storeLinksHint', { max: APPLICATION_STORE_LINKS_MAX })} error={errors.storeLinks}>
            <textarea id={`${id}-storeLinks`} name="storeLinks" rows={3} required className={INPUT} aria-invalid={errors.storeLinks ? true : undefined} aria-describedby={described('storeLinks', true)} />
          </Field>
          <fieldset aria-describedby={errors.categoryIds ? `${id}-categoryIds-error` : undefined}>
            <legend className="text-sm font-medium text-slate-900">{t('programme.seller.categories')}</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
              {hotCategories.map((category) => (
                <label key={category.id} className="flex min-h-10 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-teal-700 has-checked:bg-teal-50">
                  <input type="checkbox" name="categoryIds" value={category.id} className="size-4 accent-teal-700" />
                  {categoryName(category, locale)}
                </label>
              ))}
            </div>
            {errors.categoryIds && (
              <p id={`${id}-categoryIds-error`} className="mt-1 text-sm text-red-700">
                {errors.categoryIds}
              </p>
            )}
          </fieldset>
        </>
      )}
      <Field id={`${id}-message`} label={t('programme.message')} hint={t(`programme.messageHint`)} error={errors.message}>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={APPLICATION_MESSAGE_MAX} className={INPUT} aria-invalid={errors.message ? true : undefined} aria-describedby={described('message', true)} />
      </Field>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
        {busy ? t('programme.submitting') : t('programme.submit')}
      </button>
    </fetcher.Form>
  );
}

