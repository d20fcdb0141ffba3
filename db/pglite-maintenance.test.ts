import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { queryInOneCall } from './pglite-one-call.ts';
import { maintain, startPgliteMaintenance } from './pglite-maintenance.ts';

const stats = async (client: PGlite, table: string) =>
  (
    await client.query<{ reltuples: number; n_mod_since_analyze: number; n_dead_tup: number }>(
      `select c.reltuples, s.n_mod_since_analyze::int, s.n_dead_tup::int from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
      [table],
    )
  ).rows[0]!;

describe('PGlite maintenance (autovacuum’s work)', () => {
  let client: PGlite;
  afterEach(async () => {
    if (client && !client.closed) await client.close();
  });

  async function open() {
    client = await PGlite.create();
    queryInOneCall(client);
    await client.exec(`create table small (id int primary key, name text); create table big (id int primary key, v int); create table "Odd name" (id int)`);
    return client;
  }

  it('analyzes a table whose changed rows pass 50 + 10 % of its rows, and no other', async () => {
    await open();
    await client.exec(`insert into big select g, g from generate_series(1, 1000) g; insert into small values (1, 'a')`);
    await client.exec(`insert into "Odd name" values (1)`);
    // Tables with rows never analyzed, whatever their changes; the empty one is left (as autovacuum leaves it).
    expect(await maintain(client, true)).toEqual([
      { table: 'public."Odd name"', analyze: true, vacuum: false },
      { table: 'public.big', analyze: true, vacuum: false },
      { table: 'public.small', analyze: true, vacuum: false },
    ]);
    await client.exec(`create table empty (id int)`);
    expect(await maintain(client, true)).toEqual([]);
    expect((await stats(client, 'empty')).reltuples).toBe(-1);
    expect((await stats(client, 'big')).reltuples).toBe(1000);
    expect((await stats(client, 'small')).reltuples).toBe(1);
    // 120 changes of 1,000 rows: below 50 + 100.
    await client.exec(`update big set v = v + 1 where id <= 120`);
    expect((await maintain(client)).map((w) => w.table)).not.toContain('public.big');
    await client.exec(`update big set v = v + 1 where id <= 40`);
    const due = await maintain(client);
    expect(due.find((w) => w.table === 'public.big')).toMatchObject({ analyze: true });
    expect((await stats(client, 'big')).n_mod_since_analyze).toBe(0);
    // Tables analyzed once are not analyzed again without changes.
    expect(await maintain(client, true)).toEqual([]);
  });

  it('vacuums a table whose dead rows pass 50 + 20 % of its rows', async () => {
    await open();
    await client.exec(`insert into big select g, g from generate_series(1, 1000) g`);
    await maintain(client, true);
    await client.exec(`delete from big where id <= 300`);
    const work = await maintain(client);
    expect(work.find((w) => w.table === 'public.big')).toMatchObject({ vacuum: true, analyze: true });
    expect((await stats(client, 'big')).n_dead_tup).toBe(0);
    expect((await stats(client, 'big')).reltuples).toBe(700);
  });

  it('runs beside a transaction without entering it, and stops cleanly', async () => {
    await open();
    await client.exec(`insert into big select g, g from generate_series(1, 500) g`);
    let inside = 0;
    const tx = client.transaction(async (t) => {
      await t.query(`update big set v = 0`);
      await new Promise((r) => setTimeout(r, 50));
      inside = (await t.query<{ n: number }>(`select count(*)::int as n from big where v = 0`)).rows[0]!.n;
    });
    const passes: number[] = [];
    const maintenance = startPgliteMaintenance(client, { intervalMs: 10, onPass: (work) => passes.push(work.length), onError: () => passes.push(-1) });
    await tx;
    await new Promise((r) => setTimeout(r, 60));
    await maintenance.stop();
    expect(inside).toBe(500);
    expect(passes).not.toContain(-1);
    expect(passes.length).toBeGreaterThan(1);
    expect((await stats(client, 'big')).reltuples).toBe(500);
  });
});
