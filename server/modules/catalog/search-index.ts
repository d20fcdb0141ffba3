/**
 * The in-process search index (docs/decisions/018-cold-search.md, "Fourth session"): SQLite FTS5 (better-sqlite3) over
 * the goods' search documents, a rebuildable copy of what PostgreSQL holds and answers (PostgreSQL stays the source
 * of truth; `search-index-sync.ts` keeps the copy current by reading forward).
 *
 * Why: a search matching thousands of goods costs PostgreSQL one heap fetch of the 1.5 kB goods row per match, for the
 * count and the ranking. Here each product is one FTS5 row whose rowid is its rank key (sold count descending, then
 * id), so FTS5's doclists, merged in rowid order, meet the matches best sellers first: a page stops after its rows,
 * a bounded count runs through compressed doclists in memory.
 *
 * The rank key's lowest bit says whether the product has QC photos (docs/decisions/018, "Ninth session"): a search
 * with Show No QC off keeps the rows whose rowid is odd, a test SQLite makes on each row FTS5 hands it, instead of an
 * AND with a `qc` term held by most of the catalog, whose doclist FTS5 would step through up to every match (the QC
 * condition was ~70 % of a bounded count's CPU).
 *
 * Two columns, tokenised the same way for documents and queries (`ascii` tokenizer over hex-coded tokens, so that
 * every lexeme stays one token whatever characters it holds):
 * - `lex`: the lexemes of `hb_search_vector(search_text, titles)` as PostgreSQL computes them (words, Chinese
 *   bigrams, compound tails: the same document the GIN index holds). A search's `to_tsquery` maps one to one onto it
 *   (AND, OR, prefix).
 * - `seq`: the search text as a sequence (`sequenceTokens`): each run of letters and digits one token, each Chinese
 *   character one token, `x` where the text had a gap beside a Chinese character. The whole-phrase tier and the
 *   substring check of Chinese runs of three characters or more are phrase queries on it.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const WORDISH = /[\p{L}\p{N}]+/gu;
/** Stands for a gap (spaces, punctuation) between two words of the search text. Never a hex token. */
const GAP = 'x';

/** A token as the index stores it: its UTF-8 bytes in hex (letters a–f and digits only). */
export const hexToken = (token: string) => Buffer.from(token, 'utf8').toString('hex');

/**
 * The search text as the `seq` column's tokens (before hex coding). Lowercased like ILIKE.
 *
 * A gap is written only beside a Chinese character ("红 色" is not "红色"). Between two runs of letters and digits it
 * says nothing: a run only ends at a gap or at a Chinese character, so two runs in a row always had a gap between them.
 * Written there, the gap token was in every document many times over, and a phrase holding it made FTS5 read that
 * token's positions for each candidate (docs/decisions/018, "Thirteenth pass": 45 → 4 ms for one phrase at 1M).
 */
export function sequenceTokens(text: string): string[] {
  const out: string[] = [];
  let lastIsCjk = false;
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORDISH)) {
    const tokens: string[] = [];
    let run = '';
    for (const char of match[0]) {
      if (CJK.test(char)) {
        if (run) tokens.push(run);
        run = '';
        tokens.push(char);
      } else run += char;
    }
    if (run) tokens.push(run);
    if (out.length && (lastIsCjk || CJK.test(tokens[0]!))) out.push(GAP);
    out.push(...tokens);
    lastIsCjk = CJK.test(tokens.at(-1)!);
  }
  return out;
}

const hexSequence = (tokens: string[]) => tokens.map((t) => (t === GAP ? GAP : hexToken(t))).join(' ');

/** A product as the index holds it. */
export type IndexedGoods = { id: number; soldCount: number; qcCount: number; lexemes: string[]; searchText: string };

/**
 * Which goods a search asks for, as the index answers it: `any` groups of lexemes (one lexeme of each group;
 * `prefix` lexemes match as prefixes), Chinese runs that must appear whole, goods with QC photos only or not.
 */
export type IndexQuery = {
  groups: { lexeme: string; prefix: boolean }[][];
  mustContain: string[];
  onlyWithQc: boolean;
};

