// Page benchmark (issue 13 §2 "Pages that hold a crowd"): server-rendered pages under load, for visitors without a
// session, against /healthz in the same run. Run with `npm run bench:pages` (builds when stale, then
// `tsx bench/pages.ts`).
//
// It starts its own production server (fresh temp DATA_DIR, free port, demo catalog), makes a store through the API
// (bench/store-fixture.ts), then runs autocannon once per scenario (BENCH_DURATION s, BENCH_CONNECTIONS connections,
// default 10 s × 50):
//   healthz           GET /healthz, the floor
//   home (cached)     GET / repeated; again with Accept-Encoding as a browser sends it (br/gzip)
//   search (cold)     GET /search-result?keyword=… with a distinct keyword on every request (words and pairs of words
//                     from the catalog's titles; no page cache has seen it)
//   search (cached)   one keyword repeated
//   product (cold)    a distinct product on every request (as long as the catalog has unseen ones; the count is printed)
//   product (cached)  one product repeated
//   store (cached)    GET /store/Bench-Finds repeated
// Every request is anonymous: no cookie, a browser user agent, Accept: text/html. A repeated URL is requested once
// before its run (not counted). It reports req/s, p50/p99, the ratio
// to /healthz, the HTML size raw and gzip, and the cold render time (p50/p95): 80 distinct first renders per page kind sent one
// at a time, timed inside the server (its Server-Timing `render` entry), by the client, and as the server process's CPU
// time per render (/proc, Linux: steadier than wall time on a shared machine). BENCH_COLD_ONLY=1: only the sizes and the
// cold renders (a quick A/B of render cost), no load runs.
// Exit code 0 when the measurement completed (goals met or not), 1 when it failed.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { CATALOG_PATH, type GoodsCard, type Page } from '../core/api.ts';
import { apiCall } from './api-call.ts';
import { createStoreFixture } from './store-fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 80);
// Distinct renders of each page kind before its cold series, not counted (other URLs, other keywords and products than
// the measured ones): a server that has answered a few dozen pages, not one whose code has not been compiled yet.
const COLD_WARMUP = Number(process.env.BENCH_COLD_WARMUP ?? 30);
const GOALS = { ratio: 0.1, p99Ms: 100, coldRenderMs: 12 };
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 haulbridge-bench',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;

async function startServer() {
  // BENCH_PORT: a fixed port (a shared machine hands each session its own); else any free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbridge-pages-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_ORIGIN: origin };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_GA_ID;
  // The rate limit would answer 429 to a crowd from one address: raised out of the way, as bench/api.ts does.
  env.RATE_LIMIT_PER_MINUTE = '100000000';
  // The search-by-image backfill would describe the whole demo catalog in this process during the runs (minutes of
  // image decoding and index writes competing with the renders measured); pages do not need it. BENCH's caller may set it.
  env.IMAGE_BACKFILL_GOODS = process.env.IMAGE_BACKFILL_GOODS ?? '0';
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (`node --cpu-prof`; read the top frames).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited during startup:\n${output}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') return { origin, dataDir, log: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server not ready:\n${output}`);
}

async function stopServer() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) child.kill('SIGKILL');
}


/** Goods of the seeded catalog (several feed pages) and the distinct words and word pairs of their titles. */
async function sampleCatalog(origin: string) {
  const goods: GoodsCard[] = [];
  for (let pageId = 1; pageId <= 40; pageId++) {
    const page = await apiCall<Page<GoodsCard>>(origin, CATALOG_PATH.defaultGoodsList, { pageId, pageSize: 50 });
    goods.push(...page.list);
    if (page.list.length < 50) break;
  }
  const seen = new Set<string>();
  const products: string[] = [];
  for (const g of goods) {
    const p = `/products/${g.channel}/${g.offerId}`;
    if (seen.has(p)) continue;
    seen.add(p);
    products.push(p);
  }
  const words = [...new Set(goods.flatMap((g) => g.title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)))];
  const keywords = [...words];
  for (let i = 0; i < words.length && keywords.length < 20_000; i++) keywords.push(`${words[i]} ${words[(i * 7 + 3) % words.length]}`);
  return { products, keywords: [...new Set(keywords)] };
}

type Figures = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number; distinct?: number };

