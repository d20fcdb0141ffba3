// The assistant's knowledge (product §2 "Global shell": the floating assistant).
import { customType, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * What the assistant answers questions from: every FAQ answer and policy section of the locale catalogues, one row
 * per locale and entry, with its full-text vector (the title weighted above the text) in the locale's text-search
 * configuration. Rebuilt from the catalogues by the assistant module (server/modules/assistant), never edited by hand.
 */
export const assistantKnowledge = pgTable(
  'assistant_knowledge',
  {
    locale: text('locale').notNull(),
    entryKey: text('entry_key').notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    path: text('path').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.entryKey] }), index('assistant_knowledge_search_idx').using('gin', t.search)],
);
