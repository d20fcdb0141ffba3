import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryInOneCall } from './pglite-one-call.ts';

/**
 * `queryInOneCall` (db/pglite-one-call.ts) answers `client.query` as PGlite's own does — rows, types, counts, errors —
 * in one call into the backend per run, and keeps to PGlite's rules: one statement at a time, none inside another's
 * transaction.
 */
let fast: PGlite;
let stock: PGlite;

const SETUP = `
  create table item (id int primary key, name text not null, price numeric(10, 2), tags text[], doc jsonb, seen timestamptz, ok boolean);
  insert into item values (1, 'lamp', 12.50, '{a,b}', '{"k": 1}', '2026-01-02T03:04:05Z', true), (2, 'desk', null, '{}', null, null, false);
  create table shape (id int primary key, name text not null);
  insert into shape values (1, 'lamp');
`;

// Two instances for the whole file (each takes seconds to start); the tests keep to their own rows and tables.
beforeAll(async () => {
  [fast, stock] = await Promise.all([PGlite.create(), PGlite.create()]);
  await fast.exec(SETUP);
  await stock.exec(SETUP);
  queryInOneCall(fast, { maxStatements: 4 });
}, 60_000);
afterAll(async () => {
  await fast.close();
  await stock.close();
});

const preparedCount = async (client: PGlite) => (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('queryInOneCall', () => {
  it('answers what PGlite answers: rows as objects or arrays, parameters of every kind, parsers, counts', async () => {
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]?][] = [
      ['select * from item where id = any($1::int[]) order by id', [[1, 2]]],
      ['select id, name, price from item where name = $1 or price > $2', ['desk', 10], { rowMode: 'array' }],
      ['select $1::jsonb as doc, $2::timestamptz as at, $3::boolean as flag, $4::text as nothing', [{ a: [1, 'x'] }, new Date('2026-05-06T07:08:09Z'), true, null]],
      ['select seen from item where id = $1', [1], { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } }],
      ['update item set name = name || $1 where id >= $2', ['!', 1]],
      ['insert into item (id, name) values ($1, $2), ($3, $4)', [3, 'chair', 4, 'shelf']],
      ['select count(*)::int as n, max(name) as top from item', []],
      ['delete from item where id > $1', [2]],
      ['update item set name = rtrim(name, $1) where id <= $2', ['!', 2]],
    ];
    for (const [text, params, options] of cases) {
      const spy = vi.spyOn(fast, 'execProtocol');
      const mine = await fast.query(text, params, options);
      const theirs = await stock.query(text, params, options);
      expect(mine, text).toEqual(theirs);
      // The first run of a statement parses it (one call), then runs it (one more).
      expect(spy.mock.calls.length, text).toBeLessThanOrEqual(2);
      spy.mockRestore();
    }
  });

  it('runs a statement seen before in one call, and keeps at most maxStatements prepared', async () => {
    await fast.query('select name from item where id = $1', [1]);
    const spy = vi.spyOn(fast, 'execProtocol');
    expect((await fast.query<{ name: string }>('select name from item where id = $1', [2])).rows).toEqual([{ name: 'desk' }]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    for (let i = 0; i < 10; i++) await fast.query(`select $1::int + ${i} as n`, [i]);
    // Four kept, plus the one counting them (its predecessor closed in its own call).
    expect(await preparedCount(fast)).toBeLessThanOrEqual(5);
    expect((await fast.query<{ n: number }>('select $1::int + 3 as n', [4])).rows).toEqual([{ n: 7 }]);
  });

  it('throws PGlite’s error with the query attached, and the session answers the next query', async () => {
    const syntax = await fast.query('select nope from item where id = $1', [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42703', query: 'select nope from item where id = $1', params: [1] });
    const bind = await fast.query('select name from item where id = $1', ['one']).catch((error: unknown) => error);
    expect(bind).toMatchObject({ code: '22P02' });
    const count = await fast.query('select name from item where id = $1', [1, 2]).catch((error: unknown) => error);
    expect(count).toMatchObject({ code: '08P01' });
    const unique = await fast.query('insert into item (id, name) values ($1, $2)', [1, 'again']).catch((error: unknown) => error);
    expect(unique).toMatchObject({ code: '23505', constraint: 'item_pkey' });
    expect((await fast.query<{ name: string }>('select name from item where id = $1', [1])).rows).toEqual([{ name: 'lamp' }]);
  });

  it('parses a statement again when its table changed under it', async () => {
    const text = 'select * from shape where id = $1';
    await fast.query(text, [1]);
    await fast.exec('alter table shape add column colour text');
    expect((await fast.query<Record<string, unknown>>(text, [1])).rows[0]).toHaveProperty('colour', null);
    await fast.exec('alter table shape alter column name type varchar(40)');
    expect((await fast.query<{ name: string }>(text, [1])).rows[0]!.name).toBe('lamp');
  });

  it('parses its statements again when the session dropped them', async () => {
    await fast.query('select name from item where id = $1', [1]);
    await fast.exec('deallocate all');
    expect((await fast.query<{ name: string }>('select name from item where id = $1', [1])).rows).toEqual([{ name: 'lamp' }]);
  });

  it('waits for a transaction under way: a query is never run inside another caller’s transaction', async () => {
    let inside!: () => void;
    const held = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const transaction = fast.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values (9, $1)', ['ghost']);
      inside();
      await hold;
      await tx.rollback();
    });
    await held;
    const outside = fast.query<{ n: number }>('select count(*)::int as n from item where id = $1', [9]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('answers many callers at once, each its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => fast.query<{ n: number }>('select $1::int * 2 as n', [i])));
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 100 }, (_, i) => i * 2));
  });
});
