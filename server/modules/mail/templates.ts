/**
 * The mails we send, in the language of the request that caused them (the `mail` catalogue). Each is a
 * plain-text part and an HTML part saying the same; every text put into the HTML is escaped.
 */
import type { EmailCodePurpose } from '../../../core/account-schemas.ts';
import type { Programme } from '../../../core/application-schemas.ts';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { makeCatalogueTranslator } from '../../../core/i18n/translate.ts';
import { LOCALE_TAGS, type Locale } from '../../../core/locale.ts';

export type MailContent = { subject: string; text: string; html: string };

const SITE_NAME = 'Haulbridge';

const translators = new Map<Locale, ReturnType<typeof makeCatalogueTranslator>>();
function translatorOf(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = makeCatalogueTranslator(locale, CATALOGUES[locale].mail);
    translators.set(locale, t);
  }
  return t;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text → HTML text or attribute value (double- or single-quoted). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Only absolute http(s) links go into a mail: anything else is a bug upstream, not something to send. */
function assertWebLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new TypeError('mail link must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('mail link must be an absolute http(s) URL');
  return link;
}

/** A piece of a mail; `htmlOnly` pieces repeat for HTML readers what the text part already says. */
type Block = (
  | { kind: 'p'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; href: string }
) & { htmlOnly?: boolean };

/** The plain-text part: paragraphs separated by blank lines, the footer after a signature separator. */
function renderText(blocks: Block[], footer: string): string {
  const parts = blocks.filter((b) => !b.htmlOnly).map((b) => {
    switch (b.kind) {
      case 'p':
      case 'note':
        return b.text;
      case 'code':
        return `${b.label}\n\n    ${b.code}`;
      case 'button':
        return `${b.label}\n${b.href}`;
      case 'link':
        return b.href;
    }
  });
  return `${parts.join('\n\n')}\n\n-- \n${footer}\n`;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','PingFang SC','Microsoft YaHei',sans-serif";

/**
 * The HTML part: one centred column (a layout table, which every mail client renders), the site name as
 * its heading, dark text on white (contrast above 7:1), the language and a title for screen readers.
 */
function renderHtml(locale: Locale, title: string, blocks: Block[], footer: string): string {
  const body = blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(b.text)}</p>`;
        case 'note':
          return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(b.text)}</p>`;
        case 'code':
          return (
            `<p style="margin:0 0 4px;font-size:14px;color:#4b5563">${escapeHtml(b.label)}</p>` +
            `<p style="margin:0 0 24px;font-size:32px;font-weight:700;letter-spacing:6px;color:#111827;font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace">${escapeHtml(b.code)}</p>`
          );
        case 'button':
          return (
            `<p style="margin:8px 0 24px"><a href="${escapeHtml(b.href)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">` +
            `${escapeHtml(b.label)}</a></p>`
          );
        case 'link':
          return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(b.href)}" style="color:#1d4ed8">${escapeHtml(b.href)}</a></p>`;
      }
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${LOCALE_TAGS[locale]}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px 8px"><h1 style="margin:0;font-size:22px;font-weight:700;color:#111827">${SITE_NAME}</h1></td></tr>
<tr><td style="padding:16px 32px 8px">
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb"><p style="margin:0;font-size:12px;line-height:1.5;color:#4b5563">${escapeHtml(footer)}</p></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function compose(locale: Locale, subject: string, blocks: Block[]): MailContent {
  const t = translatorOf(locale);
  const all: Block[] = [{ kind: 'p', text: t('greeting') }, ...blocks];
  const footer = t('footer');
  return { subject, text: renderText(all, footer), html: renderHtml(locale, subject, all, footer) };
}

/** The emailed 6-digit code of sign-up, password reset by code or an email change (product §4). */
export function verificationCodeMail(locale: Locale, params: { code: string; purpose: EmailCodePurpose; minutes: number }): MailContent {
  const t = translatorOf(locale);
  return compose(locale, t(`verificationCode.subject.${params.purpose}`), [
    { kind: 'p', text: t(`verificationCode.intro.${params.purpose}`) },
    { kind: 'code', label: t('verificationCode.codeLabel'), code: params.code },
    { kind: 'p', text: t('verificationCode.expiry', { count: params.minutes }) },
    { kind: 'note', text: t('verificationCode.ignore') },
  ]);
}

/** The password reset link (`/setNewPassword?token=…`, product §2). */
export function passwordResetMail(locale: Locale, params: { link: string; minutes: number }): MailContent {
  const t = translatorOf(locale);
  const link = assertWebLink(params.link);
  return compose(locale, t('passwordReset.subject'), [
    { kind: 'p', text: t('passwordReset.intro') },
    { kind: 'button', label: t('passwordReset.action'), href: link },
    { kind: 'note', text: t('passwordReset.linkHint'), htmlOnly: true },
    { kind: 'link', href: link, htmlOnly: true },
    { kind: 'p', text: t('passwordReset.expiry', { count: params.minutes }) },
    { kind: 'note', text: t('passwordReset.ignore') },
  ]);
}

/** An operator's decision on a seller's activity registration (issue 14 §1), in the seller's language. */
export function registrationReviewedMail(locale: Locale, params: { decision: 'approve' | 'reject'; activityTitle: string; reason?: string; link: string }): MailContent {
  const t = translatorOf(locale);
  const link = assertWebLink(params.link);
  const approved = params.decision === 'approve';
  return compose(locale, t(approved ? 'registrationReviewed.subjectApproved' : 'registrationReviewed.subjectRejected', { title: params.activityTitle }), [
    { kind: 'p', text: t(approved ? 'registrationReviewed.approved' : 'registrationReviewed.rejected', { title: params.activityTitle }) },
    ...(!approved && params.reason ? [{ kind: 'p' as const, text: t('registrationReviewed.reason', { reason: params.reason }) }] : []),
    { kind: 'button', label: t('registrationReviewed.action'), href: link },
    { kind: 'link', href: link, htmlOnly: true },
  ]);
}

/** An operator's decision on a programme application (issue 15 §3), in the language the applicant applied in. */
export function applicationReviewedMail(locale: Locale, params: { decision: 'accept' | 'decline'; programme: Programme; message?: string; link: string }): MailContent {
  const t = translatorOf(locale);
  const link = assertWebLink(params.link);
  const programme = t(`applicationReviewed.programmes.${params.programme}`);
  const accepted = params.decision === 'accept';
  return compose(locale, t(accepted ? 'applicationReviewed.subjectAccepted' : 'applicationReviewed.subjectDeclined', { programme }), [
    { kind: 'p', text: t(accepted ? `applicationReviewed.accepted.${params.programme}` : 'applicationReviewed.declined', { programme }) },
    ...(params.message ? [{ kind: 'p' as const, text: t('applicationReviewed.message', { message: params.message }) }] : []),
    { kind: 'button', label: t('applicationReviewed.action'), href: link },
    { kind: 'link', href: link, htmlOnly: true },
  ]);
}
