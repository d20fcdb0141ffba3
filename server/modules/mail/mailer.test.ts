import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeMailer, MailSendError, type MailLog } from './mailer.ts';
import { verificationCodeMail } from './templates.ts';

const FROM = 'Haulbridge <no-reply@haulbridge.test>';
const SECRET = 's3cret-Pa55';

/** A logger that keeps every line, to check what would have been logged. */
function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => void lines.push({ level: 'info', details, message }),
    warn: (details, message) => void lines.push({ level: 'warn', details, message }),
  };
  return { log, lines, text: () => JSON.stringify(lines) };
}

const message = () => ({ to: 'buyer@example.com', ...verificationCodeMail('de', { code: '482913', purpose: 'register', minutes: 10 }) });

type Received = { from: string | undefined; to: string[]; raw: Buffer; user: string | undefined };

/** A loopback SMTP server (no STARTTLS: its bundled certificate has expired, TOOLCHAIN.md). */
async function startSmtp(options: { rejectRecipient?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === SECRET) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipient) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: net.Server }).server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hb-mail-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the dev outbox (no SMTP_URL)', () => {
  it('writes each mail as a parseable .eml file to DATA_DIR/mail/ and logs its path', async () => {
    const { log, lines } = recordingLog();
    const mailer = makeMailer({ SMTP_URL: undefined, MAIL_FROM: FROM, DATA_DIR: dataDir }, log);
    const sent = message();
    await mailer.send(sent);

    const files = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const file = path.join(dataDir, 'mail', files[0]!);
    expect(lines).toEqual([{ level: 'info', details: expect.objectContaining({ file }), message: expect.stringContaining(file) }]);

    const parsed = await simpleParser(await readFile(file));
    expect(parsed.subject).toBe(sent.subject);
    expect(parsed.from?.value).toEqual([{ name: 'Haulbridge', address: 'no-reply@haulbridge.test' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('buyer@example.com');
    expect(parsed.text).toContain('482913');
    expect(parsed.text).toContain('Hallo,');
    expect(parsed.html).toContain('482913');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.messageId).toBeTruthy();
  });

  it('gives every mail its own file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hb-mail-'));
    const mailer = makeMailer({ SMTP_URL: undefined, MAIL_FROM: FROM, DATA_DIR: dir }, recordingLog().log);
    await Promise.all([mailer.send(message()), mailer.send(message()), mailer.send(message())]);
    expect(await readdir(path.join(dir, 'mail'))).toHaveLength(3);
    await rm(dir, { recursive: true, force: true });
  });

  it('fails with MailSendError when the outbox cannot be written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hb-mail-'));
    // DATA_DIR/mail is a file, so the folder cannot be created.
    await writeFile(path.join(dir, 'mail'), 'not a folder');
    const { log, lines } = recordingLog();
    const mailer = makeMailer({ SMTP_URL: undefined, MAIL_FROM: FROM, DATA_DIR: dir }, log);
    await expect(mailer.send(message())).rejects.toBeInstanceOf(MailSendError);
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('SMTP delivery (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('hands the mail to the SMTP server, logged in with the URL’s user and password', async () => {
    const { log, lines } = recordingLog();
    const mailer = makeMailer({ SMTP_URL: `smtp://mailer:${encodeURIComponent(SECRET)}@127.0.0.1:${smtp.port}`, MAIL_FROM: FROM, DATA_DIR: dataDir }, log);
    const sent = message();
    await mailer.send(sent);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.user).toBe('mailer');
    expect(mail!.from).toBe('no-reply@haulbridge.test');
    expect(mail!.to).toEqual(['buyer@example.com']);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe(sent.subject);
    expect(parsed.text).toContain('482913');
    expect(parsed.html).toContain('482913');
    expect(lines).toEqual([]);
  });

  it('fails with MailSendError when the server refuses the login, without logging the password', async () => {
    const { log, lines, text } = recordingLog();
    const mailer = makeMailer({ SMTP_URL: `smtp://mailer:wrong-${SECRET}@127.0.0.1:${smtp.port}`, MAIL_FROM: FROM, DATA_DIR: dataDir }, log);
    const error = await mailer.send(message()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).reason).toBe('EAUTH 535');
    expect((error as MailSendError).message).not.toContain(SECRET);
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    expect(text()).not.toContain(SECRET);
    expect(text()).not.toContain('buyer@example.com');
    expect(smtp.received).toHaveLength(0);
  });

  it('fails with MailSendError when the server answers 5xx to the recipient', async () => {
    const rejecting = await startSmtp({ rejectRecipient: true });
    const { log, text } = recordingLog();
    const mailer = makeMailer({ SMTP_URL: `smtp://mailer:${SECRET}@127.0.0.1:${rejecting.port}`, MAIL_FROM: FROM, DATA_DIR: dataDir }, log);
    const error = await mailer.send(message()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).reason).toMatch(/^E\w+ 550$/);
    expect(text()).not.toContain(SECRET);
    expect(rejecting.received).toHaveLength(0);
    await rejecting.close();
  });
});

describe('SMTP failures', () => {
  it('fails with MailSendError when the connection is refused', async () => {
    const port = await closedPort();
    const { log, lines, text } = recordingLog();
    const mailer = makeMailer({ SMTP_URL: `smtp://mailer:${SECRET}@127.0.0.1:${port}`, MAIL_FROM: FROM, DATA_DIR: dataDir }, log);
    const error = await mailer.send(message()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).reason).toMatch(/^E\w+/);
    expect(lines).toEqual([{ level: 'warn', details: expect.objectContaining({ server: `smtp://127.0.0.1:${port}` }), message: expect.any(String) }]);
    expect(text()).not.toContain(SECRET);
  });

  it('gives up on a server that never greets once the greeting timeout passes', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = makeMailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM, DATA_DIR: dataDir }, recordingLog().log, { timeouts: { greetingMs: 200 } });
    await expect(mailer.send(message())).rejects.toBeInstanceOf(MailSendError);
    silent.close();
    await new Promise<void>((resolve) => {
      silent.getConnections(() => resolve());
    });
  });
});