/**
 * Sold count descending, then id ascending, as one integer, the FTS5 rowid: `(MAX_SOLD − sold) << 32 | id << 1 | qc`.
 * Goods ids are PostgreSQL `serial` (below 2³¹), so `id << 1` fits in the low 32 bits and the QC bit below it leaves
 * the order as it was (ids are unique). The highest key, 2⁶³ − 2³², stays a positive 64-bit integer.
 */
const MAX_SOLD = 2n ** 31n - 1n;
export const rankKey = (soldCount: number, id: number, qcCount: number) =>
  ((MAX_SOLD - BigInt(Math.max(0, Math.min(soldCount, Number(MAX_SOLD))))) << 32n) | (BigInt(id) << 1n) | (qcCount >= 1 ? 1n : 0n);
const idOfKey = (key: bigint) => Number((key & 0xffffffffn) >> 1n);
const hasQc = (key: bigint) => (key & 1n) === 1n;

const quoted = (hex: string, prefix = false) => `"${hex}"${prefix ? ' *' : ''}`;

/** What a search asks of the index: answered in this thread (`openSearchIndex`) or by the worker pool (search-index-pool.ts). */
export type SearchIndexReader = {
  /** How many goods match, counting no further than `atMost`. */
  count(query: IndexQuery, atMost: number): Promise<number>;
  /**
   * Ids of a page of matches: goods of `firstIds` first, then those holding `phrase` (the phrase tier), then the rest,
   * best sellers first within each (the order of `orderOf` in repo.ts for `relevance` and `sales`).
   */
  page(query: IndexQuery, order: PageOrder, offset: number, limit: number): Promise<number[]>;
  /**
   * `count` and, when the page lies within the count, `page`, in one call (one message to a worker). With `fewBelow`,
   * a total below it answers no page but `few`: every match, best sellers first (what `page` with no tiers, offset 0
   * and limit `fewBelow` answers then), so that a search with too few matches for its page goes on to typo corrections
   * without another call.
   */
  answer(query: IndexQuery, order: PageOrder, atMost: number, offset: number, limit: number, fewBelow?: number): Promise<IndexAnswer>;
};
export type IndexAnswer = { total: number; ids: number[]; few?: number[] };
export type PageOrder = { phrase?: string; firstIds?: number[] };

/**
 * Prefixes longer than the prefix indexes' (3 bytes) whose terms are fewer than this are asked as an OR of those terms
 * (read from the term table `terms`): FTS5 merges an OR lazily, in rowid order, where a prefix query without a prefix
 * index merges every term's doclist into one list before the first row ("crema", "kolor"). The terms are kept in a
 * table of their own because FTS5's own term table (fts5vocab) reads each term's whole doclist to list it (20–30 ms for
 * a term of 100,000 goods).
 */
export const PREFIX_TERMS_MAX = 32;
/** Bytes the prefix indexes cover (prefix='2 4 6': 1–3 bytes). */
const INDEXED_PREFIX_BYTES = 3;

