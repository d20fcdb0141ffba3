/**
 * Sending mail (product §D2): through the SMTP server of `SMTP_URL` with nodemailer, or, without one, into
 * the dev outbox — each mail written as an RFC 822 `.eml` file to `DATA_DIR/mail/` and its path logged.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** What the mailer logs through (a Fastify/pino logger fits). */
export type MailLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** A mail could not be handed to the SMTP server or written to the outbox; `reason` is a code, never a secret. */
export class MailSendError extends Error {
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`mail could not be sent (${reason})`, options);
    this.name = 'MailSendError';
    this.reason = reason;
  }
}

/** How long one SMTP delivery may wait: a slow server must not hold a sign-up request for minutes. */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number; dnsMs: number };
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000, dnsMs: 10_000 };

export const OUTBOX_DIR = 'mail';

/** Headers of every mail: it is transactional, so auto-responders should stay quiet. */
const HEADERS = { 'Auto-Submitted': 'auto-generated' };

export function makeMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: MailLog, options: { timeouts?: Partial<SmtpTimeouts> } = {}): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, log, { ...SMTP_TIMEOUTS, ...options.timeouts })
    : outboxMailer(path.join(config.DATA_DIR, OUTBOX_DIR), config.MAIL_FROM, log);
}

/** The SMTP server's host and port, for logs: the URL without its user and password. */
function serverOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'smtp';
  }
}

/** A short, secret-free code of what went wrong (nodemailer sets `code`, `responseCode`, `command`). */
function reasonOf(error: unknown): { reason: string; details: Record<string, unknown> } {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const code = typeof e.code === 'string' ? e.code : 'EUNKNOWN';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const command = typeof e.command === 'string' ? e.command.split(' ')[0] : undefined;
  return {
    reason: responseCode ? `${code} ${responseCode}` : code,
    details: { code, ...(responseCode ? { responseCode } : {}), ...(command ? { command } : {}) },
  };
}

function smtpMailer(smtpUrl: string, from: string, log: MailLog, timeouts: SmtpTimeouts): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.dnsMs,
      logger: false,
      debug: false,
    },
    { from, headers: HEADERS },
  );
  const server = serverOf(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        const { reason, details } = reasonOf(error);
        // Neither the recipient nor the server's full answer: the log names what failed, not who or what was sent.
        log.warn({ server, ...details }, 'mail could not be sent through SMTP');
        throw new MailSendError(reason, { cause: error });
      }
    },
  };
}

function outboxMailer(dir: string, from: string, log: MailLog): Mailer {
  // The stream transport builds the same RFC 822 message SMTP would carry, without sending it.
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from, headers: HEADERS });
  return {
    async send(message) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      try {
        const info = await compose.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
        await mkdir(dir, { recursive: true });
        // Written under another name, then renamed: a reader of the outbox never sees half a mail.
        const partial = `${file}.part`;
        await writeFile(partial, info.message as Buffer, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        const { reason, details } = reasonOf(error);
        log.warn({ dir, ...details }, 'mail could not be written to the dev outbox');
        throw new MailSendError(reason, { cause: error });
      }
      log.info({ file, subject: message.subject }, `mail written to the dev outbox: ${file}`);
    },
  };
}
