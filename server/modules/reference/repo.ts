import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agents, categories, currencies } from '../../../db/schema/index.ts';

export function makeReferenceRepo(db: Db) {
  return {
    listCurrencies: () => db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code)),
    listCategories: () => db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    listHotCategories: () =>
      db
        .select({ id: categories.id, cnName: categories.cnName, enName: categories.enName, names: categories.names })
        .from(categories)
        .where(eq(categories.isHot, true))
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
    listActiveAgents: () =>
      db
        .select({ id: agents.id, slug: agents.slug, agentName: agents.agentName, logo: agents.logo, brandColor: agents.brandColor, siteUrl: agents.siteUrl })
        .from(agents)
        .where(eq(agents.isActive, true))
        .orderBy(asc(agents.sortOrder), asc(agents.id)),
    findAgentBySlug: async (slug: string) => {
      const [row] = await db
        .select({ agentName: agents.agentName, brandColor: agents.brandColor })
        .from(agents)
        .where(and(eq(agents.slug, slug), eq(agents.isActive, true)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ReferenceRepo = ReturnType<typeof makeReferenceRepo>;
