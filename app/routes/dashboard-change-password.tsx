import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/dashboard-change-password';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { EditPasswordRequestSchema } from '../../core/account-schemas.ts';
import { FormMessage, PasswordField, SubmitButton } from '../components/account/fields.tsx';
import { editPasswordInput, useClientCheck, type FormRefusal } from '../components/account/forms.ts';
import { NewPasswordField, newPasswordProblem } from '../components/account/password-meter.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { apiRefusal, parseForm } from '../components/account/forms.server.ts';
import { FORM_MESSAGE_KEYS } from '../lib/account-messages.ts';
import { apiMessages, fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.changePassword', noindex: true });
}

export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  return { messages: apiMessages(routeLocale(args.params), FORM_MESSAGE_KEYS) };
}

type ChangeAnswer = FormRefusal & { changed?: boolean };

/** `A/user/edit_pass`: this session stays, every other session of the user ends (issue #4). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const parsed = parseForm(EditPasswordRequestSchema, editPasswordInput(await request.formData()), apiMessages(locale, FORM_MESSAGE_KEYS));
  if ('refusal' in parsed) return data<ChangeAnswer>(parsed.refusal, { status: 400 });
  try {
    await pageApi(request, context, locale).call(ACCOUNT_PATH.editPass, parsed.data);
    return { changed: true } satisfies ChangeAnswer;
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    return data<ChangeAnswer>(apiRefusal(error, fallbackMessage(locale)), { status: 400 });
  }
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const answer = actionData as ChangeAnswer | undefined;
  const email = useAppState().user?.email ?? '';
  const { clientErrors, onSubmit } = useClientCheck(EditPasswordRequestSchema, editPasswordInput, loaderData.messages, (input) => ({
    newPassword: newPasswordProblem(input.newPassword, [email]),
  }));
  const errors = clientErrors ?? answer?.fields ?? {};
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.changed) form.current?.reset();
  }, [answer]);
  return (
    <section className="max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.changePassword')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.changePasswordText')}</p>
      <Form ref={form} method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {answer?.changed && <FormMessage kind="success">{t('dashboard.passwordChanged')}</FormMessage>}
        {answer?.formError && <FormMessage kind="error">{answer.formError}</FormMessage>}
        {/* A hidden username lets password managers file the new password under the right account. */}
        <PasswordField name="oldPassword" label={t('dashboard.currentPassword')} autoComplete="current-password" required error={errors.oldPassword} />
        <NewPasswordField
          name="newPassword"
          label={t('account.newPassword')}
          autoComplete="new-password"
          required
          error={errors.newPassword}
          hint={t('account.passwordHint')}
          userInputs={() => [email]}
        />
        <PasswordField name="confirmPassword" label={t('account.confirmNewPassword')} autoComplete="new-password" required error={errors.confirmPassword} />
        <SubmitButton busy={busy}>{t('dashboard.changePasswordSubmit')}</SubmitButton>
      </Form>
    </section>
  );
}