/** The index's queries on one SQLite connection: the writer's own (in this thread) or a worker's read-only one. */
export function makeIndexQueries(db: Database.Database) {
  const cachedStatements = new Map<string, Database.Statement>();
  const statement = (text: string) => {
    let s = cachedStatements.get(text);
    if (!s) {
      s = db.prepare(text).safeIntegers(true);
      cachedStatements.set(text, s);
    }
    return s;
  };
  const hasTerms = Boolean(db.prepare(`select 1 from sqlite_master where name = 'terms'`).get());
  /** The terms of the index (of both columns) that begin with `hex` (null when there are more than PREFIX_TERMS_MAX). */
  const termsOf = (hex: string): string[] | null => {
    if (!hasTerms) return null;
    // Hex tokens are [0-9a-f]: every term beginning with `hex` lies in [hex, hex + 'g').
    const rows = statement(`select term from terms where term >= ? and term < ? limit ?`).all(hex, `${hex}g`, PREFIX_TERMS_MAX + 1) as { term: string }[];
    return rows.length > PREFIX_TERMS_MAX ? null : rows.map((r) => r.term);
  };
  const lexemeMatch = (l: { lexeme: string; prefix: boolean }): string[] => {
    const hex = hexToken(l.lexeme);
    if (!l.prefix || hex.length <= INDEXED_PREFIX_BYTES * 2) return [quoted(hex, l.prefix)];
    const terms = termsOf(hex);
    if (!terms) return [quoted(hex, true)];
    // No term begins so: a term that matches nothing keeps the query's meaning (no match).
    return terms.length ? terms.map((t) => quoted(t)) : [quoted(hex)];
  };
  /**
   * The phrase tier's condition: the whole phrase, its last word as a prefix (it may be unfinished, as with ILIKE). A
   * last word longer than the prefix indexes is asked, as in `lexemeMatch`, as an OR of the phrases its terms complete:
   * as a prefix, FTS5 merged the positions of every term it begins before the first row ("stójką kolor": 52 ms at 1M
   * against 0.7, "kolor" being in most Polish titles).
   */
  const phraseMatch = (phrase: string): string | null => {
    const tokens = sequenceTokens(phrase);
    if (!tokens.length) return null;
    const last = hexToken(tokens.at(-1)!);
    const completions = last.length > INDEXED_PREFIX_BYTES * 2 ? termsOf(last) : null;
    if (!completions) return `{seq} : ${quoted(hexSequence(tokens), true)}`;
    const head = hexSequence(tokens.slice(0, -1));
    const phrases = completions.length ? completions.map((term) => quoted(head ? `${head} ${term}` : term)) : [quoted(hexSequence(tokens))];
    return `{seq} : (${phrases.join(' OR ')})`;
  };
  /**
   * A search as the index asks it: the FTS5 expression and whether only goods with QC photos count. The QC condition
   * is the rowid's lowest bit (`rankKey`), tested by SQLite on the rows FTS5 yields: every statement below that reads
   * matches takes it, the count, the page and each tier alike.
   */
  type Match = { fts: string; onlyWithQc: boolean };
  const matchOf = (query: IndexQuery): Match => {
    const parts = query.groups.map((group) => `(${group.flatMap(lexemeMatch).join(' OR ')})`);
    const lex = `{lex} : (${parts.join(' AND ')})`;
    const runs = query.mustContain.map((run) => `{seq} : ${quoted(hexSequence(sequenceTokens(run)))}`);
    return { fts: [lex, ...runs].join(' AND '), onlyWithQc: query.onlyWithQc };
  };
  const qcFilter = (m: Match) => (m.onlyWithQc ? ' and rowid & 1 = 1' : '');
  const keyOf = (id: number) => (statement('select rank_key from goods where id = ?').get(id) as { rank_key: bigint } | undefined)?.rank_key;
  /** The first `limit` matches of `m` in rank order, skipping `offset`. */
  const ranked = (m: Match, limit: number, offset = 0): bigint[] =>
    limit <= 0
      ? []
      : (statement(`select rowid from docs where docs match ?${qcFilter(m)} order by rowid limit ? offset ?`).all(m.fts, limit, offset) as { rowid: bigint }[]).map((r) => r.rowid);
  const countUpTo = (m: Match, atMost: number): number =>
    Number((statement(`select count(*) as n from (select rowid from docs where docs match ?${qcFilter(m)} limit ?)`).get(m.fts, atMost) as { n: bigint }).n);
  const holds = (m: Match, key: bigint) => (!m.onlyWithQc || hasQc(key)) && Boolean(statement('select 1 from docs where docs match ? and rowid = ?').get(m.fts, key));
  const withPhrase = (m: Match, phrase: string): Match => ({ ...m, fts: `(${m.fts}) AND ${phrase}` });

  function pageOf(match: Match, order: PageOrder, offset: number, limit: number): number[] {
    const needed = offset + limit;
    const phrase = order.phrase ? phraseMatch(order.phrase) : null;
    // Exact matches of a corrected search (at most FUZZY_BELOW ids) first, if they still match; the phrase tier
    // orders them too.
    const first: bigint[] = [];
    for (const id of order.firstIds ?? []) {
      const key = keyOf(id);
      if (key !== undefined && holds(match, key)) first.push(key);
    }
    first.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const skip = new Set(first);
    const tiers: bigint[][] = phrase ? [first.filter((k) => holds(withPhrase(match, phrase), k)), first.filter((k) => !holds(withPhrase(match, phrase), k))] : [first];
    const rest = (m: Match, already: number, exclude: ReadonlySet<bigint> = skip) => ranked(m, needed - already + exclude.size).filter((k) => !exclude.has(k));
    let have = first.length;
    if (phrase) {
      const phraseTier = rest(withPhrase(match, phrase), have);
      tiers.push(phraseTier);
      have += phraseTier.length;
      // The phrase tier came back short of its limit, so it holds every match of the phrase outside `first`: the other
      // matches are the first ones in rank order that are in neither. Read so rather than as `match NOT phrase`, which
      // made FTS5 test the phrase's positions on every match it passed (6.2 ms a two-word search at 1M against 0.2).
      if (have < needed) tiers.push(rest(match, have, new Set([...skip, ...phraseTier])));
    } else if (have < needed) {
      tiers.push(rest(match, have));
    }
    return tiers.flat().slice(offset, needed).map(idOfKey);
  }

  // One read transaction per call: its statements see one state of the file, whatever the writer commits meanwhile.
  const inSnapshot = <A extends unknown[], R>(fn: (...args: A) => R) => db.transaction(fn);
  const count = inSnapshot((query: IndexQuery, atMost: number) => countUpTo(matchOf(query), atMost));
  const page = inSnapshot((query: IndexQuery, order: PageOrder, offset: number, limit: number) => pageOf(matchOf(query), order, offset, limit));
  const answer = inSnapshot((query: IndexQuery, order: PageOrder, atMost: number, offset: number, limit: number, fewBelow?: number): IndexAnswer => {
    const match = matchOf(query);
    const total = countUpTo(match, atMost);
    if (fewBelow !== undefined && total < fewBelow) return { total, ids: [], few: ranked(match, fewBelow).map(idOfKey) };
    return { total, ids: offset < total ? pageOf(match, order, offset, limit) : [] };
  });
  return { count, page, answer, matchOf, phraseMatch };
}
export type IndexQueries = ReturnType<typeof makeIndexQueries>;

