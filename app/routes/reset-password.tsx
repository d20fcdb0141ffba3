import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { ResetMailRequestSchema } from '../../core/account-schemas.ts';
import { AuthCard, FormMessage, SubmitButton, TextField } from '../components/account/fields.tsx';
import { resetMailInput, useClientCheck, type FormRefusal } from '../components/account/forms.ts';
import { apiRefusal, parseForm } from '../components/account/forms.server.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { FORM_MESSAGE_KEYS } from '../lib/account-messages.ts';
import { apiMessages, fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'account.resetTitle', noindex: true });
}

export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args);
  return { messages: apiMessages(routeLocale(args.params), FORM_MESSAGE_KEYS) };
}

type ResetAnswer = FormRefusal & { sentTo?: string };

/** `A/pub/reset_mail_send` answers the same whether or not the email has an account (no enumeration). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const parsed = parseForm(ResetMailRequestSchema, resetMailInput(await request.formData()), apiMessages(locale, FORM_MESSAGE_KEYS));
  if ('refusal' in parsed) return data<ResetAnswer>(parsed.refusal, { status: 400 });
  try {
    await pageApi(request, context, locale).call(ACCOUNT_PATH.resetMailSend, parsed.data);
    return { sentTo: parsed.data.email } satisfies ResetAnswer;
  } catch (error) {
    return data<ResetAnswer>(apiRefusal(error, fallbackMessage(locale)), { status: 400 });
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const answer = actionData as ResetAnswer | undefined;
  const { clientErrors, onSubmit } = useClientCheck(ResetMailRequestSchema, resetMailInput, loaderData.messages);
  const errors = clientErrors ?? answer?.fields ?? {};
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard title={t('account.resetTitle')} subtitle={t('account.resetText')}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {answer?.sentTo && <FormMessage kind="success">{t('account.resetSent', { email: answer.sentTo })}</FormMessage>}
        {answer?.formError && <FormMessage kind="error">{answer.formError}</FormMessage>}
        <TextField name="email" type="email" label={t('account.email')} autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} required error={errors.email} />
        <SubmitButton busy={busy}>{busy ? t('account.sending') : t('account.resetSubmit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <LocalizedLink to="/login" className="font-semibold text-teal-800 underline-offset-2 hover:underline">
          {t('account.backToLogin')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
