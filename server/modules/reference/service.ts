import { createHash } from 'node:crypto';
import type { AgentSummary, CategoryNode, HotCategory } from '../../../core/api.ts';
import type { RateEntry } from '../../../core/currency.ts';
import type { ReferenceRepo } from './repo.ts';

/** Reference data changes rarely (operators edit it): answers are cached for a short time. */
const CACHE_MS = 60_000;

export function makeReferenceService(repo: ReferenceRepo, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; value: unknown }>();
  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_MS) return hit.value as T;
    const value = await load();
    cache.set(key, { at: now(), value });
    return value;
  }

  return {
    /** `rate` = CNY per unit; `exchange` = units per CNY (product §D4). */
    rateList: () =>
      cached('rates', async (): Promise<RateEntry[]> =>
        (await repo.listCurrencies()).map((c) => ({
          currency: c.code,
          symbol: c.symbol,
          rate: c.rate,
          exchange: c.rate > 0 ? Number((1 / c.rate).toFixed(6)) : 0,
        })),
      ),

    hotCategoryList: () => cached('hot', async (): Promise<HotCategory[]> => repo.listHotCategories()),

    categoryTree: () =>
      cached('tree', async (): Promise<CategoryNode[]> => {
        const rows = await repo.listCategories();
        const nodes = new Map<number, CategoryNode>();
        for (const r of rows) nodes.set(r.id, { id: r.id, cnName: r.cnName, enName: r.enName, names: r.names, children: [] });
        const roots: CategoryNode[] = [];
        for (const r of rows) {
          const node = nodes.get(r.id)!;
          const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
          (parent ? parent.children : roots).push(node);
        }
        return roots;
      }),

    agentList: () =>
      cached('agents', async (): Promise<AgentSummary[]> =>
        (await repo.listActiveAgents()).map(({ id, agentName, logo, brandColor, siteUrl }) => ({
          id,
          agentName,
          logo: logo.startsWith(GENERATED_LOGO_PREFIX) ? `${logo}?v=${logoVersion(agentName, brandColor)}` : logo,
          siteUrl,
        })),
      ),

    agentLogoSvg: async (slug: string): Promise<string | null> => {
      const agent = await repo.findAgentBySlug(slug);
      return agent ? renderAgentLogo(agent.agentName, agent.brandColor) : null;
    },

    clearCache: () => cache.clear(),
  };
}
export type ReferenceService = ReturnType<typeof makeReferenceService>;

const GENERATED_LOGO_PREFIX = '/files/agents/';

/** Generated logos change only with the name or colour: the version makes them cacheable forever. */
function logoVersion(name: string, color: string): string {
  return createHash('sha256').update(`${name}\0${color}`).digest('hex').slice(0, 10);
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A generated logo: the agent's initials on its brand colour (the registry may point `logo` elsewhere). */
export function renderAgentLogo(name: string, color: string): string {
  const initials = name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase() || '?';
  const fill = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#334155';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="41" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