export type SearchIndex = ReturnType<typeof openSearchIndex>;

/**
 * The file's layout; another value in a file makes `openSearchIndex` empty it, and the sync build it again (its state
 * `built` is gone). 3: the QC flag is the rank key's lowest bit instead of a `qc` term (`rankKey`). 4: a gap in `seq` only
 * beside a Chinese character (`sequenceTokens`), and the words of `seq` in `terms` too (`phraseMatch`).
 */
const FORMAT = 4;

/** Another process owns the index file (search-index.ts `ownFile`). */
export class SearchIndexOwnedError extends Error {}

/**
 * One process owns an index file: it holds an exclusive lock on `<file>.owner` (a small SQLite file in exclusive locking
 * mode, so the operating system drops the lock when the process ends, however it ends). The index file itself is in
 * WAL mode with normal locking, so that the worker threads of the owning process can read it while it is written.
 */
function ownFile(file: string): Database.Database {
  const owner = new Database(`${file}.owner`, { timeout: 0 });
  try {
    owner.pragma('locking_mode = EXCLUSIVE');
    owner.exec(`create table if not exists owner (pid integer); delete from owner; insert into owner (pid) values (${process.pid});`);
  } catch (error) {
    owner.close();
    throw new SearchIndexOwnedError(`the search index ${file} is owned by another process (${error instanceof Error ? error.message : String(error)})`);
  }
  return owner;
}

