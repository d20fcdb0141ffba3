/**
 * The `mail.send` job (docs/decisions/013-jobs.md): a mail to send, as recipient, locale, template name and the
 * template's parameters — rendered and handed to the mailer (SMTP or the dev outbox) by whichever process
 * works the queue; a failing SMTP server is retried with backoff. The parameters hold what the mail must carry
 * (a code, a reset link) and nothing more; the queue keeps them only briefly (MAIL_SEND_QUEUE, JOB_RETENTION).
 */
import { z } from 'zod';
import { EMAIL_CODE_PURPOSES, type EmailCodePurpose } from '../../../core/account-schemas.ts';
import { PROGRAMMES, type Programme } from '../../../core/application-schemas.ts';
import { LOCALES, type Locale } from '../../../core/locale.ts';
import type { JobQueue, QueueSpec } from '../../jobs/queue.ts';
import type { Mailer } from './mailer.ts';
import type { MailContent } from './templates.ts';

export const MAIL_SEND = 'mail.send';

/**
 * Retries at 10 s, 20 s, 40 s, 80 s, 160 s (about five minutes: the code is valid for ten); a mail not sent
 * within 30 minutes (the reset link's lifetime) is dropped, since what it carries has expired.
 */
export const MAIL_SEND_QUEUE: QueueSpec = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120, retentionMinutes: 30 };

export const mailJobSchema = z.discriminatedUnion('template', [
  z.object({
    to: z.string().min(3),
    locale: z.enum(LOCALES),
    template: z.literal('verificationCode'),
    params: z.object({ code: z.string().min(1), purpose: z.enum(EMAIL_CODE_PURPOSES), minutes: z.number().int().positive() }),
  }),
  z.object({
    to: z.string().min(3),
    locale: z.enum(LOCALES),
    template: z.literal('passwordReset'),
    params: z.object({ link: z.string().min(1), minutes: z.number().int().positive() }),
  }),
  z.object({
    to: z.string().min(3),
    locale: z.enum(LOCALES),
    template: z.literal('registrationReviewed'),
    params: z.object({ decision: z.enum(['approve', 'reject']), activityTitle: z.string().min(1), reason: z.string().optional(), link: z.string().min(1) }),
  }),
  z.object({
    to: z.string().min(3),
    locale: z.enum(LOCALES),
    template: z.literal('applicationReviewed'),
    params: z.object({ decision: z.enum(['accept', 'decline']), programme: z.enum(PROGRAMMES), message: z.string().optional(), link: z.string().min(1) }),
  }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;

/** The localized mails (server/modules/mail/templates.ts; tests use stand-ins). */
export type MailTemplates = {
  verificationCodeMail(locale: Locale, input: { code: string; purpose: EmailCodePurpose; minutes: number }): MailContent;
  passwordResetMail(locale: Locale, input: { link: string; minutes: number }): MailContent;
  registrationReviewedMail(locale: Locale, input: { decision: 'approve' | 'reject'; activityTitle: string; reason?: string; link: string }): MailContent;
  applicationReviewedMail(locale: Locale, input: { decision: 'accept' | 'decline'; programme: Programme; message?: string; link: string }): MailContent;
};

export function renderMailJob(templates: MailTemplates, job: MailJob): MailContent {
  switch (job.template) {
    case 'verificationCode':
      return templates.verificationCodeMail(job.locale, job.params);
    case 'passwordReset':
      return templates.passwordResetMail(job.locale, job.params);
    case 'registrationReviewed':
      return templates.registrationReviewedMail(job.locale, job.params);
    case 'applicationReviewed':
      return templates.applicationReviewedMail(job.locale, job.params);
  }
}

/** Where services put mail: queued (the mail.send job), keyed by what it is about so that a repeat queues nothing. */
export type MailOutbox = { send(job: MailJob, key: string): Promise<void> };

export function queuedMailOutbox(queue: Pick<JobQueue, 'send'>): MailOutbox {
  return {
    async send(job, key) {
      await queue.send(MAIL_SEND, mailJobSchema.parse(job), { key });
    },
  };
}

/** The worker's side: renders and sends; a throw (SMTP down) fails the attempt and pg-boss retries it. */
export function makeMailSendHandler(deps: { mailer: Mailer; templates: MailTemplates }) {
  return async (data: unknown) => {
    const job = mailJobSchema.parse(data);
    await deps.mailer.send({ to: job.to, ...renderMailJob(deps.templates, job) });
  };
}
