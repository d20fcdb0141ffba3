// API benchmark: throughput and latency of the catalog calls on a 1M-goods catalog (autocannon).
// Run with `npm run bench:api` (needs TEST_DATABASE_URL, a PostgreSQL server).
//
// 1. Uses the database `haulbridge_bench` on that server (created when missing). When it holds fewer than
//    BENCH_GOODS goods it seeds them once with the demo-catalog bulk seeder (`npm run db:seed -- --goods N`);
//    later runs reuse them. It then migrates and ANALYZEs.
// 2. Starts the API in a child process (`tsx bench/api.ts --serve`: buildApp without the web app, plus a bare
//    GET /bench/hello route), so the load generator does not share the server's event loop. The rate limit is
//    raised out of the way; logging is at warn (no line per request).
// 3. Runs autocannon once per scenario (BENCH_DURATION s, BENCH_CONNECTIONS connections, signed requests built
//    beforehand): hello-world, the cheapest signed API call (the API's own floor), goods list without filter,
//    name search (20 queries in 8 languages, rotating), goods info (rotating offer ids). Each distinct request
//    is sent once before its run (warming the caches, as any visitor would) and must answer code 0. It prints
//    requests/s, p50/p95/p99 latency and throughput relative to hello-world, and the goals.
// 4. Measures the search SQL without the list cache, in-process and one query at a time: what a query costs
//    the first time it is asked.
// Steps 3 and 4 are the **cached** mode: their figures are answers from the list caches. The **cold** mode
// (issue 13 §1; DESIGN "Cold paths count") sends requests no cache has seen: name searches, filtered browsing and
// similar goods generated from a seeded random sample of the catalog (bench/cold-queries.ts), each sent once:
// one set one at a time (p50/p95/p99), another set from eight clients at once (req/s).
//   npm run bench:api                 both modes on PostgreSQL (1M goods)
//   npm run bench:api -- --cold       cold mode only;   -- --cached   cached mode only
//   npm run bench:api -- --pglite     cold mode on the embedded PGlite with the demo catalog (no TEST_DATABASE_URL)
//   BENCH_SEED=7                      another draw of cold requests (default 13)
//   BENCH_PORT=3511                   the bench server's port (default: any free one)
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   node flags for the server process only (a CPU profile)
//   BENCH_PROFILE_DIR=/tmp/prof       a V8 CPU profile of the server per cold workload (<workload>.cpuprofile), measured requests only
//   BENCH_SLOWEST=10                  print the slowest requests of each cold workload (one at a time), with their bodies
// Results go to bench/results/api-<timestamp>.json. Exit code 0 when the measurement completed, goals met or not.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { CATALOG_PATH } from '../core/api.ts';
import { signNonce } from '../core/signature.ts';
import { Rng } from '../db/seed/catalog/prng.ts';
import { browseKey, generateBrowsing, generateSearches, pickProducts, productKey, searchKey, type SampledGoods } from './cold-queries.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_GOODS = Number(process.env.BENCH_GOODS ?? 1_000_000);
const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'haulbridge_bench';
const SIGN_KEY = process.env.SIGN_KEY ?? 'haulbridge-web-sign-key-v1';
const GOALS = { listRatio: 0.3, listP99Ms: 50, searchP95Ms: 30 };
/** Issue 13 §1: every request distinct (cold), PostgreSQL with 1M goods; PGlite with the demo catalog. */
const COLD_GOALS = { p95Ms: 50, p99Ms: 120, rps8: 200, pgliteP95Ms: 10 };
const COLD_SEED = Number(process.env.BENCH_SEED ?? 13);
/** Requests per cold set: sent one at a time, and from eight clients (a second, disjoint set). */
const COLD_ONE = Number(process.env.BENCH_COLD_ONE ?? 600);
const COLD_EIGHT = Number(process.env.BENCH_COLD_EIGHT ?? 800);
const COLD_CLIENTS = 8;
const MODE = process.argv.includes('--cold') ? 'cold' : process.argv.includes('--cached') ? 'cached' : 'all';
const PGLITE = process.argv.includes('--pglite') || process.env.BENCH_DB === 'pglite';

/** Name searches a storefront sees: product words in the eight languages, Chinese fragments, a typo. */
const QUERIES = [
  'hoodie', 'oversized hoodie', 'sneakers', 'backpack', 'wireless earbuds', 'phone case', 'green tea',
  'Kapuzenpullover', 'Rucksack', 'sweat à capuche', 'felpa con cappuccio', 'sudadera', 'bluza z kapturem',
  'худи', 'кроссовки', '卫衣', '连帽卫衣', '运动鞋', '双肩包', 'hoodei',
];

class BenchError extends Error {}