/** Opens (creating) the index file; `:memory:` for a throwaway one (answered in this thread only). */
export function openSearchIndex(file: string) {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  const owner = inMemory ? null : ownFile(file);
  const db = new Database(file);
  // A copy that can be rebuilt from PostgreSQL at any time: no fsync. WAL with normal locking: readers in the owner's
  // worker threads (search-index-pool.ts) read while this connection writes; `ownFile` keeps other processes out.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.exec(`
    create table if not exists state (name text primary key, value integer not null);
    create table if not exists goods (id integer primary key, rank_key integer not null);
  `);
  // A file of another layout (an older FORMAT) is emptied and built again by the sync (state `built` is gone).
  const format = (db.prepare(`select value from state where name = 'format'`).get() as { value: number } | undefined)?.value;
  if (format !== FORMAT) {
    db.exec(`drop table if exists docs; drop table if exists terms; delete from goods; delete from state;`);
    db.prepare(`insert into state (name, value) values ('format', ?)`).run(FORMAT);
  }
  // Prefix indexes for prefixes of 1, 2 and 3 bytes (2, 4, 6 hex characters): the last word of a search is a prefix,
  // and a short one ("de", "con") otherwise makes FTS5 merge the doclists of every term it begins before the first row
  // (measured on 100,000 goods: p99 52.7 → 16.5 ms a search, the file 100 → 228 MB, the build 1.7× as long).
  db.exec(`create virtual table if not exists docs using fts5(lex, seq, content='', contentless_delete=1, prefix='2 4 6', tokenize='ascii')`);
  // The terms of both columns (the words of `seq` are mostly the lexemes of `lex`), for longer prefixes
  // (PREFIX_TERMS_MAX). A term is never removed (one that no product holds any more matches nothing).
  db.exec(`create table if not exists terms (term text primary key) without rowid`);
  const stmts = {
    state: db.prepare('select value from state where name = ?').safeIntegers(true),
    setState: db.prepare('insert into state (name, value) values (?, ?) on conflict (name) do update set value = excluded.value'),
    keyOf: db.prepare('select rank_key from goods where id = ?').safeIntegers(true),
    putKey: db.prepare('insert into goods (id, rank_key) values (?, ?) on conflict (id) do update set rank_key = excluded.rank_key'),
    dropKey: db.prepare('delete from goods where id = ?'),
    dropDoc: db.prepare('delete from docs where rowid = ?'),
    putDoc: db.prepare('insert into docs (rowid, lex, seq) values (?, ?, ?)'),
    putTerm: db.prepare('insert or ignore into terms (term) values (?)'),
    size: db.prepare('select count(*) as n from goods'),
  };
  const removeOne = (id: number) => {
    const row = stmts.keyOf.get(id) as { rank_key: bigint } | undefined;
    if (!row) return;
    stmts.dropDoc.run(row.rank_key);
    stmts.dropKey.run(id);
  };
  const write = db.transaction((docs: IndexedGoods[], removed: number[], state: Record<string, number>) => {
    for (const id of removed) removeOne(id);
    for (const doc of docs) {
      removeOne(doc.id);
      // A product whose sold count or QC count changed gets a new key: removed above, written again here.
      const key = rankKey(doc.soldCount, doc.id, doc.qcCount);
      const lex = doc.lexemes.map(hexToken);
      const seq = sequenceTokens(doc.searchText);
      const terms = new Set(lex);
      for (const token of seq) if (token !== GAP) terms.add(hexToken(token));
      for (const term of terms) stmts.putTerm.run(term);
      stmts.putDoc.run(key, lex.join(' '), hexSequence(seq));
      stmts.putKey.run(doc.id, key);
    }
    for (const [name, value] of Object.entries(state)) stmts.setState.run(name, value);
  });
  const queries = makeIndexQueries(db);

  return {
    /** The file (`:memory:` for one only this thread can read). */
    file,
    /** Writes these goods (replacing what the index held for them), drops `removed`, and records `state` with them. */
    write: (docs: IndexedGoods[], removed: number[] = [], state: Record<string, number> = {}) => write(docs, removed, state),
    state: (name: string): number | null => {
      const row = stmts.state.get(name) as { value: bigint } | undefined;
      return row ? Number(row.value) : null;
    },
    size: () => Number((stmts.size.get() as { n: number }).n),
    /** Empties the index (before a rebuild). */
    clear() {
      db.exec(`delete from goods; delete from terms; delete from state where name <> 'format'; insert into docs (docs) values ('delete-all');`);
    },
    /** Merges FTS5's segments (after a bulk build: fewer segments to merge at query time). */
    optimize() {
      db.exec(`insert into docs (docs) values ('optimize')`);
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    /** The index's queries in this thread (synchronous). */
    queries,
    /** The same queries as a reader (tests; the in-memory index; the pool's fallback is the database, not this). */
    reader: {
      count: async (query, atMost) => queries.count(query, atMost),
      page: async (query, order, offset, limit) => queries.page(query, order, offset, limit),
      answer: async (query, order, atMost, offset, limit, fewBelow) => queries.answer(query, order, atMost, offset, limit, fewBelow),
    } satisfies SearchIndexReader,

    close: () => {
      db.close();
      owner?.close();
    },
  };
}

/** A read-only connection to an index file that its owner (another thread of this process) keeps current. */
export function openSearchIndexReader(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('cache_size = -65536');
  // Pages read through the memory map are shared with the other readers (and the operating system's cache).
  db.pragma('mmap_size = 4294967296');
  return { queries: makeIndexQueries(db), close: () => db.close() };
}
