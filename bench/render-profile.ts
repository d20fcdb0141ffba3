// Profile of cold page renders only (not startup, seed or fixture): starts the production server as bench:pages does,
// renders warm-ups, then for each page kind records a CPU profile around N distinct renders sent one at a time.
// RENDER_PROF_DIR=<dir> (required), RENDER_PROF_N (default 60), RENDER_PROF_KINDS (default home,search,product,store),
// BENCH_PORT (default 3516). The server profiles itself (bench/render-profile-preload.mjs, toggled by SIGUSR2): sampling
// counts wall time in a function, so on a loaded machine a descheduled moment lands on whatever ran; read several runs.
// Usage: RENDER_PROF_DIR=/tmp/prof npx tsx bench/render-profile.ts; then open <dir>/<kind>.cpuprofile in DevTools.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_PATH, type GoodsCard, type Page } from '../core/api.ts';
import { apiCall } from './api-call.ts';
import { createStoreFixture } from './store-fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.resolve(process.env.RENDER_PROF_DIR!);
const N = Number(process.env.RENDER_PROF_N ?? 60);
const KINDS = (process.env.RENDER_PROF_KINDS ?? 'home,search,product,store').split(',');
const PRELOAD = path.join(ROOT, 'bench/render-profile-preload.mjs');
const HEADERS = { accept: 'text/html', 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36 haulbridge-bench' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

fs.mkdirSync(DIR, { recursive: true });
const port = Number(process.env.BENCH_PORT ?? 3516);
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbridge-prof-'));
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, RATE_LIMIT_PER_MINUTE: '100000000', IMAGE_BACKFILL_GOODS: '0', RENDER_PROF_ROLE: 'server' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.PUBLIC_GA_ID;
const child = spawn(process.execPath, ['--import', PRELOAD, '--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
try {
  for (;;) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const store = await createStoreFixture(origin, dataDir, { storeSpace: 'Bench-Finds', goodsCount: 30 });
  const goods: GoodsCard[] = [];
  for (let pageId = 1; pageId <= 20; pageId++) {
    const page = await apiCall<Page<GoodsCard>>(origin, CATALOG_PATH.defaultGoodsList, { pageId, pageSize: 50 });
    goods.push(...page.list);
    if (page.list.length < 50) break;
  }
  const products = [...new Set(goods.map((g) => `/products/${g.channel}/${g.offerId}`))];
  const words = [...new Set(goods.flatMap((g) => g.title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)))];
  const paths: Record<string, (i: number) => string> = {
    home: (i) => `/?bench=${i}`,
    search: (i) => `/search-result?keyword=${encodeURIComponent(words[i % words.length]!)}`,
    product: (i) => products[i % products.length]!,
    store: (i) => `/store/${store.storeSpace}?bench=${i}`,
  };
  const get = async (p: string) => {
    const res = await fetch(`${origin}${p}`, { headers: HEADERS });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p} → ${res.status}`);
  };
  let i = 0;
  for (const kind of KINDS) for (let w = 0; w < 15; w++) await get(paths[kind]!(i++));
  let n = 0;
  for (const kind of KINDS) {
    child.kill('SIGUSR2');
    await sleep(300);
    for (let r = 0; r < N; r++) await get(paths[kind]!(i++));
    child.kill('SIGUSR2');
    n++;
    while (!fs.existsSync(`${DIR}/${n}.cpuprofile`)) await sleep(100);
    await sleep(200);
    fs.renameSync(`${DIR}/${n}.cpuprofile`, `${DIR}/${kind}.cpuprofile`);
    console.log(`${kind}: ${N} renders profiled`);
  }
} finally {
  child.kill('SIGTERM');
  await sleep(2000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