function benchDatabaseUrl(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new BenchError('bench:api needs TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  const url = new URL(server);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

// ── server mode (child process) ──────────────────────────────────────────────
async function serve() {
  const { buildApp } = await import('../server/app.ts');
  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../db/client.ts');
  const { migrateAndSeed } = await import('../db/setup.ts');
  const { sql } = await import('drizzle-orm');
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // PGlite (--pglite): a fresh data directory, migrated and seeded with the demo catalog as `npm start` does, and its
  // tables analyzed as `npm start`'s first maintenance pass does (db/pglite-maintenance.ts).
  if (database.kind === 'pglite') await migrateAndSeed(database, { seed: true });
  if (database.raw.kind === 'pglite') await (await import('../db/pglite-maintenance.ts')).maintain(database.raw.client, true);
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  // The in-process search index (SEARCH_INDEX, on with PostgreSQL): measured once built and current, as a server that
  // has been up for a while serves. A first build of a million goods takes minutes; later runs reuse its file.
  if (app.searchIndex) {
    const started = Date.now();
    await app.searchIndex.start();
    const workers = app.searchIndex.pool() ? config.SEARCH_INDEX_WORKERS : 0;
    process.stderr.write(
      `search index ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.SEARCH_INDEX_FILE ?? path.join(config.DATA_DIR, 'search-index.sqlite')}), ${workers ? `${workers} worker thread${workers === 1 ? '' : 's'}` : 'queries in the event loop (SEARCH_INDEX_WORKERS=0)'}\n`,
    );
  } else process.stderr.write('search index off: PostgreSQL answers every search\n');
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  // The server process's CPU time so far (all its threads, µs): the cold mode reports CPU per request from it. With
  // PostgreSQL on this machine, also `dbMs`: the CPU time of the server processes serving this database (the backends
  // of the app's connections, from /proc), so that work moved between the web process and PostgreSQL is seen on both
  // sides. A backend that has ended keeps the time last read from it (the pool ends connections once idle, so little
  // is lost); the first reading is the baseline.
  const backendCpu = new Map<number, number>();
  let remote = false;
  const databaseCpuMs = async (): Promise<number | null> => {
    if (database.kind === 'pglite' || process.platform !== 'linux' || remote) return null;
    const pids = (await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] };
    for (const { pid } of pids.rows) {
      try {
        backendCpu.set(pid, statCpuMs(`/proc/${pid}/stat`));
      } catch {
        if (!backendCpu.has(pid)) remote = true; // not this machine's processes
      }
    }
    return remote ? null : [...backendCpu.values()].reduce((a, b) => a + b, 0);
  };
  // Each of this process's threads' CPU time (Linux). `mainMs` is the event loop's thread alone (its thread id is the
  // process id), the one thread every request passes through; the index workers, PostgreSQL and the load generator
  // run beside it.
  const threadMs = () => {
    if (process.platform !== 'linux') return {};
    const out: Record<string, number> = {};
    for (const tid of fs.readdirSync('/proc/self/task')) {
      try {
        out[tid] = statCpuMs(`/proc/self/task/${tid}/stat`);
      } catch {
        // the thread ended
      }
    }
    return out;
  };
  app.get('/bench/cpu', async () => {
    const threads = threadMs();
    return { ...process.cpuUsage(), mainMs: threads[String(process.pid)] ?? null, dbMs: await databaseCpuMs(), threads };
  });
  // BENCH_PROFILE_DIR: a V8 CPU profile of the server per cold workload (the measured requests only, not the start).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) {
    const { Session } = await import('node:inspector/promises');
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    app.post('/bench/profile/start', async () => {
      await session.post('Profiler.start');
      return {};
    });
    app.post('/bench/profile/stop', async (request) => {
      const { profile } = await session.post('Profiler.stop');
      const name = String((request.query as { name?: string }).name ?? 'profile').replace(/[^a-z0-9-]+/gi, '-');
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
      return {};
    });
  }
  // A seeded random sample of listings, for the cold mode's generated requests (read here: PGlite is one process).
  app.get('/bench/sample', async (request) => {
    const query = request.query as { n?: string; seed?: string };
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [range] = rows<{ lo: number; hi: number }>(await database.db.execute(sql`select min(id)::int as lo, max(id)::int as hi from goods`));
    const rng = new Rng(Number(query.seed ?? 1));
    const ids = new Set<number>();
    const n = Math.min(Number(query.n ?? 1000), Number(range!.hi) - Number(range!.lo) + 1);
    while (ids.size < n) ids.add(rng.int(Number(range!.lo), Number(range!.hi)));
    const sample = rows<{ channel: string; offer_id: string; title_cn: string; titles: Record<string, string> | string; category_id: number; parent_id: number | null; price_cny: string | number }>(
      await database.db.execute(sql`
        select g.channel, g.offer_id, g.title_cn, g.titles, g.category_id, c.parent_id, g.price_cny
        from goods g join categories c on c.id = g.category_id
        where g.id = any(${sql.param([...ids])}::int[]) order by g.id`),
    );
    return sample.map((r): SampledGoods => ({
      channel: r.channel,
      offerId: r.offer_id,
      titleCn: r.title_cn,
      titles: typeof r.titles === 'string' ? (JSON.parse(r.titles) as Record<string, string>) : r.titles,
      categoryId: Number(r.category_id),
      parentCategoryId: r.parent_id === null ? null : Number(r.parent_id),
      priceCny: Number(r.price_cny),
    }));
  });
  // A flash sale with approved goods and a group buy, and buyers with sessions, for the activity scenarios (issue 14 §4).
  app.post('/bench/activity-fixture', async () => createActivityFixture(database.db));
  // BENCH_PORT: a fixed port (sessions sharing a machine keep to their own); unset, any free one.
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** Buyers for the join scenario: each join is a different buyer's, as in a real crowd. */
const FIXTURE_BUYERS = 1000;
/** Capacity and stock far above what one run can take: the run measures joins and claims, not "sold out" answers. */
const FIXTURE_CAPACITY = 10_000_000;

async function createActivityFixture(db: import('../db/client.ts').Db) {
  const { createSignedInUser } = await import('../server/test-support/sessions.ts');
  const schema = await import('../db/schema/index.ts');
  const { sql } = await import('drizzle-orm');
  const day = 86_400_000;
  const times = { startAt: new Date(Date.now() - day), endAt: new Date(Date.now() + 7 * day) };
  const texts = { titles: { en: 'Bench sale' }, descriptions: { en: 'Bench.' }, rules: {} };
  const picked = (await db.execute(sql`select id, channel, offer_id, price_cny from goods order by sold_count desc, id limit 40`)) as unknown as { rows: { id: number; channel: string; offer_id: string; price_cny: string }[] };
  const goods = picked.rows;
  const [sale] = await db.insert(schema.activities).values({ type: 'flash_sale', ...texts, ...times, capacity: FIXTURE_CAPACITY, minDiscountPct: 10 }).returning({ id: schema.activities.id });
  const [group] = await db
    .insert(schema.activities)
    .values({ type: 'group_buy', ...texts, ...times, capacity: FIXTURE_CAPACITY, groupChannel: goods[0]!.channel, groupOfferId: goods[0]!.offer_id, groupPriceCny: 1, groupRequirement: 2 })
    .returning({ id: schema.activities.id });
  const seller = await createSignedInUser(db);
  const [shop] = await db.insert(schema.shops).values({ userId: seller.userId, storeSpace: `Bench-${sale!.id}`, name: 'Bench shop' }).returning({ id: schema.shops.id });
  const [registration] = await db.insert(schema.activityRegistrations).values({ activityId: sale!.id, userId: seller.userId, shopId: shop!.id, status: 'approved' }).returning({ id: schema.activityRegistrations.id });
  for (const g of goods) {
    const [sg] = await db.insert(schema.shopGoods).values({ shopId: shop!.id, channel: g.channel, offerId: g.offer_id, goodsId: Number(g.id), status: 'ready' }).returning({ id: schema.shopGoods.id });
    const price = Number(g.price_cny);
    await db.insert(schema.activityRegistrationItems).values({ registrationId: registration!.id, activityId: sale!.id, shopGoodsId: sg!.id, originalPriceCny: price, activityPriceCny: Math.max(0.01, Math.round(price * 50) / 100), stock: FIXTURE_CAPACITY });
  }
  const tokens: string[] = [];
  for (let i = 0; i < FIXTURE_BUYERS; i++) tokens.push((await createSignedInUser(db)).token);
  return { flashSaleId: sale!.id, groupBuyId: group!.id, tokens };
}

// ── database ───────────────────────────────────────────────────────────────────
async function prepareDatabase(url: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();

  const goodsCount = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const table = await client.query(`select to_regclass('public.goods') as t`);
      if (!table.rows[0].t) return 0;
      return Number((await client.query('select count(*) as n from goods')).rows[0].n);
    } finally {
      await client.end();
    }
  };
  let count = await goodsCount();
  if (count < TARGET_GOODS) {
    console.log(`${DATABASE_NAME} holds ${count} goods; seeding ${TARGET_GOODS} with the demo-catalog seeder (once; takes a while)…`);
    const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--goods', String(TARGET_GOODS)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
    if (seeded.status !== 0) throw new BenchError('seeding the bench catalog failed');
    count = await goodsCount();
    if (count < TARGET_GOODS) throw new BenchError(`the seeder left ${count} goods, fewer than ${TARGET_GOODS}`);
  }
  const migrated = spawnSync('npm', ['run', 'db:migrate'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, DATABASE_URL: url } });
  if (migrated.status !== 0) throw new BenchError('migrating the bench database failed');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('analyze goods');
  const sample = await client.query(`select channel, offer_id from goods tablesample system (0.5) limit 500`);
  const [{ n: withQc }] = (await client.query('select count(*)::int as n from goods where qc_count > 0')).rows;
  const settings = (await client.query(`select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'max_parallel_workers_per_gather')`)).rows;
  const version = (await client.query('show server_version')).rows[0].server_version;
  await client.end();
  return { count, withQc, offers: sample.rows.map((r) => ({ channel: r.channel as string, offerId: r.offer_id as string })), settings, version };
}