/** One autocannon run; `next` gives each request its path (a distinct one for the cold scenarios). */
async function load(origin: string, name: string, next: () => string, countDistinct = false, headers: Record<string, string> = PAGE_HEADERS): Promise<Figures> {
  // A repeated URL is asked once first (not counted): the scenario measures the crowd after the first visitor, whose
  // render the cold scenarios measure. Without it, the 50 connections' first requests wait for a render that
  // competes with the previous scenario's leftover work, and that one wait decides the 10 s run's p99.
  if (!countDistinct) await (await fetch(`${origin}${next()}`, { headers })).arrayBuffer();
  const paths = new Set<string>();
  const latencies: number[] = [];
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const p = next();
          if (countDistinct) paths.add(p);
          return { ...request, path: p };
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.total / DURATION_S,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(countDistinct ? { distinct: paths.size } : {}),
  };
}

/** The page's `render` (or `data`: its loaders) Server-Timing entry (ms), when the server sends one. */
function serverRender(res: Response, entry = 'render'): number | null {
  const m = new RegExp(`(?:^|,)\\s*${entry};dur=([\\d.]+)`).exec(res.headers.get('server-timing') ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The server process's CPU time so far (ms, user + system, from /proc; null elsewhere). Over a series of renders sent
 * one at a time it gives the CPU each render costs, which other work on a shared machine moves far less than the
 * render's wall time.
 */
function serverCpuMs(): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${child!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** Distinct first renders one at a time: server time (Server-Timing), client time, and the server's CPU per render. */
async function coldRenders(origin: string, paths: string[]) {
  const server: number[] = [];
  const client: number[] = [];
  const loaders: number[] = [];
  const cpuBefore = serverCpuMs();
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(`${origin}${p}`, { headers: PAGE_HEADERS });
    await res.text();
    client.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET ${p} → ${res.status}`);
    const s = serverRender(res);
    if (s !== null) server.push(s);
    const d = serverRender(res, 'data');
    if (d !== null) loaders.push(d);
  }
  const cpuAfter = serverCpuMs();
  server.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  loaders.sort((a, b) => a - b);
  return {
    loaders: loaders.length ? pct(loaders, 50) : null,
    cpuPerRender: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / paths.length,
    server: server.length ? { p50: pct(server, 50), p95: pct(server, 95) } : null,
    client: { p50: pct(client, 50), p95: pct(client, 95) },
    count: paths.length,
  };
}

async function htmlSize(origin: string, p: string) {
  const res = await fetch(`${origin}${p}`, { headers: PAGE_HEADERS });
  if (res.status !== 200) throw new Error(`GET ${p} → ${res.status}`);
  const html = Buffer.from(await res.arrayBuffer());
  return { raw: html.length, gzip: gzipSync(html).length };
}

async function main() {
  const server = await startServer();
  const { origin } = server;
  console.log(`Haulbridge page bench — ${CONNECTIONS} connections × ${DURATION_S} s per scenario, anonymous visitors · ${origin}`);
  const store = await createStoreFixture(origin, server.dataDir, { storeSpace: 'Bench-Finds', goodsCount: 30 });
  const storePath = `/store/${store.storeSpace}`;
  const { products, keywords } = await sampleCatalog(origin);
  console.log(`catalog sample: ${products.length} products, ${keywords.length} keywords`);
  if (products.length < 2 || keywords.length < 2) throw new Error('the catalog sample is too small');

  // Kept apart: the cold-render samples use the last ones, the load runs the rest in order.
  const coldKeywords = keywords.splice(-COLD_SAMPLES);
  const coldProducts = products.splice(-Math.min(COLD_SAMPLES, Math.floor(products.length / 4)));
  // (`splice(-0)` would take everything.)
  const warmKeywords = COLD_WARMUP > 0 ? keywords.splice(-COLD_WARMUP) : [];
  const warmProductCount = Math.min(COLD_WARMUP, Math.floor(products.length / 4));
  const warmProducts = warmProductCount > 0 ? products.splice(-warmProductCount) : [];
  const searchPath = (k: string) => `/search-result?keyword=${encodeURIComponent(k)}`;
  const sizes = {
    home: await htmlSize(origin, '/'),
    search: await htmlSize(origin, searchPath(keywords[0]!)),
    product: await htmlSize(origin, products[0]!),
    store: await htmlSize(origin, storePath),
  };

  // Warm-up (not measured): the same page kinds under URLs the measured series never asks for.
  const warm = [
    ...warmKeywords.map((_k, i) => `/?warm=${i}`),
    ...warmKeywords.map(searchPath),
    ...warmProducts,
    ...warmKeywords.map((_k, i) => `${storePath}?warm=${i}`),
  ];
  for (const p of warm) {
    const res = await fetch(`${origin}${p}`, { headers: PAGE_HEADERS });
    await res.arrayBuffer();
  }

  const cold = {
    home: await coldRenders(origin, coldKeywords.slice(0, COLD_SAMPLES / 2).map((k, i) => `/?bench=${i}-${encodeURIComponent(k)}`)),
    search: await coldRenders(origin, coldKeywords.map(searchPath)),
    product: await coldRenders(origin, coldProducts),
    // One store in the fixture: its page under distinct query strings (each a cache key nobody rendered).
    store: await coldRenders(origin, coldKeywords.slice(0, COLD_SAMPLES / 2).map((k, i) => `${storePath}?bench=${i}-${encodeURIComponent(k)}`)),
  };

  let k = 1;
  let pi = 1;
  const runs: Figures[] = [];
  if (process.env.BENCH_COLD_ONLY !== '1') {
    runs.push(await load(origin, 'healthz', () => '/healthz'));
    runs.push(await load(origin, 'home (cached)', () => '/'));
    // What a browser asks for: the answer compressed.
    runs.push(await load(origin, 'home (cached, br/gzip)', () => '/', false, { ...PAGE_HEADERS, 'accept-encoding': 'gzip, deflate, br, zstd' }));
    runs.push(await load(origin, 'search (cold)', () => searchPath(keywords[k++ % keywords.length]!), true));
    runs.push(await load(origin, 'search (cached)', () => searchPath(keywords[0]!)));
    runs.push(await load(origin, 'product (cold)', () => products[pi++ % products.length]!, true));
    runs.push(await load(origin, 'product (cached)', () => products[0]!));
    runs.push(await load(origin, 'store (cached)', () => storePath));
  }
  const healthz = runs[0]?.rps ?? NaN;

  console.log('\nthroughput and latency (autocannon)');
  console.log('scenario                req/s   ×healthz   p50 ms    p99 ms   non-2xx/errors   distinct paths   goal (≥0.10×, p99≤100)');
  for (const r of runs) {
    const ratio = r.rps / healthz;
    const ok = r.name === 'healthz' ? '' : ratio >= GOALS.ratio && r.p99 <= GOALS.p99Ms ? 'met' : 'not met';
    console.log(
      `${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)}   ${ratio.toFixed(4).padStart(8)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(7)}   ${`${r.non2xx}/${r.errors}`.padStart(14)}   ${String(r.distinct ?? '').padStart(14)}   ${ok}`,
    );
  }
  console.log('\nHTML per page (bytes, raw / gzip -6)');
  for (const [id, s] of Object.entries(sizes)) console.log(`${id.padEnd(8)} ${(s.raw / 1000).toFixed(1).padStart(7)} kB / ${(s.gzip / 1000).toFixed(1).padStart(6)} kB`);
  console.log(`\ncold render (distinct first renders, nothing cached, one at a time, after ${COLD_WARMUP} unmeasured renders of each kind; goal server p50 ≤ ${GOALS.coldRenderMs} ms)`);
  console.log('page           renders   server p50 / p95 ms   of which loaders p50   client p50 / p95 ms   server CPU per render   goal');
  const ms = (v: number) => v.toFixed(1).padStart(6);
  for (const [id, c] of Object.entries(cold)) {
    const server = c.server === null ? '  n/a (no Server-Timing)' : `${ms(c.server.p50)} / ${ms(c.server.p95)}     `;
    const goal = c.server === null ? '' : c.server.p50 <= GOALS.coldRenderMs ? 'met' : 'not met';
    const cpu = c.cpuPerRender === null ? 'n/a' : `${ms(c.cpuPerRender)} ms`;
    const loaders = c.loaders === null ? 'n/a' : `${ms(c.loaders)} ms`;
    console.log(
      `${`${id} (cold)`.padEnd(15)} ${String(c.count).padStart(3)}   ${server}   ${loaders.padStart(20)}   ${ms(c.client.p50)} / ${ms(c.client.p95)}   ${cpu.padStart(21)}   ${goal}`,
    );
  }
}

main()
  .then(() => stopServer())
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await stopServer();
    process.exit(1);
  });
process.on('SIGINT', () => void stopServer().then(() => process.exit(130)));
