// Spreadsheet import figures (issue #12 §6 closing note; docs/decisions/016-resumable-imports.md). `npm run bench:import`.
//
// 1. Starts the production server (`node --import tsx server/main.ts`, NODE_ENV=production, LOG_LEVEL=warn) on a
//    fresh temporary DATA_DIR (embedded PGlite, demo catalog seeded on first start, demo product source), on a free
//    port of 127.0.0.1. Needs the web build (`npm run build`).
// 2. Signs a user up through the API (code from the dev outbox), opens a shop.
// 3. Throughput: uploads a 5,000-row .xlsx of distinct goods the catalog does not hold (the demo source generates
//    each listing, and the job writes it to the catalog), and polls the job every 250 ms (BENCH_POLL_MS) until done.
//    Prints rows/s from the upload's start to the job's end, the upload's answer time alone, and the server's CPU
//    time for it (rows per CPU-second: less sensitive to other load on a shared machine than wall-clock time).
// 4. Memory, before the import and again after it: resets the server process's peak RSS (/proc/<pid>/clear_refs,
//    Linux), uploads a 3.5 MB .xlsx that unpacks to 1 GB, checks it is refused (zip_too_large), and prints the peak RSS growth (VmHWM − VmRSS before).
//    Goal: ≤ 64 MB.
// Results go to bench/results/import-<timestamp>.json. Exit code 0 when the measurement completed, goal met or not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBombXlsx } from '../server/test-support/zip.ts';
import { demoGoodsSheet } from '../server/modules/shops/test-fixtures.ts';
import { freePort, jobOf, serverReady, startServer, until, uploadSheet, userWithShop, type ServerProcess } from '../server/modules/shops/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const MB = 1024 * 1024;
const GOAL_BOMB_GROWTH_MB = 64;
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 250);

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(/(\d+)/.exec(line)![1]) * 1024;
}

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12 (clock ticks, 100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'build/server/index.js'))) throw new Error('the web build is missing: run `npm run build`');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-bench-import-'));
  let server: ServerProcess | null = null;
  const cleanup = () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    server = startServer({ dataDir, port: await freePort() });
    await serverReady(server);
    const token = await userWithShop(server, dataDir, `bench-${process.pid}`);
    const pid = server.child.pid!;

    // Peak memory while a 1 GB zip bomb is refused: the server's peak RSS reset, the bomb uploaded, the peak read.
    const bomb = await buildBombXlsx(1024 * MB);
    const s = server;
    const bombGrowth = async () => {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const rssBefore = procStatus(pid, 'VmRSS');
      const refused = await uploadSheet(s, bomb, token);
      const peak = procStatus(pid, 'VmHWM');
      const reason = (refused.data as unknown as { reason?: string } | null)?.reason;
      return { refused: refused.code === 400 && reason === 'zip_too_large', reason, rssBeforeMb: +(rssBefore / MB).toFixed(1), peakRssMb: +(peak / MB).toFixed(1), growthMb: +(Math.max(0, peak - rssBefore) / MB).toFixed(1) };
    };
    const cold = await bombGrowth();

    // Throughput.
    const file = demoGoodsSheet(ROWS);
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const answer = await uploadSheet(server, file, token);
    const answeredMs = performance.now() - started;
    if (answer.code !== 0 || !answer.data?.jobId || answer.data.accepted !== ROWS) throw new Error(`upload refused: ${JSON.stringify(answer).slice(0, 300)}`);
    const jobId = answer.data.jobId;
    const job = await until('the import done', async () => {
      const j = await jobOf(s, token, jobId);
      return j?.status === 'done' ? j : undefined;
    }, 600_000, server, POLL_MS);
    const totalMs = performance.now() - started;
    const cpu = cpuSeconds(pid) - cpuBefore;
    const load = os.loadavg()[0]!;
    const rowsPerSecond = ROWS / (totalMs / 1000);

    // The same after the import (a warm heap).
    const warm = await bombGrowth();

    const result = {
      at: new Date().toISOString(),
      rows: ROWS,
      job,
      uploadAnsweredMs: Math.round(answeredMs),
      importMs: Math.round(totalMs),
      rowsPerSecond: Math.round(rowsPerSecond),
      serverCpuSeconds: +cpu.toFixed(1),
      rowsPerCpuSecond: Math.round(ROWS / cpu),
      loadAverage1m: +load.toFixed(1),
      cpus: os.cpus().length,
      bomb: { fileBytes: bomb.length, unpackedBytes: 1024 * MB, beforeImport: cold, afterImport: warm },
      goals: { bombGrowthMb: GOAL_BOMB_GROWTH_MB },
    };
    console.log(`import: ${ROWS} rows in ${(totalMs / 1000).toFixed(1)} s from upload to job done = ${result.rowsPerSecond} rows/s (upload answered in ${result.uploadAnsweredMs} ms; job ${job.done} done, ${job.failed} failed of ${job.total})`);
    console.log(`        server CPU ${cpu.toFixed(1)} s = ${result.rowsPerCpuSecond} rows per CPU-second (load average ${load.toFixed(1)} on ${os.cpus().length} CPUs: wall-clock rows/s falls when other work shares them)`);
    for (const [when, m] of [['before the import', cold], ['after the import', warm]] as const) {
      console.log(`zip bomb (${when}): ${(bomb.length / MB).toFixed(1)} MB file unpacking to 1024 MB ${m.refused ? 'refused (zip_too_large)' : `NOT refused (${m.reason})`}; server peak RSS +${m.growthMb} MB (${m.rssBeforeMb} → ${m.peakRssMb} MB) — goal ≤ ${GOAL_BOMB_GROWTH_MB} MB: ${m.growthMb <= GOAL_BOMB_GROWTH_MB ? 'met' : 'NOT met'}`);
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const out = path.join(RESULTS_DIR, `import-${result.at.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`results: ${path.relative(ROOT, out)}`);
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    cleanup();
  }
}

main().catch((error: unknown) => {
  console.error('bench:import failed:', error);
  process.exit(1);
});