// ── load runs ──────────────────────────────────────────────────────────────────
/** `cookies`, when given, is one Cookie header per body (the same index): a signed-in caller per request. */
type Scenario = { name: string; method: 'GET' | 'POST'; path: string; bodies?: unknown[]; cookies?: string[]; checkFirstOnly?: boolean };
type Figures = { name: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

function signed(): Record<string, string> {
  const nonce = randomUUID();
  return { 'content-type': 'application/json', 'x-nonce': nonce, 'x-signature': signNonce(nonce, SIGN_KEY), 'x-version': 'web-1.0', 'x-platform': 'web', language: 'en' };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

/** Every distinct request of a scenario answers HTTP 200 with code 0 (checked before the load, not during it). */
async function checkScenario(base: string, s: Scenario) {
  for (const [i, body] of (s.checkFirstOnly ? (s.bodies ?? []).slice(0, 1) : (s.bodies ?? [undefined])).entries()) {
    const headers = s.method === 'POST' ? { ...signed(), ...(s.cookies ? { cookie: s.cookies[i]! } : {}) } : {};
    const res = await fetch(`${base}${s.path}`, { method: s.method, headers, body: s.method === 'POST' ? JSON.stringify(body) : undefined });
    const json = (await res.json()) as { code?: number };
    if (!res.ok || (json.code !== undefined && json.code !== 0)) throw new BenchError(`${s.name}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  }
}

/**
 * The requests of a scenario, built before the run: each body with its own nonce and signature. The load
 * generator shares the machine with the server, so it must not spend CPU per request (signing every request
 * on the fly cost it more than the server spent answering). The server does not require fresh nonces.
 */
function prebuilt(s: Scenario): autocannon.Request[] {
  if (s.method === 'GET') return [{ method: 'GET', path: s.path }];
  const copies = Math.max(1, Math.ceil(100 / s.bodies!.length));
  return Array.from({ length: copies }).flatMap(() =>
    s.bodies!.map((body, i) => ({ method: 'POST' as const, path: s.path, headers: { ...signed(), ...(s.cookies ? { cookie: s.cookies[i]! } : {}) }, body: JSON.stringify(body) })),
  );
}

async function run(base: string, s: Scenario): Promise<Figures> {
  await checkScenario(base, s);
  const latencies: number[] = [];
  // Without a callback autocannon answers an instance that is also a promise of the result (its types pick one).
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // No onResponse hook: it makes autocannon collect every body, a client cost hello-world would not pay.
    requests: prebuilt(s),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: s.name,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || DURATION_S),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The search as a first-time query costs it: the service without its list cache, one query at a time. */
async function coldSearch(url: string) {
  const { openPostgres } = await import('../db/client.ts');
  const { makeCatalogRepo } = await import('../server/modules/catalog/repo.ts');
  const { makeCatalogService } = await import('../server/modules/catalog/service.ts');
  const { makeReferenceRepo } = await import('../server/modules/reference/repo.ts');
  const { makeReferenceService } = await import('../server/modules/reference/service.ts');
  const database = await openPostgres(url);
  const ctx = { locale: 'en' as const, clientIp: '127.0.0.1', t: (k: string) => k };
  const per: { query: string; ms: number; total: number }[] = [];
  try {
    const reference = makeReferenceService(makeReferenceRepo(database.db));
    // No list cache: every query runs its SQL. The typo-correction vocabulary is loaded once, as in a
    // running server (it is refreshed in the background every 10 minutes), during round 0, which also warms
    // the buffers and is not counted.
    const service = makeCatalogService({ repo: makeCatalogRepo(database.db), reference, listCacheTtlMs: 0 });
    for (let round = 0; round < 3; round++) {
      for (const keyword of QUERIES) {
        const started = performance.now();
        const page = await service.goodsList({ keyword, pageId: 1, pageSize: 20, currency: 'CNY', showNoQc: false, sort: 'relevance' }, ctx);
        if (round > 0) per.push({ query: keyword, ms: performance.now() - started, total: page.total });
      }
    }
  } finally {
    await database.close();
  }
  const sorted = per.map((p) => p.ms).sort((a, b) => a - b);
  const byQuery = QUERIES.map((query) => {
    const runs = per.filter((p) => p.query === query);
    return { query, total: runs[0]?.total ?? 0, ms: Math.min(...runs.map((r) => r.ms)) };
  });
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0, byQuery };
}

// ── cold mode ──────────────────────────────────────────────────────────────────
type ColdRequest = { method: 'GET' | 'POST'; path: string; body?: unknown; locale: string };
type ColdFigures = {
  name: string;
  one: { requests: number; p50: number; p95: number; p99: number; mean: number; serverCpuMs: number; dbCpuMs: number | null };
  eight: { requests: number; rps: number; p50: number; p95: number; p99: number; serverCpuMs: number; mainCpuMs: number | null; clientCpuMs: number; dbCpuMs: number | null };
};

/** The server's CPU time (user + system, ms) so far, and PostgreSQL's for its connections (null on PGlite). */
async function serverCpuMs(base: string): Promise<{ server: number; main: number | null; db: number | null; threads: Record<string, number> }> {
  const usage = (await (await fetch(`${base}/bench/cpu`)).json()) as { user: number; system: number; mainMs?: number | null; dbMs?: number | null; threads?: Record<string, number> };
  return { server: (usage.user + usage.system) / 1000, main: usage.mainMs ?? null, db: usage.dbMs ?? null, threads: usage.threads ?? {} };
}
/** A process's or thread's CPU time (user + system, ms) from its /proc stat file (ticks of USER_HZ = 100). */
function statCpuMs(file: string): number {
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}
const perRequest = (from: number | null, to: number | null, n: number) => (from === null || to === null ? null : (to - from) / (n || 1));
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * The cold mode's client: node:http on kept-alive connections (fetch cost the load generator ~2 ms of CPU a request on
 * this 2-core machine, CPU the server then lacked). It asks for compressed answers as a browser does.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Sends one request and answers its latency (to the last byte); anything but HTTP 200 and code 0 stops the bench. */
function send(base: string, r: ColdRequest): Promise<number> {
  const headers: Record<string, string> = { ...signed(), language: r.locale, 'accept-encoding': 'gzip, deflate, br' };
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  if (r.method === 'GET') delete headers['content-type'];
  else headers['content-length'] = String(Buffer.byteLength(body ?? ''));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${r.path}`, { method: r.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - started;
        try {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const bytes = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const text = bytes.toString();
          const json = JSON.parse(text) as { code?: number };
          if (res.statusCode !== 200 || json.code !== 0) throw new BenchError(`${r.method} ${r.path} ${JSON.stringify(r.body ?? '')}: ${res.statusCode} ${text.slice(0, 300)}`);
          resolve(ms);
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** BENCH_SLOWEST=N: print the N slowest requests of each cold workload's one-at-a-time set (what the tail is made of). */
const SLOWEST = Number(process.env.BENCH_SLOWEST ?? 0);

/** One set one request at a time (latency), then another set from eight clients at once (throughput). */
async function coldRun(base: string, name: string, one: ColdRequest[], eight: ColdRequest[]): Promise<ColdFigures> {
  const profiled = Boolean(process.env.BENCH_PROFILE_DIR);
  if (profiled) await fetch(`${base}/bench/profile/start`, { method: 'POST' });
  const single: number[] = [];
  const cpu0 = await serverCpuMs(base);
  const timed: [number, ColdRequest][] = [];
  for (const r of one) {
    const ms = await send(base, r);
    single.push(ms);
    timed.push([ms, r]);
  }
  const cpu1 = await serverCpuMs(base);
  if (SLOWEST > 0) {
    console.log(`${name}: the ${SLOWEST} slowest of one at a time`);
    for (const [ms, r] of timed.sort((a, b) => b[0] - a[0]).slice(0, SLOWEST)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${r.body === undefined ? r.path : JSON.stringify(r.body)}`);
  }
  const loaded: number[] = [];
  const queue = [...eight];
  const own0 = ownCpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: COLD_CLIENTS }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) loaded.push(await send(base, r));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const own1 = ownCpuMs();
  const cpu2 = await serverCpuMs(base);
  if (profiled) await fetch(`${base}/bench/profile/stop?name=${encodeURIComponent(name.split(' (')[0]!.replace(/ /g, '-'))}`, { method: 'POST' });
  // BENCH_THREADS=1: the server's CPU a request at eight clients by thread (Linux thread ids; the first is the event loop).
  if (process.env.BENCH_THREADS === '1') {
    const busy = Object.entries(cpu2.threads).map(([tid, ms]) => [tid, (ms - (cpu1.threads[tid] ?? 0)) / (loaded.length || 1)] as const);
    console.log(`${name}, server CPU ms a request by thread at eight clients: ${busy.filter(([, ms]) => ms > 0).map(([tid, ms]) => `${tid} ${ms.toFixed(2)}`).join(', ')}`);
  }
  single.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  return {
    name,
    one: { requests: single.length, p50: percentile(single, 50), p95: percentile(single, 95), p99: percentile(single, 99), mean: single.reduce((a, b) => a + b, 0) / (single.length || 1), serverCpuMs: (cpu1.server - cpu0.server) / (single.length || 1), dbCpuMs: perRequest(cpu0.db, cpu1.db, single.length) },
    eight: {
      requests: loaded.length,
      rps: loaded.length / seconds,
      p50: percentile(loaded, 50),
      p95: percentile(loaded, 95),
      p99: percentile(loaded, 99),
      serverCpuMs: (cpu2.server - cpu1.server) / (loaded.length || 1),
      mainCpuMs: perRequest(cpu1.main, cpu2.main, loaded.length),
      dbCpuMs: perRequest(cpu1.db, cpu2.db, loaded.length),
      clientCpuMs: (own1 - own0) / (loaded.length || 1),
    },
  };
}

/**
 * The cold mode: requests drawn with COLD_SEED from a sample of the catalog, every one distinct (and distinct from
 * the cached mode's fixed searches), so each is answered by the database, not a cache.
 */
async function coldMode(base: string) {
  const api = (p: string) => `/api/${p}`;
  const res = await fetch(`${base}/bench/sample?n=5000&seed=${COLD_SEED}`);
  const sample = (await res.json()) as SampledGoods[];
  const fixed = new Set(QUERIES.map((keyword) => searchKey({ locale: 'en', keyword })));
  const searchesOne = generateSearches(sample, COLD_ONE, COLD_SEED, fixed);
  const searchesEight = generateSearches(sample, COLD_EIGHT, COLD_SEED + 1, new Set([...fixed, ...searchesOne.map(searchKey)]));
  const warm = generateSearches(sample, 20, COLD_SEED + 2, new Set([...fixed, ...searchesOne.map(searchKey), ...searchesEight.map(searchKey)]));
  const browseOne = generateBrowsing(sample, Math.round(COLD_ONE / 2), COLD_SEED);
  const browseEight = generateBrowsing(sample, Math.round(COLD_EIGHT / 2), COLD_SEED + 1, new Set(browseOne.map(browseKey)));
  const productsOne = pickProducts(sample, Math.round(COLD_ONE / 2), COLD_SEED);
  const productsEight = pickProducts(sample, Math.round(COLD_EIGHT / 2), COLD_SEED + 1, new Set(productsOne.map(productKey)));
  if (searchesOne.length < 500) throw new BenchError(`only ${searchesOne.length} distinct searches could be drawn from the sample`);
  const byKind = new Map<string, number>();
  for (const q of searchesOne) byKind.set(q.kind, (byKind.get(q.kind) ?? 0) + 1);
  const kinds = [...byKind].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`cold mode (seed ${COLD_SEED}): ${searchesOne.length} + ${searchesEight.length} distinct searches (${kinds}), ${browseOne.length} + ${browseEight.length} browsing requests, ${productsOne.length} + ${productsEight.length} similar-goods products`);
  console.log(`  e.g. ${searchesOne.slice(0, 12).map((q) => `${q.locale}:"${q.keyword}"`).join(', ')}`);

  const search = (q: { locale: string; keyword: string }): ColdRequest => ({ method: 'POST', path: api(CATALOG_PATH.goodsList), body: { keyword: q.keyword, pageId: 1, pageSize: 20 }, locale: q.locale });
  const browse = (q: ReturnType<typeof generateBrowsing>[number]): ColdRequest => ({ method: 'POST', path: api(CATALOG_PATH.goodsList), body: { ...q, currency: 'CNY', pageId: 1, pageSize: 20 }, locale: 'en' });
  const similar = (p: { channel: string; offerId: string }): ColdRequest => ({
    method: 'GET',
    path: `${api(CATALOG_PATH.similarGoodsList)}?channel=${encodeURIComponent(p.channel)}&offerId=${encodeURIComponent(p.offerId)}`,
    locale: 'en',
  });
  // A running server has loaded its typo vocabulary, category tree and rates: so does this one before measuring.
  for (const q of warm) await send(base, search(q));
  const figures = [
    await coldRun(base, 'name search (cold)', searchesOne.map(search), searchesEight.map(search)),
    await coldRun(base, 'browsing (cold)', browseOne.map(browse), browseEight.map(browse)),
    await coldRun(base, 'similar goods (cold)', productsOne.map(similar), productsEight.map(similar)),
  ];
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(24) : c.padStart(9))).join('');
  console.log('\n' + row(['cold, each request once', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', '| n (8 cl)', 'req/s', 'p50 ms', 'p99 ms']));
  for (const f of figures) {
    console.log(row([f.name, String(f.one.requests), f.one.p50.toFixed(1), f.one.p95.toFixed(1), f.one.p99.toFixed(1), f.one.mean.toFixed(1), String(f.eight.requests), f.eight.rps.toFixed(0), f.eight.p50.toFixed(1), f.eight.p99.toFixed(1)]));
  }
  // CPU per request: the server process (all its threads; "main 8" its event loop's thread alone), PostgreSQL's
  // backends serving it ("db", when on this machine) and this load generator, in ms. Less load-dependent than latency
  // on a shared machine.
  const ms = (v: number | null) => (v === null ? '—' : v.toFixed(2));
  console.log('\n' + row(['CPU ms per request', 'server 1', 'server 8', 'main 8', 'db 1', 'db 8', 'client 8']));
  for (const f of figures) console.log(row([f.name, ms(f.one.serverCpuMs), ms(f.eight.serverCpuMs), ms(f.eight.mainCpuMs), ms(f.one.dbCpuMs), ms(f.eight.dbCpuMs), ms(f.eight.clientCpuMs)]));
  const goals = figures.map((f) => {
    const met = PGLITE ? f.one.p95 <= COLD_GOALS.pgliteP95Ms : f.one.p95 <= COLD_GOALS.p95Ms && f.one.p99 <= COLD_GOALS.p99Ms && f.eight.rps >= COLD_GOALS.rps8;
    return { name: f.name, met };
  });
  const goalText = PGLITE ? `p95 <= ${COLD_GOALS.pgliteP95Ms} ms (PGlite, demo catalog)` : `p95 <= ${COLD_GOALS.p95Ms} ms, p99 <= ${COLD_GOALS.p99Ms} ms at one client, >= ${COLD_GOALS.rps8} req/s at ${COLD_CLIENTS} clients`;
  const unmet = goals.filter((g) => !g.met).map((g) => g.name);
  console.log(`cold goals: ${goalText} | ${unmet.length ? `not met: ${unmet.join(', ')}` : 'all goals met'}`);
  return { seed: COLD_SEED, figures, goals };
}

// ── cached mode ────────────────────────────────────────────────────────────────
async function cachedMode(base: string, url: string, db: Awaited<ReturnType<typeof prepareDatabase>>) {
  const api = (p: string) => `/api/${p}`;
  const scenarios: Scenario[] = [
    { name: 'hello world', method: 'GET', path: '/bench/hello' },
    // The cheapest signed API call (a cached reference list): the ceiling any API call can reach, since every
    // one pays the signature check, rate limit, JSON body parsing and validation that hello-world skips.
    { name: 'API floor (rate list)', method: 'POST', path: api('S/pub/get/rate/list'), bodies: [{}] },
    { name: 'goods list (no filter)', method: 'POST', path: api(CATALOG_PATH.goodsList), bodies: [{ pageId: 1, pageSize: 20 }] },
    { name: 'name search (20 queries)', method: 'POST', path: api(CATALOG_PATH.goodsList), bodies: QUERIES.map((keyword) => ({ keyword, pageId: 1, pageSize: 20 })) },
    { name: 'goods info', method: 'POST', path: api(CATALOG_PATH.goodsInfo), bodies: db.offers },
  ];
  // Issue 14 §4: the flash sale's goods list (a visitor's, 20 approved goods) and joins under load: each request a
  // different buyer (1,000), a group buy whose capacity the run cannot reach; after the first round a buyer's join
  // answers "joined" again (the same answer twice), under the same row lock.
  const fixture = (await (await fetch(`${base}/bench/activity-fixture`, { method: 'POST' })).json()) as { flashSaleId: number; groupBuyId: number; tokens: string[] };
  scenarios.push(
    { name: 'flash-sale goods list', method: 'POST', path: api('S/pub/get/activity/goods/list'), bodies: [{ id: fixture.flashSaleId, pageId: 1, pageSize: 20 }] },
    { name: 'group-buy join', method: 'POST', path: api('S/join/activity'), bodies: fixture.tokens.map(() => ({ id: fixture.groupBuyId })), cookies: fixture.tokens.map((token) => `token=${token}`), checkFirstOnly: true },
  );
  const figures: Figures[] = [];
  for (const s of scenarios) {
    figures.push(await run(base, s));
    const f = figures.at(-1)!;
    console.log(`  ${f.name}: ${f.rps.toFixed(0)} req/s`);
  }
  const hello = figures[0]!.rps;
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(26) : c.padStart(10))).join('');
  console.log('\n' + row(['cached (repeated requests)', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs hello', 'errors']));
  for (const f of figures) {
    console.log(row([f.name, f.rps.toFixed(0), f.p50.toFixed(1), f.p95.toFixed(1), f.p99.toFixed(1), (f.rps / hello).toFixed(2), String(f.errors + f.non2xx)]));
  }
  const list = figures[2]!;
  const search = figures[3]!;
  for (const f of figures.slice(5)) console.log(`activity: ${f.name} ${(f.rps / hello).toFixed(2)}× hello, p99 ${f.p99.toFixed(1)} ms`);
  const goals = {
    listRatio: { value: list.rps / hello, goal: `>= ${GOALS.listRatio}`, met: list.rps / hello >= GOALS.listRatio },
    listP99: { value: list.p99, goal: `<= ${GOALS.listP99Ms} ms`, met: list.p99 <= GOALS.listP99Ms },
    searchP95: { value: search.p95, goal: `<= ${GOALS.searchP95Ms} ms`, met: search.p95 <= GOALS.searchP95Ms },
  };
  const unmet = Object.entries(goals).filter(([, g]) => !g.met);
  console.log(
    `cached: goods list ${goals.listRatio.value.toFixed(2)}× hello, p99 ${list.p99.toFixed(1)} ms | search p95 ${search.p95.toFixed(1)} ms | goals: list >= ${GOALS.listRatio}× hello and p99 <= ${GOALS.listP99Ms} ms, search p95 <= ${GOALS.searchP95Ms} ms | ${unmet.length ? `not met: ${unmet.map(([k]) => k).join(', ')}` : 'all goals met'}`,
  );
  return { figures, goals };
}

// ── main ───────────────────────────────────────────────────────────────────────
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER_NODE_ARGS: extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'bench/api.ts'), '--serve'], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: '', PUBLIC_GA_ID: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new BenchError(`the bench server exited with code ${code}`)));
  });
}

async function main() {
  let url = '';
  let db: Awaited<ReturnType<typeof prepareDatabase>> | null = null;
  let dataDir: string | null = null;
  if (PGLITE) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-bench-'));
    console.log(`embedded PGlite with the demo catalog in ${dataDir} (seeded by the bench server)`);
  } else {
    url = benchDatabaseUrl();
    db = await prepareDatabase(url);
    console.log(`catalog: ${db.count.toLocaleString('en')} goods (${db.withQc.toLocaleString('en')} with QC photos), PostgreSQL ${db.version}; ${DURATION_S} s per run, ${CONNECTIONS} connections`);
  }

  const { child, port } = await startServer(PGLITE ? { DATABASE_URL: '', DATA_DIR: dataDir! } : { DATABASE_URL: url });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  const cleanup = () => {
    stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  const base = `http://127.0.0.1:${port}`;
  let cold: Awaited<ReturnType<typeof coldMode>> | null = null;
  let cached: Awaited<ReturnType<typeof cachedMode>> | null = null;
  try {
    // Cold first: the cached mode's fixed searches are left out of the cold draws, and nothing it runs is cached yet.
    if (MODE !== 'cached' || PGLITE) cold = await coldMode(base);
    if (MODE !== 'cold' && !PGLITE) cached = await cachedMode(base, url, db!);
  } finally {
    stop();
  }
  let coldSql: Awaited<ReturnType<typeof coldSearch>> | null = null;
  if (cached) {
    coldSql = await coldSearch(url);
    console.log(`\ncached mode's 20 searches, SQL without the list cache (in-process, one at a time): p50 ${coldSql.p50.toFixed(1)} ms, p95 ${coldSql.p95.toFixed(1)} ms, max ${coldSql.max.toFixed(1)} ms`);
    for (const q of coldSql.byQuery) console.log(`  ${q.query.padEnd(22)} ${q.ms.toFixed(1).padStart(7)} ms  ${q.total.toLocaleString('en').padStart(9)} matches`);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `api-${PGLITE ? 'pglite-' : ''}${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        database: db ? { goods: db.count, withQc: db.withQc, version: db.version, settings: db.settings } : { kind: 'pglite', catalog: 'demo' },
        durationS: DURATION_S,
        connections: CONNECTIONS,
        cold,
        cached: cached ? { ...cached, coldSearchSql: coldSql } : null,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(ROOT, file)}`);
}

if (process.argv.includes('--serve')) {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof BenchError ? error.message : error);
      process.exit(1);
    },
  );
}
