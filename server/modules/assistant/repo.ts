import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { KnowledgeEntry } from './knowledge.ts';

export type RankedEntry = Pick<KnowledgeEntry, 'key' | 'source' | 'title' | 'body' | 'path'> & {
  /** PostgreSQL's `ts_rank` (title words weigh A, text words B; normalized by the text's length). */
  rank: number;
  /** How many of the question's distinct words (lexemes) the entry holds, and how many it has. */
  matched: number;
  words: number;
};

/** An entry as the index stores it: `searchTitle`/`searchBody` are the texts as the configuration reads them. */
export type KnowledgeRow = KnowledgeEntry & { config: string; searchTitle: string; searchBody: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The assistant's knowledge table (db/schema/assistant.ts): kept equal to the catalogues, ranked by full-text search. */
export function makeAssistantRepo(db: Db) {
  return {
    /**
     * Makes the table hold exactly these entries (one statement each: an upsert that rewrites only changed rows, a
     * delete of the entries the catalogues no longer have). Idempotent; processes doing it at once agree.
     */
    async replaceKnowledge(rows: KnowledgeRow[]): Promise<void> {
      const json = JSON.stringify(
        rows.map((r) => ({ locale: r.locale, key: r.key, source: r.source, title: r.title, body: r.body, path: r.path, config: r.config, st: r.searchTitle, sb: r.searchBody })),
      );
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into assistant_knowledge (locale, entry_key, source, title, body, path, search)
          select e.locale, e.key, e.source, e.title, e.body, e.path,
                 setweight(to_tsvector(e.config::regconfig, e.st), 'A') || setweight(to_tsvector(e.config::regconfig, e.sb), 'B')
          from jsonb_to_recordset(${json}::jsonb) as e(locale text, key text, source text, title text, body text, path text, config text, st text, sb text)
          on conflict (locale, entry_key) do update
            set source = excluded.source, title = excluded.title, body = excluded.body, path = excluded.path, search = excluded.search
            where (assistant_knowledge.source, assistant_knowledge.title, assistant_knowledge.body, assistant_knowledge.path, assistant_knowledge.search)
                  is distinct from (excluded.source, excluded.title, excluded.body, excluded.path, excluded.search)`);
        await tx.execute(sql`
          delete from assistant_knowledge k
          where not exists (select 1 from jsonb_to_recordset(${json}::jsonb) as e(locale text, key text) where e.locale = k.locale and e.key = k.entry_key)`);
      });
    },

    /**
     * The entries of `locale` matching any word of `query` (a `to_tsquery` text: words joined by `|`, the last one
     * possibly a `:*` prefix), best first: full-text rank, with how many of `plain`'s words each holds.
     */
    async rank(locale: string, config: string, query: string, plain: string, limit: number): Promise<RankedEntry[]> {
      const result = await db.execute(sql`
        with q as (
          select to_tsquery(${config}::regconfig, ${query}) as query,
                 tsvector_to_array(to_tsvector(${config}::regconfig, ${plain})) as words
        )
        select k.entry_key as key, k.source, k.title, k.body, k.path,
               ts_rank(k.search, q.query, 1) as rank,
               (select count(*) from unnest(q.words) w where w = any(tsvector_to_array(k.search)))::int as matched,
               cardinality(q.words) as words
        from assistant_knowledge k, q
        where k.locale = ${locale} and k.search @@ q.query
        order by matched desc, rank desc, k.entry_key
        limit ${limit}`);
      return rowsOf<RankedEntry & { rank: number | string }>(result).map((r) => ({ ...r, rank: Number(r.rank), matched: Number(r.matched), words: Number(r.words) }));
    },
  };
}
export type AssistantRepo = ReturnType<typeof makeAssistantRepo>;
