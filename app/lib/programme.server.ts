import { data, type AppLoadContext } from 'react-router';
import { APPLICATION_PATH, applicationInput, ApplicationSubmitSchema, type Application, type ApplicationMine } from '../../core/application-schemas.ts';
import type { Programme } from '../../core/programmes.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { localizePath } from '../../core/locale.ts';
import { activityMessages } from './activity.server.ts';
import { ApiError } from './api-client.ts';
import { apiMessages, cookieHeaders, fallbackMessage, guardRoute } from './auth.server.ts';
import { readCookie } from './cookies.ts';
import { loginLocation, pagePath } from './guards.ts';
import type { Messages } from './i18n.tsx';
import { pageApi } from './page-api.server.ts';
import { routeLocale } from './route-locale.ts';

/** Keys of the `api` catalogue the application form's schema answers with (for the browser's own check). */
export const FORM_MESSAGE_KEYS = [
  'invalid',
  'applicationProgrammeInvalid',
  'applicationDiscordInviteInvalid',
  'applicationMemberCountInvalid',
  'applicationLinkInvalid',
  'applicationLinksTooMany',
  'applicationMessageTooLong',
  'applicationStoreLinksRequired',
  'applicationStoreLinkInvalid',
  'applicationStoreLinksTooMany',
  'applicationCategoriesRequired',
  'applicationCategoryUnknown',
] as const;

type Args = { request: Request; url: URL; context: AppLoadContext; params: { lang?: string } };

export type ProgrammeLoaderData = {
  programme: Programme;
  title: string;
  description: string;
  signedIn: boolean;
  application: Application | null;
  /** The applicant's application could not be read (the page still shows the programme). */
  failed: boolean;
  loginHref: string;
  signUpHref: string;
  messages: Messages;
  formMessages: Record<string, string>;
};

/**
 * A programme page's loader (issue 15 §3; public, product §2 route table): the `activity` namespace, and for a signed-in
 * visitor their application to this programme (`S/get/programme/application`). A visitor gets the login link carrying
 * this path (`redirect`) and the attribution values (product §2 "Route guards").
 */
export async function programmeLoader(args: Args, programme: Programme) {
  const session = await guardRoute(args);
  const locale = routeLocale(args.params);
  const messages = activityMessages(locale);
  const key = programme === 'influencers' ? 'influencers' : 'seller';
  const { url } = args;
  const cookieHeader = args.request.headers.get('cookie');
  const cookie = (name: string) => readCookie(cookieHeader, name);
  const loginHref = loginLocation({ locale, returnTo: pagePath(url), query: url.searchParams, cookie });
  let application: Application | null = null;
  let failed = false;
  if (session.user) {
    try {
      application = (await pageApi(args.request, args.context, locale).call<ApplicationMine>(APPLICATION_PATH.mine, { programme })).application;
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error('programme application read failed', error);
      failed = true;
    }
  }
  const page: ProgrammeLoaderData = {
    programme,
    title: lookup(messages, `programme.${key}.title`),
    description: lookup(messages, `programme.${key}.description`),
    signedIn: session.user !== null,
    application,
    failed,
    loginHref,
    signUpHref: `${localizePath('/sign-up', locale)}?${new URLSearchParams({ redirect: localizePath(programme === 'influencers' ? '/activity/influencers' : '/activity/become-a-seller', locale) })}`,
    messages,
    formMessages: { ...apiMessages(locale, FORM_MESSAGE_KEYS), fallback: fallbackMessage(locale) },
  };
  return data(page, { headers: cookieHeaders(session.setCookies) });
}

/** What the form's action answers: ok, or the messages per field and/or for the whole form (already translated). */
export type ProgrammeFormAnswer = { ok: true; intent: 'apply' | 'withdraw'; message: string } | { ok: false; intent: 'apply' | 'withdraw'; fields: Record<string, string>; message: string };

/** The first segment of an issue's path names the form field (`storeLinks.1` → `storeLinks`). */
export const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? 'form');

/**
 * A programme page's action: `apply` (checked with the one schema, then `S/add/programme/application`, which checks it
 * again) or `withdraw` (`S/withdraw/programme/application`). The loader runs again after it, so the page shows the new
 * status.
 */
export async function programmeAction(args: Args, programme: Programme): Promise<ProgrammeFormAnswer> {
  const locale = routeLocale(args.params);
  const form = await args.request.formData();
  const intent = form.get('intent') === 'withdraw' ? 'withdraw' : 'apply';
  const api = pageApi(args.request, args.context, locale);
  const messages = apiMessages(locale, FORM_MESSAGE_KEYS);
  try {
    if (intent === 'withdraw') {
      const id = Number(form.get('id'));
      const { msg } = await api.said(APPLICATION_PATH.withdraw, { id: Number.isInteger(id) && id > 0 ? id : 0 });
      return { ok: true, intent, message: msg };
    }
    const input = applicationInput(programme, (name) => String(form.get(name) ?? ''), (name) => form.getAll(name).map(String));
    const parsed = ApplicationSubmitSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[fieldOf(issue.path)] ??= messages[issue.message] ?? messages.invalid ?? '';
      return { ok: false, intent, fields, message: '' };
    }
    const { msg } = await api.said(APPLICATION_PATH.apply, parsed.data);
    return { ok: true, intent, message: msg };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    if (!(error instanceof ApiError)) {
      console.error('programme application call failed', error);
      return { ok: false, intent, fields: {}, message: fallbackMessage(locale) };
    }
    const raw = ((error.data ?? {}) as { fields?: Record<string, string> }).fields ?? {};
    const fields = Object.fromEntries(Object.entries(raw).map(([path, text]) => [path.split('.')[0]!, text]));
    return { ok: false, intent, fields, message: Object.keys(fields).length ? '' : error.message || fallbackMessage(locale) };
  }
}
