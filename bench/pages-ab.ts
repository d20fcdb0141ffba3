// Cold renders of two builds side by side, asked in turn (docs/decisions/020, "Ninth pass"): on a shared machine whose
// load moves between runs a minute apart, an A/B of two runs compares the minutes more than the builds. This starts
// the production server of this checkout (B) and of another built checkout (A, BENCH_AB_A=<its directory>) as
// bench:pages does, each with its own fresh demo catalog and store fixture, renders BENCH_COLD_WARMUP (default 30)
// unmeasured pages of each kind on both, then for each page kind sends the same distinct first renders to both, one
// at a time, alternating which build goes first. Per build and kind: server time p50 (Server-Timing `render`), loaders
// p50, and the server process's CPU per render (/proc, over the kind's series). BENCH_AB_SAMPLES (default 60) renders a
// kind; BENCH_AB_ROUNDS (default 1) repeats the series (fresh URLs) on the same two servers.
// Ports: BENCH_PORT (B, default 3519) and BENCH_AB_PORT (A, default 3512).
// Usage: BENCH_AB_A=/tmp/branch-point npx tsx bench/pages-ab.ts   (both checkouts built first)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_PATH, type GoodsCard, type Page } from '../core/api.ts';
import { apiCall } from './api-call.ts';
import { createStoreFixture } from './store-fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const A_DIR = path.resolve(process.env.BENCH_AB_A ?? '');
const SAMPLES = Number(process.env.BENCH_AB_SAMPLES ?? 60);
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 1);
const WARMUP = Number(process.env.BENCH_COLD_WARMUP ?? 30);
const KINDS = (process.env.BENCH_AB_KINDS ?? 'home,search,product,store').split(',');
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 haulbridge-bench',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Server = { name: string; origin: string; dataDir: string; child: ChildProcess; storePath: string };

async function start(name: string, dir: string, port: number): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `haulbridge-ab-${name}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, RATE_LIMIT_PER_MINUTE: '100000000', IMAGE_BACKFILL_GOODS: '0' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_GA_ID;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const started = Date.now(); Date.now() - started < 300_000; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`${name} exited during startup`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) {
        const store = await createStoreFixture(origin, dataDir, { storeSpace: 'Bench-Finds', goodsCount: 30 });
        return { name, origin, dataDir, child, storePath: `/store/${store.storeSpace}` };
      }
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${name} not ready`);
}

function cpuMs(server: Server): number {
  const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const timing = (res: Response, entry: string) => Number(new RegExp(`(?:^|,)\\s*${entry};dur=([\\d.]+)`).exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function render(server: Server, p: string) {
  const res = await fetch(`${server.origin}${p}`, { headers: HEADERS });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${server.name} GET ${p} → ${res.status}`);
  return { render: timing(res, 'render'), data: timing(res, 'data') };
}

const servers: Server[] = [];
try {
  servers.push(await start('A', A_DIR, Number(process.env.BENCH_AB_PORT ?? 3512)));
  servers.push(await start('B', ROOT, Number(process.env.BENCH_PORT ?? 3519)));
  const goods: GoodsCard[] = [];
  for (let pageId = 1; pageId <= 40; pageId++) {
    const page = await apiCall<Page<GoodsCard>>(servers[1]!.origin, CATALOG_PATH.defaultGoodsList, { pageId, pageSize: 50 });
    goods.push(...page.list);
    if (page.list.length < 50) break;
  }
  const products = [...new Set(goods.map((g) => `/products/${g.channel}/${g.offerId}`))];
  const words = [...new Set(goods.flatMap((g) => g.title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)))];
  let next = 0;
  const url = (kind: string, i: number) =>
    ({
      home: () => `/?ab=${i}`,
      search: () => `/search-result?keyword=${encodeURIComponent(`${words[i % words.length]} ${words[(i * 7 + 3) % words.length]}`)}`,
      product: () => products[i % products.length]!,
      store: () => `@store?ab=${i}`,
    })[kind]!();
  const at = (s: Server, p: string) => p.replace('@store', s.storePath);
  for (const kind of KINDS) for (let w = 0; w < WARMUP; w++, next++) for (const s of servers) await render(s, at(s, url(kind, next)));
  console.log(`uptime before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${new Date().toISOString().slice(11, 19)} UTC); warm-up ${WARMUP} a kind`);
  console.log('round kind      build  server p50  loaders p50  CPU per render');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const kind of KINDS) {
      const stats = servers.map(() => ({ render: [] as number[], data: [] as number[], cpu: 0 }));
      for (let i = 0; i < SAMPLES; i++, next++) {
        const order = i % 2 === 0 ? [0, 1] : [1, 0];
        for (const k of order) {
          const s = servers[k]!;
          const before = cpuMs(s);
          const r = await render(s, at(s, url(kind, next)));
          // The render's own trailing work (GC, keeping the page) finishes before the other build's turn is counted.
          await sleep(2);
          stats[k]!.cpu += cpuMs(s) - before;
          stats[k]!.render.push(r.render);
          stats[k]!.data.push(r.data);
        }
      }
      for (const [k, s] of servers.entries()) {
        const st = stats[k]!;
        console.log(`${String(round).padEnd(5)} ${kind.padEnd(9)} ${s.name.padEnd(6)} ${p50(st.render).toFixed(1).padStart(7)} ms  ${p50(st.data).toFixed(1).padStart(8)} ms  ${(st.cpu / SAMPLES).toFixed(1).padStart(9)} ms`);
      }
    }
  }
  console.log(`uptime after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${new Date().toISOString().slice(11, 19)} UTC)`);
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  await sleep(2000);
  for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
}
