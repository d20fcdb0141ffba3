// Web benchmark: Lighthouse (mobile defaults, 3 runs, medians) and first-load JavaScript of the home page, a
// search result page, a product page and a seller's store page. Run with `npm run bench:web` (builds when stale,
// then `tsx bench/web.ts`). BENCH_PAGES=home,search,product,store picks pages; BENCH_LH_RUNS=0 measures first-load JS only. See bench/README.md.
//
// It starts its own server (fresh temp DATA_DIR, free port), measures, and always stops the server.
// Exit code: 0 when the measurement completed (goals met or not), 1 when the measurement itself failed.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CATALOG_PATH, type GoodsCard, type Page } from '../core/api.ts';
import { apiCall } from './api-call.ts';
import { createStoreFixture } from './store-fixture.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
const CATEGORY_LABEL: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best-practices',
  seo: 'seo',
};
const METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
] as const;
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, firstLoadJsKb: 135 };

/** How long the bench waits for its server to migrate and seed (BENCH_HEALTH_TIMEOUT_S; longer on a loaded machine). */
const HEALTH_TIMEOUT_MS = Number(process.env.BENCH_HEALTH_TIMEOUT_S ?? 120) * 1000;
const KB = 1000; // kB = 1000 bytes throughout

// ---------------------------------------------------------------------------------------------
// small helpers

/** An expected failure (bad setup): reported without a stack trace. */
class BenchError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function table(headers: string[], rows: (string | number)[][], alignRight: boolean[] = []) {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

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

// ---------------------------------------------------------------------------------------------
// server lifecycle

interface RunningServer {
  child: ChildProcess;
  origin: string;
  dataDir: string;
  log: () => string;
}

async function startServer(): Promise<RunningServer> {
  // BENCH_PORT: a fixed port (a shared machine hands each session its own); else any free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbridge-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
  };
  // Never point the bench at a real database or cache from the caller's environment.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_GA_ID;
  // No search-by-image backfill of the demo catalog during the Lighthouse runs (it keeps a core busy for minutes).
  env.IMAGE_BACKFILL_GOODS = process.env.IMAGE_BACKFILL_GOODS ?? '0';

  // process.execPath directly (not npx/npm) so the PID we hold is the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server: RunningServer = { child, origin, dataDir, log: () => output };
  activeServer = server;

