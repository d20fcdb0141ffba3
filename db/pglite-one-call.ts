/**
 * PGlite's `query` sends a statement as six protocol messages, each its own call into the WebAssembly backend with its
 * own read of the answer: parse, describe the statement (to learn its parameters' types), bind, describe the portal,
 * execute, sync. On the catalog's reads those calls cost as much as running the statement (docs/decisions/033).
 * `queryInOneCall` answers `client.query` with one call instead: each distinct statement text is
 * parsed once into a named prepared statement (its parameter types learnt then), and every later run sends bind,
 * describe, execute and sync together. PostgreSQL keeps the statement's plan as it does for any prepared statement
 * (`plan_cache_mode`).
 *
 * What stays PGlite's own: transactions (`client.transaction` runs its statements as before), `exec`, and a query with
 * options this does not handle (a blob, parameter types, serializers, a notice handler). Errors are PGlite's `DatabaseError`, with the
 * query and its parameters attached as PGlite attaches them. At most `maxStatements` are kept; the least recently used
 * is closed in the same call as the next statement's run.
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type Statement = { name: string; types: number[] };

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Options PGlite's own `query` handles and this does not. */
const handledHere = (options: QueryOptions) =>
  !options || (options.blob === undefined && options.paramTypes === undefined && options.serializers === undefined && options.onNotice === undefined);

export function queryInOneCall(client: PGlite, opts: { maxStatements?: number } = {}): void {
  const maxStatements = opts.maxStatements ?? 256;
  const stock = client.query.bind(client);
  /** Statement text → its prepared statement, least recently used first. */
  const statements = new Map<string, Statement>();
  /** Statements to close, sent with the next call. */
  let toClose: string[] = [];
  let next = 0;

  const { serialize } = protocol;
  const send = async (messages: Uint8Array[]) => (await client.execProtocol(concat(messages), { syncToFs: false })).messages;
  const withQuery = (error: unknown, text: string, params: unknown[], options: QueryOptions) =>
    error instanceof Error ? Object.assign(error, { query: text, params, queryOptions: options }) : error;
  const closing = () => {
    const names = toClose;
    toClose = [];
    return names.map((name) => serialize.close({ type: 'S', name }));
  };

  /** Parses `text` into a new named statement and learns its parameters' types (one call). */
  async function prepare(text: string): Promise<Statement> {
    const name = `hb_one_call_${++next}`;
    const messages = await send([...closing(), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      toClose.push(oldest.name);
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions, again = false): Promise<Awaited<ReturnType<typeof client.query<T>>>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const types = statement.types;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types[i]!];
      return serializer ? (serializer(value) as string) : String(value);
    });
    let messages;
    try {
      messages = await send([...closing(), serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
    } catch (error) {
      // A statement whose result no longer fits its tables (a migration changed a column's type) is parsed again, and
      // run again once: PostgreSQL refuses it before running it.
      const code = (error as { code?: string }).code;
      if (code === '0A000') {
        statements.delete(text);
        toClose.push(statement.name);
        if (!again) return run<T>(text, params, options, true);
      }
      // The session's prepared statements were dropped (a `DEALLOCATE ALL` or `DISCARD ALL` sent through `exec`):
      // every one is parsed again.
      if (code === '26000') {
        statements.clear();
        toClose = [];
        if (!again) return run<T>(text, params, options, true);
      }
      throw error;
    }
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Awaited<ReturnType<typeof client.query<T>>>;
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!handledHere(options)) return stock<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
      }),
    );
  };
}
