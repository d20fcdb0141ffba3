import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHOP_PATH } from '../../../core/api.ts';
import { demoGoodsSheet } from './test-fixtures.ts';
import { callServer, freePort, jobOf, ROOT, serverReady, startServer, until, uploadSheet, userWithShop, type ServerProcess } from './test-server.ts';

// Issue #12 §5: a 5,000-row spreadsheet import survives `kill -9` of the real server process in the middle, and
// finishes after a restart on the same DATA_DIR with every row accounted for once (docs/decisions/016). Needs the
// web build (`npm test` makes it, as for server/process.test.ts). No timing assertions: generous polling waits.
const ROWS = 5000;
const servers: ServerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-import-restart-'));
let port = 0;
const start = () => {
  const server = startServer({ dataDir, port });
  servers.push(server);
  return server;
};

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a spreadsheet import killed with SIGKILL in the middle', () => {
  it('finishes after a restart with every row accounted for and no duplicates', async () => {
    expect(fs.existsSync(path.join(ROOT, 'build/server/index.js')), 'run `npm run build` first').toBe(true);
    port = await freePort();
    let server = start();
    await serverReady(server);
    const token = await userWithShop(server, dataDir, `restart-${process.pid}`);

    const uploaded = await uploadSheet(server, demoGoodsSheet(ROWS), token);
    expect(uploaded).toMatchObject({ code: 0, data: { accepted: ROWS, rejected: [] } });
    const jobId = uploaded.data!.jobId!;

    // Some rows done, not all: kill the process where it stands.
    const first = server;
    const before = await until('some rows done', async () => {
      const job = await jobOf(first, token, jobId);
      return job && job.done + job.failed > 0 ? job : undefined;
    }, 120_000, server);
    expect(before.done + before.failed, 'the import finished before it could be killed').toBeLessThan(ROWS);
    server.child.kill('SIGKILL');
    await server.exited;

    server = start();
    await serverReady(server);
    const second = server;
    const after = await until('the job done', async () => {
      const job = await jobOf(second, token, jobId);
      return job?.status === 'done' ? job : undefined;
    }, 180_000, server);
    expect(after).toMatchObject({ kind: 'file', total: ROWS, done: ROWS, failed: 0 });

    // Every row is one product of the shop, once, and ready.
    const offers: string[] = [];
    for (let page = 1; ; page++) {
      const res = await callServer<{ list: { offerId: string; status: string }[]; hasMore: boolean }>(server, SHOP_PATH.goodsList, { pageId: page, pageSize: 50 }, token);
      expect(res.code, res.msg).toBe(0);
      offers.push(...res.data.list.filter((g) => g.status === 'ready').map((g) => g.offerId));
      if (!res.data.hasMore) break;
    }
    expect(offers).toHaveLength(ROWS);
    expect(new Set(offers).size).toBe(ROWS);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 300_000);
});