  const started = Date.now();
  while (Date.now() - started < HEALTH_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BenchError(`server exited during startup (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        const body = (await res.json()) as { status?: string };
        if (body.status === 'ok') return server;
      } else {
        await res.body?.cancel();
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new BenchError(`server did not answer 200 on /healthz within ${HEALTH_TIMEOUT_MS / 1000}s:\n${output}`);
}

let activeServer: RunningServer | undefined;
let activeChrome: chromeLauncher.LaunchedChrome | undefined;

async function stopServer(server: RunningServer) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const graceful = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!graceful) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(5_000)]);
    }
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (activeServer === server) activeServer = undefined;
}

async function cleanup() {
  if (activeChrome) {
    try {
      activeChrome.kill();
    } catch {
      // already gone
    }
    activeChrome = undefined;
  }
  if (activeServer) await stopServer(activeServer);
}

// ---------------------------------------------------------------------------------------------
// first-load JavaScript

interface AssetFigure {
  url: string;
  via: string;
  raw: number;
  gzip: number;
  servedEncoding: string;
  wire: number | null;
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const m of source.matchAll(re)) attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/** Import specifiers of an ES module's source: static `import … from "x"`, `import "x"`, `export … from "x"`, and `import("x")`. */
function importSpecifiers(code: string, { dynamic }: { dynamic: boolean }): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["']([^"'\n]+)["']/g)) {
    found.push(m[1]!);
  }
  if (dynamic) for (const m of code.matchAll(/(?:^|[^\w$.])import\s*\(\s*["']([^"'\n]+)["']\s*\)/g)) found.push(m[1]!);
  return found;
}

// Ask for what Chrome asks for, so "served as" shows what a browser would get (fetch decodes the body).
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function fetchAsset(url: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
  const servedEncoding = res.headers.get('content-encoding') ?? 'identity';
  const length = res.headers.get('content-length');
  const body = Buffer.from(await res.arrayBuffer()); // fetch decodes any content-encoding
  // Bytes on the wire: content-length when the server sent one (null for chunked responses).
  const wire = length === null ? null : Number(length);
  return { body, servedEncoding, wire };
}

async function measureFirstLoad(origin: string, pagePath: string) {
  const pageUrl = `${origin}${pagePath}`;
  const res = await fetch(pageUrl, { headers: { accept: 'text/html', 'accept-encoding': ACCEPT_ENCODING, 'user-agent': 'Mozilla/5.0 haulbridge-bench' } });
  if (!res.ok) throw new Error(`GET ${pageUrl} → ${res.status}`);
  const html = await res.text();

  const scripts = new Map<string, string>(); // url → how it was found
  const styles = new Map<string, string>();
  const addScript = (spec: string, via: string) => {
    const url = new URL(spec, pageUrl).href;
    if (!scripts.has(url)) scripts.set(url, via);
  };
  let inlineScriptBytes = 0;

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = parseAttributes(m[1]!);
    const body = m[2]!;
    if (attrs.src) {
      addScript(attrs.src, attrs.type === 'module' ? '<script type=module src>' : '<script src>');
      continue;
    }
    inlineScriptBytes += Buffer.byteLength(body);
    if (attrs.type === 'module') {
      for (const spec of importSpecifiers(body, { dynamic: true })) {
        if (new URL(spec, pageUrl).pathname.startsWith('/assets/')) addScript(spec, 'inline module import');
      }
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = parseAttributes(m[1]!);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload')) addScript(attrs.href, '<link rel=modulepreload>');
    else if (rel.includes('preload') && attrs.as === 'script') addScript(attrs.href, '<link rel=preload as=script>');
    else if (rel.includes('stylesheet')) styles.set(new URL(attrs.href, pageUrl).href, '<link rel=stylesheet>');
  }
  if (scripts.size === 0) throw new Error(`found no scripts on ${pagePath}: is the HTML what this bench expects?`);

  // Fetch each script; follow static imports too, so a chunk the browser needs but the HTML does not
  // preload still counts (marked "static import (not preloaded)"). Dynamic import() inside chunks is lazy: not counted.
  const js: AssetFigure[] = [];
  const queue = [...scripts.keys()];
  while (queue.length) {
    const url = queue.shift()!;
    const { body, servedEncoding, wire } = await fetchAsset(url);
    js.push({ url, via: scripts.get(url)!, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, servedEncoding, wire });
    for (const spec of importSpecifiers(body.toString('utf8'), { dynamic: false })) {
      if (!/^(\.{0,2}\/|https?:)/.test(spec)) continue;
      const dep = new URL(spec, url).href;
      if (!scripts.has(dep)) {
        scripts.set(dep, 'static import (not preloaded)');
        queue.push(dep);
      }
    }
  }
  const css: AssetFigure[] = [];
  for (const [url, via] of styles) {
    const { body, servedEncoding, wire } = await fetchAsset(url);
    css.push({ url, via, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, servedEncoding, wire });
  }
  const htmlBytes = Buffer.byteLength(html);
  const sum = (list: AssetFigure[], key: 'raw' | 'gzip') => list.reduce((total, a) => total + a[key], 0);
  return {
    html: { raw: htmlBytes, gzip: gzipSync(html, { level: 9 }).length, inlineScriptBytes, servedEncoding: res.headers.get('content-encoding') ?? 'identity' },
    js,
    css,
    totals: { jsRaw: sum(js, 'raw'), jsGzip: sum(js, 'gzip'), cssRaw: sum(css, 'raw'), cssGzip: sum(css, 'gzip') },
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // we clean up ourselves (server first)
    logLevel: 'silent',
  });
  activeChrome = chrome;
  try {
    // No config → Lighthouse's default config: mobile form factor, simulated (Lantern) throttling.
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const id of CATEGORIES) {
      if (typeof lhr.categories[id]?.score !== 'number') throw new Error(`Lighthouse gave no ${id} score (runWarnings: ${lhr.runWarnings.join('; ')})`);
    }
    return lhr;
  } finally {
    chrome.kill();
    activeChrome = undefined;
  }
}

const score100 = (lhr: Result, id: CategoryId) => Math.round((lhr.categories[id]!.score ?? 0) * 100);

type Details = Record<string, unknown> & { type?: string };
type Heading = { key?: string | null; label?: unknown; valueType?: string; subItemsHeading?: { key?: string; valueType?: string } };

function formatNode(v: Record<string, unknown>): string {
  const parts = [
    v.selector ? `selector: ${v.selector}` : '',
    v.snippet ? `snippet: ${String(v.snippet).slice(0, 240)}` : '',
    v.nodeLabel ? `text: "${String(v.nodeLabel).slice(0, 80)}"` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

function formatValue(value: unknown, valueType?: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    switch (v.type) {
      case 'node':
        return formatNode(v);
      case 'source-location':
        return `${v.url}:${Number(v.line) + 1}:${Number(v.column) + 1}`;
      case 'url':
      case 'code':
      case 'text':
        return String(v.value);
      case 'numeric':
        return formatValue(v.value, 'numeric');
      default:
        return undefined;
    }
  }
  if (typeof value === 'number') {
    switch (valueType) {
      case 'bytes':
        return value >= 1024 ? `${(value / 1024).toFixed(1)} KiB` : `${Math.round(value)} B`;
      case 'ms':
      case 'timespanMs':
        if (value >= 3_600_000) return `${Number((value / 3_600_000).toFixed(1))} h`;
        return `${Math.round(value)} ms`;
      default:
        return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
    }
  }
  return String(value);
}

/** Human-readable lines for an audit's details (elements, URLs, savings, checklists, request chains). */
function describeDetails(details: Details | undefined, indent = ''): string[] {
  if (!details || typeof details !== 'object') return [];
  const lines: string[] = [];
  const LIMIT = 12;
  switch (details.type) {
    case 'table':
    case 'opportunity': {
      const items = (details.items as Record<string, unknown>[] | undefined) ?? [];
      const headings = ((details.headings as Heading[] | undefined) ?? []).filter((h) => h.key);
      for (const item of items.slice(0, LIMIT)) {
        const fields: string[] = [];
        const keys: { key: string; label: string; valueType?: string }[] = headings.length
          ? headings.map((h) => ({ key: h.key!, label: typeof h.label === 'string' ? h.label : h.key!, valueType: h.valueType }))
          : Object.keys(item).filter((k) => k !== 'subItems').map((k) => ({ key: k, label: k }));
        for (const { key, label, valueType } of keys) {
          const text = formatValue(item[key], valueType);
          if (text !== undefined) fields.push(key === 'node' ? text : `${label}: ${text}`);
        }
        const sub = item.subItems as { items?: Record<string, unknown>[] } | undefined;
        if (sub?.items?.length) {
          const related = sub.items.slice(0, 5).map((s) =>
            headings
              .map((h) => h.subItemsHeading?.key && formatValue(s[h.subItemsHeading.key], h.subItemsHeading.valueType))
              .filter(Boolean)
              .join(' '),
          );
          const text = related.filter(Boolean).join(' ; ');
          if (text) fields.push(`related: ${text}`);
        }
        if (fields.length) lines.push(`${indent}${fields.join(' | ')}`);
      }
      if (items.length > LIMIT) lines.push(`${indent}… and ${items.length - LIMIT} more`);
      break;
    }
    case 'list':
      for (const item of (details.items as Details[] | undefined) ?? []) lines.push(...describeDetails(item, indent));
      break;
    case 'list-section': {
      const inner = describeDetails(details.value as Details, details.title ? `${indent}  ` : indent);
      if (details.title && inner.length) lines.push(`${indent}${details.title}:`);
      lines.push(...inner);
      break;
    }
    case 'checklist':
      for (const item of Object.values((details.items as Record<string, { label: string; value: boolean }>) ?? {})) {
        lines.push(`${indent}${item.value ? 'ok  ' : 'FAIL'} ${item.label}`);
      }
      break;
    case 'network-tree':
    case 'criticalrequestchain': {
      type Chain = { url?: string; request?: { url?: string; endTime?: number; transferSize?: number }; navStartToEndTime?: number; transferSize?: number; children?: Record<string, Chain> };
      const walk = (chains: Record<string, Chain> | undefined, depth: number) => {
        for (const chain of Object.values(chains ?? {})) {
          if (lines.length >= LIMIT * 2) return;
          const url = chain.url ?? chain.request?.url ?? '?';
          const time = chain.navStartToEndTime !== undefined ? ` ${Math.round(chain.navStartToEndTime)} ms` : '';
          const size = chain.transferSize ?? chain.request?.transferSize;
          lines.push(`${indent}${'  '.repeat(depth)}${depth ? '└ ' : ''}${url}${time}${size !== undefined ? `, ${formatValue(size, 'bytes')}` : ''}`);
          walk(chain.children, depth + 1);
        }
      };
      const longest = details.longestChain as { duration?: number } | undefined;
      if (longest?.duration !== undefined) lines.push(`${indent}longest chain: ${Math.round(longest.duration)} ms`);
      walk(details.chains as Record<string, Chain>, 0);
      break;
    }
    case 'text':
    case 'url':
    case 'code':
      lines.push(`${indent}${String(details.value)}`);
      break;
    case 'node':
      lines.push(`${indent}${formatNode(details)}`);
      break;
    default:
      break; // debugdata, screenshot, filmstrip, treemap-data: nothing useful as text
  }
  return lines;
}

interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue?: string;
  failedInRuns: number;
  description: string;
  details: string[];
}

/**
 * Audits that did not pass in at least one run, by the Lighthouse report's own rule (ReportUtils.showAsPassed):
 * score < 0.9 for scored audits, or an audit error; manual, not-applicable and informative audits and the
 * report's "hidden" group (the perf insights that duplicate the diagnostics) are left out, as in the report.
 */
function failingAudits(runs: Result[], medianRun: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  const notPassed = (a: Result['audits'][string] | undefined) =>
    !!a && (a.scoreDisplayMode === 'error' || (['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && Number(a.score) < 0.9));
  for (const category of CATEGORIES) {
    for (const ref of medianRun.categories[category]!.auditRefs) {
      if (ref.group === 'hidden') continue;
      const failedIn = runs.filter((lhr) => notPassed(lhr.audits[ref.id]));
      if (!failedIn.length) continue;
      // Prefer the median run's view of the audit when it failed there.
      const source = failedIn.includes(medianRun) ? medianRun : failedIn[0]!;
      const audit = source.audits[ref.id]!;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? audit.errorMessage,
        failedInRuns: failedIn.length,
        description: audit.description.replace(/\s*\[Learn[^\]]*\]\([^)]*\)\.?/g, '').trim(),
        details: describeDetails(audit.details as Details | undefined),
      });
    }
  }
  return failing;
}

// ---------------------------------------------------------------------------------------------

/** A page the bench measures. */
interface Target {
  id: string;
  path: string;
  note?: string;
}


/**
 * Home, a name search, a product page and a store page. The product is the first of the home feed and the keyword the
 * first word of its title, so both exist in the seeded demo catalog. Without goods (no catalog seeded) the
 * product page is one the catalog does not hold (it still renders the agent comparison). The store is made for the
 * bench through the API (bench/store-fixture.ts): a seller with a logo, a description, two tags and 30 goods.
 */
async function pickTargets(server: RunningServer): Promise<Target[]> {
  const { origin } = server;
  const feed = await apiCall<Page<GoodsCard>>(origin, CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 1 });
  const goods = feed.list[0];
  const keyword = goods?.title.split(/\s+/).find((word) => word.length >= 3) ?? 'bag';
  const all: Target[] = [
    { id: 'home', path: '/' },
    { id: 'search', path: `/search-result?keyword=${encodeURIComponent(keyword)}` },
    goods
      ? { id: 'product', path: `/products/${goods.channel}/${goods.offerId}` }
      : { id: 'product', path: '/products/taobao/600000000001', note: 'no goods seeded: a product the catalog does not hold' },
    { id: 'store', path: '/store/Bench-Finds' },
  ];
  const wanted = (process.env.BENCH_PAGES ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const targets = wanted.length ? all.filter((target) => wanted.includes(target.id)) : all;
  if (targets.some((target) => target.id === 'store')) {
    const store = await createStoreFixture(origin, server.dataDir, { storeSpace: 'Bench-Finds', goodsCount: 30 });
    console.log(`store: /store/${store.storeSpace} with ${store.goodsCount} goods (bench/store-fixture.ts)`);
  }
  return targets;
}

async function main() {
  const buildId = (() => {
    try {
      return (JSON.parse(fs.readFileSync(path.join(ROOT, 'build/client/version.json'), 'utf8')) as { buildId?: string }).buildId;
    } catch {
      return undefined;
    }
  })();
  console.log(`Haulbridge web bench — Lighthouse ${RUNS}× (mobile, simulated throttling) + first-load JS, per page`);
  console.log(`chrome: ${CHROME_PATH}${buildId ? ` · build ${buildId}` : ''}`);
  if (RUNS > 0) {
    try {
      fs.accessSync(CHROME_PATH, fs.constants.X_OK);
    } catch {
      throw new BenchError(`Chrome/Chromium not found at ${CHROME_PATH}: install it (apt-get install chromium) or set CHROME_PATH`);
    }
  }

  const server = await startServer();
  console.log(`server: ${server.origin} (pid ${server.child.pid}, DATA_DIR ${server.dataDir})`);
  const targets = await pickTargets(server);
  const summaries: string[] = [];
  for (const target of targets) {
    console.log(`\n${'='.repeat(100)}\n${target.id}: ${target.path}${target.note ? ` (${target.note})` : ''}\n`);
    summaries.push(await benchPage(server, target, buildId));
  }
  console.log(`\n${summaries.join('\n')}`);
}

async function benchPage(server: RunningServer, target: Target, buildId: string | undefined): Promise<string> {
  // First-load JS first: it also warms the server (first SSR, asset reads) before Lighthouse.
  const firstLoad = await measureFirstLoad(server.origin, target.path);
  console.log(`First-load JavaScript of ${target.path} (gzip -9 of each file, summed)`);
  const origin = server.origin;
  const wireKb = (bytes: number | null) => (bytes === null ? 'n/a' : kb(bytes));
  const wireTotal = (list: AssetFigure[]) => (list.every((a) => a.wire !== null) ? kb(list.reduce((t, a) => t + a.wire!, 0)) : 'n/a');
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  console.log(
    table(
      ['file', 'found via', 'raw kB', 'gzip kB', 'served as', 'wire kB'],
      [
        ...firstLoad.js.map((a) => [short(a.url), a.via, kb(a.raw), kb(a.gzip), a.servedEncoding, wireKb(a.wire)]),
        ['TOTAL JS', `${firstLoad.js.length} files`, kb(firstLoad.totals.jsRaw), kb(firstLoad.totals.jsGzip), '', wireTotal(firstLoad.js)],
      ],
      [false, false, true, true, false, true],
    ),
  );
  console.log();
  console.log(
    table(
      ['file', 'found via', 'raw kB', 'gzip kB', 'served as', 'wire kB'],
      [
        ...firstLoad.css.map((a) => [short(a.url), a.via, kb(a.raw), kb(a.gzip), a.servedEncoding, wireKb(a.wire)]),
        ['TOTAL CSS', `${firstLoad.css.length} files`, kb(firstLoad.totals.cssRaw), kb(firstLoad.totals.cssGzip), '', wireTotal(firstLoad.css)],
      ],
      [false, false, true, true, false, true],
    ),
  );
  console.log(
    `\nHTML of ${target.path}: ${kb(firstLoad.html.raw)} kB raw, ${kb(firstLoad.html.gzip)} kB gzip (served as ${firstLoad.html.servedEncoding}); inline <script> bodies ${kb(firstLoad.html.inlineScriptBytes)} kB raw\n`,
  );

  const jsKb = firstLoad.totals.jsGzip / KB;
  if (RUNS === 0) {
    const verdict = jsKb > GOALS.firstLoadJsKb ? `missed: JS ${jsKb.toFixed(1)}>${GOALS.firstLoadJsKb} kB` : 'goal met';
    return `${target.id.padEnd(8)} ${target.path} | first-load JS ${jsKb.toFixed(1)} kB gzip | goal JS<=${GOALS.firstLoadJsKb} kB | ${verdict} (Lighthouse skipped: BENCH_LH_RUNS=0)`;
  }

  const url = `${server.origin}${target.path}`;
  const runs: Result[] = [];
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`Lighthouse run ${i}/${RUNS} … `);
    const started = Date.now();
    const lhr = await runLighthouse(url);
    runs.push(lhr);
    console.log(`${CATEGORIES.map((c) => `${CATEGORY_LABEL[c]} ${score100(lhr, c)}`).join(', ')} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  }

  const medianScores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => score100(r, c)))])) as Record<CategoryId, number>;
  // Lighthouse's own median-run pick (closest to the median FCP and TTI); its metrics are reported.
  const medianRun = computeMedianRun(runs);
  const medianRunIndex = runs.indexOf(medianRun);
  const metricValue = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const fmtMetric = (value: number, unit: string) => (Number.isNaN(value) ? 'n/a' : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3));

  console.log(`\nLighthouse — ${url} — mobile, simulated throttling, ${RUNS} runs`);
  console.log(
    table(
      ['category', ...runs.map((_, i) => `run ${i + 1}`), 'median'],
      CATEGORIES.map((c) => [c, ...runs.map((r) => score100(r, c)), medianScores[c]]),
      [false, ...runs.map(() => true), true],
    ),
  );
  console.log();
  console.log(
    table(
      ['metric', ...runs.map((_, i) => `run ${i + 1}${i === medianRunIndex ? '*' : ''}`)],
      METRICS.map((m) => [m.label, ...runs.map((r) => fmtMetric(metricValue(r, m.id), m.unit))]),
      [false, ...runs.map(() => true)],
    ),
  );
  console.log(`* median run (Lighthouse computeMedianRun): run ${medianRunIndex + 1}`);

  // Cross-check: the scripts Chrome actually requested during the median Lighthouse run vs. the list above.
  const requests = ((medianRun.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  const seenScripts = requests.filter((r) => r.resourceType === 'Script');
  const measured = new Set(firstLoad.js.map((a) => a.url));
  const notMeasured = seenScripts.filter((r) => !measured.has(r.url)).map((r) => short(r.url));
  const notRequested = firstLoad.js.filter((a) => !seenScripts.some((r) => r.url === a.url)).map((a) => short(a.url));
  const scriptWireBytes = seenScripts.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  console.log(
    `\nCross-check (median run's network log): Chrome requested ${seenScripts.length} scripts, ${kb(scriptWireBytes)} kB over the wire` +
      (notMeasured.length || notRequested.length
        ? `\n  requested but not in the first-load list: ${notMeasured.join(', ') || 'none'}\n  in the list but not requested: ${notRequested.join(', ') || 'none'}`
        : ' — the same files as the first-load list'),
  );

  const failing = failingAudits(runs, medianRun);
  console.log(`\nAudits not passing in any run (Lighthouse report rule: score < 0.9, or error): ${failing.length || 'none'}`);
  for (const category of CATEGORIES) {
    const inCategory = failing.filter((f) => f.category === category);
    if (!inCategory.length) continue;
    console.log(`\n[${category}]`);
    for (const f of inCategory) {
      const score = f.score === null ? 'n/a' : f.score.toFixed(2);
      const weight = f.weight ? `, weight ${f.weight}` : '';
      console.log(`- ${f.id} — ${f.title} (score ${score}${weight}${f.displayValue ? `, ${f.displayValue}` : ''}; not passed in ${f.failedInRuns}/${RUNS} runs)`);
      for (const line of f.details) console.log(`    ${line}`);
    }
  }

  const missed = [
    ...CATEGORIES.filter((c) => medianScores[c] < GOALS[c]).map((c) => `${CATEGORY_LABEL[c]} ${medianScores[c]}<${GOALS[c]}`),
    ...(jsKb > GOALS.firstLoadJsKb ? [`JS ${jsKb.toFixed(1)}>${GOALS.firstLoadJsKb} kB`] : []),
  ];

  const timestamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const resultsFile = path.join(RESULTS_DIR, `web-${target.id}-${timestamp}.json`);
  const lhrFile = path.join(RESULTS_DIR, `web-${target.id}-${timestamp}.lighthouse-median.json`);
  const metricsOf = (lhr: Result) => Object.fromEntries(METRICS.map((m) => [m.label, metricValue(lhr, m.id)]));
  const figures = {
    timestamp: new Date().toISOString(),
    page: target.id,
    url,
    buildId,
    node: process.version,
    lighthouse: { version: medianRun.lighthouseVersion, userAgent: medianRun.environment.hostUserAgent, formFactor: medianRun.configSettings.formFactor, throttlingMethod: medianRun.configSettings.throttlingMethod, chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS },
    scores: { median: medianScores, runs: runs.map((r) => Object.fromEntries(CATEGORIES.map((c) => [c, score100(r, c)]))) },
    metrics: { medianRun: medianRunIndex + 1, unit: 'ms (CLS unitless)', median: metricsOf(medianRun), runs: runs.map(metricsOf) },
    failingAudits: failing,
    scriptsRequestedInMedianRun: { count: seenScripts.length, transferBytes: scriptWireBytes, notInFirstLoadList: notMeasured, notRequested },
    firstLoad: {
      unit: 'bytes (gzip = zlib gzipSync level 9 of the decoded file)',
      js: firstLoad.js.map((a) => ({ ...a, url: short(a.url) })),
      css: firstLoad.css.map((a) => ({ ...a, url: short(a.url) })),
      html: firstLoad.html,
      totals: firstLoad.totals,
    },
    goals: GOALS,
    goalsMissed: missed,
    lighthouseReportOfMedianRun: path.relative(ROOT, lhrFile),
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(figures, null, 2)}\n`);
  fs.writeFileSync(lhrFile, JSON.stringify(medianRun));

  console.log(`\nfigures: ${path.relative(ROOT, resultsFile)} · median-run Lighthouse JSON: ${path.relative(ROOT, lhrFile)}`);
  return (
    `${target.id.padEnd(8)} ${CATEGORIES.map((c) => `${CATEGORY_LABEL[c]} ${medianScores[c]}`).join(' | ')} | first-load JS ${jsKb.toFixed(1)} kB gzip | ` +
    `goals: perf>=${GOALS.performance}, others 100, JS<=${GOALS.firstLoadJsKb} kB | ${missed.length ? `missed: ${missed.join(', ')}` : 'all goals met'}`
  );
}

// Last-resort guards so the server never outlives the bench: a crash from an emitter (e.g. Chrome failing to
// spawn) still stops it, and on any exit a still-running server gets SIGKILL.
process.on('uncaughtException', (error) => {
  console.error('\nweb bench failed:', error.stack ?? error.message);
  void cleanup().finally(() => process.exit(1));
});
process.on('exit', () => {
  if (activeChrome) activeChrome.process?.kill('SIGKILL');
  if (activeServer) {
    activeServer.child.kill('SIGKILL');
    fs.rmSync(activeServer.dataDir, { recursive: true, force: true });
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and Chrome`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error('\nweb bench failed:', error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
