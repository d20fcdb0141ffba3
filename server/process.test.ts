import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process: boot, configuration errors, the DATA_DIR lock and graceful shutdown.
// It serves the web build, which `npm test` makes first (scripts/ensure-build.mjs).
const ROOT = path.resolve(import.meta.dirname, '..');
const children: ChildProcessWithoutNullStreams[] = [];
const dirs: string[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not see ${pattern} in:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-proc-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  it('has a web build to serve', () => {
    expect(fs.existsSync(path.join(ROOT, 'build/server/index.js')), 'run `npm run build` first').toBe(true);
  });

  it('exits non-zero on bad configuration, naming the variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: /);
  });

  it('boots, prints its URL, refuses a second process on the same DATA_DIR and shuts down cleanly', async () => {
    const dataDir = tempDataDir();
    const port = String(39000 + Math.floor(Math.random() * 1000));
    const first = start({ PORT: port, DATA_DIR: dataDir, PUBLIC_GA_ID: 'G-TEST1234' });
    await first.waitFor(/ready on http:\/\/localhost:\d+/);
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });

    // With PUBLIC_GA_ID the analytics tag loads, under the response's CSP nonce.
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    expect(html).toContain(`<script async="" nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234">`);

    const second = start({ PORT: String(Number(port) + 1), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is already in use by process ${first.child.pid}`);

    // A request in flight when SIGTERM arrives still gets its answer; then the process exits 0.
    const inFlight = fetch(`http://127.0.0.1:${port}/`);
    await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</html>');
    expect(await first.exited, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'haulbridge.lock'))).toBe(false);
    expect(first.output()).toMatch(/"method":"GET","path":"\/healthz","status":200,"ms":/);
    // "ready" is said once, after the first-run seed (when /healthz answers 200), not when the port opens.
    const output = first.output();
    expect(output.match(/is ready on/g)).toHaveLength(1);
    expect(output.indexOf('seeded the demo catalog')).toBeGreaterThan(-1);
    expect(output.indexOf('is ready on')).toBeGreaterThan(output.indexOf('seeded the demo catalog'));
  });
});
