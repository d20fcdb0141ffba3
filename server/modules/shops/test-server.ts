/**
 * The real server as a child process, for the restart test (import-restart.test.ts) and bench/shop-import.ts:
 * `node --import tsx server/main.ts` on a DATA_DIR (embedded PGlite), signed API calls as a native client (the
 * session token in X-TOKEN), and a user signed up through the API with the code from the dev outbox.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ACCOUNT_PATH, SHOP_PATH } from '../../../core/api.ts';
import { DEFAULT_SIGN_KEY, signNonce } from '../../../core/signature.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now (127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = { child: ChildProcessWithoutNullStreams; exited: Promise<void>; output: () => string; base: string };

export function startServer(options: { dataDir: string; port: number; env?: Record<string, string> }): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      // Search by image describes no demo goods at start (the catalog backfill would take the test's cores for
      // minutes); a shop's imported pictures are still indexed by their own jobs.
      IMAGE_BACKFILL_GOODS: '0',
      ...options.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited, output: () => output, base: `http://127.0.0.1:${options.port}` };
}

/** Polls `probe` every `everyMs` (50 ms) until it answers a value (not undefined); throws after `ms`, or when the server exits. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number, server?: ServerProcess, everyMs = 50): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline || (server && server.child.exitCode !== null)) throw new Error(`${what}: gave up (${String(last)})\n${server?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const serverReady = (server: ServerProcess) => until('the server ready', async () => ((await fetch(`${server.base}/healthz`)).ok ? true : undefined), 120_000, server);

export function signedHeaders(token?: string): Record<string, string> {
  const nonce = crypto.randomUUID();
  return { 'X-NONCE': nonce, 'X-SIGNATURE': signNonce(nonce, DEFAULT_SIGN_KEY), 'X-PLATFORM': 'android', 'X-VERSION': 'android-1.0', ...(token ? { 'X-TOKEN': token } : {}) };
}

export async function callServer<T = unknown>(server: Pick<ServerProcess, 'base'>, apiPath: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${server.base}/api/${apiPath}`, { method: 'POST', headers: { ...signedHeaders(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; msg: string; data: T };
}

export async function uploadSheet(server: Pick<ServerProcess, 'base'>, file: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'goods.xlsx');
  const res = await fetch(`${server.base}/api/${SHOP_PATH.addGoodsByFile}`, { method: 'POST', headers: signedHeaders(token), body: form });
  return (await res.json()) as { code: number; msg: string; data: { jobId: number | null; accepted: number; rejected: { row: number; code: string; reason: string }[] } | null };
}

/** The sign-up code mailed to `email`, read from the dev outbox (DATA_DIR/mail). */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  return until('a sign-up mail', async () => {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      if (!raw.toLowerCase().includes(email)) continue;
      const decoded = raw + Buffer.from(raw.replace(/[^A-Za-z0-9+/=\n]/g, ''), 'base64').toString('utf8');
      const code = /\b(\d{6})\b/.exec(decoded)?.[1];
      if (code) return code;
    }
    return undefined;
  }, 30_000);
}

/** Signs a new user up through the API and opens their shop; answers the session token. */
export async function userWithShop(server: ServerProcess, dataDir: string, storeSpace: string): Promise<string> {
  const email = `${storeSpace.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const sent = await callServer(server, ACCOUNT_PATH.verifyCode, { email, type: 'register' });
  if (sent.code !== 0) throw new Error(`verify code: ${sent.msg}`);
  const password = 'Haulbridge-shop-7431';
  const registered = await callServer<{ token: string }>(server, ACCOUNT_PATH.register, { email, password, confirmPassword: password, code: await mailedCode(dataDir, email), agree: true });
  if (registered.code !== 0) throw new Error(`register: ${registered.msg}`);
  const created = await callServer(server, SHOP_PATH.create, { name: 'Import shop', storeSpace }, registered.data.token);
  if (created.code !== 0) throw new Error(`create shop: ${created.msg}`);
  return registered.data.token;
}

export type JobRow = { id: number; kind: string; status: string; total: number; done: number; failed: number };
export const jobOf = async (server: Pick<ServerProcess, 'base'>, token: string, id: number) =>
  ((await callServer<JobRow[]>(server, SHOP_PATH.jobs, {}, token)).data ?? []).find((j) => j.id === id);
