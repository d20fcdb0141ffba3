import type { AgentOffer } from '../../../core/api.ts';
import type { GoodsKey } from '../../../core/catalog-schemas.ts';
import type { Locale } from '../../../core/locale.ts';
import { NotFoundError } from '../../errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import type { ReferenceService } from '../reference/service.ts';
import type { UploadKeeper } from '../uploads/index.ts';
import { makeBotsRepo } from './repo.ts';
import { botRoutes, interactionRoutes } from './routes.ts';
import { makeBotsService, type BotsService } from './service.ts';
import { makeTokenBox } from './token-box.ts';

/** My Bots (product §2, §3 "Bot"): the creator's Discord bots and their Interactions Endpoint. */
export function createBotsModule(
  deps: Pick<ModuleDeps, 'config' | 'db'> & {
    uploads: UploadKeeper;
    catalog: Pick<CatalogService, 'goodsIdByUrl' | 'goodsInfo' | 'goodsAgentList'>;
    reference: Pick<ReferenceService, 'rateList'>;
    /** The server secret the bot tokens' key is derived from (AUTH_SECRET or DATA_DIR/auth-secret). */
    serverSecret: string;
    now?: () => number;
    fetch?: typeof fetch;
  },
): ServerModule<BotsService> {
  const { config, catalog } = deps;
  const service = makeBotsService({
    repo: makeBotsRepo(deps.db),
    uploads: deps.uploads,
    tokens: makeTokenBox(deps.serverSecret),
    origin: config.PUBLIC_ORIGIN,
    discord: { base: config.DISCORD_API_BASE, timeoutMs: config.DISCORD_API_TIMEOUT_MS, fetch: deps.fetch },
    now: deps.now,
    catalog: {
      goodsIdByUrl: (url) => catalog.goodsIdByUrl(url),
      async goodsInfo(key: GoodsKey, locale: Locale) {
        try {
          return await catalog.goodsInfo({ ...key }, { locale, clientIp: 'discord' });
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      },
      agentOffers: (key: GoodsKey, ctx): Promise<AgentOffer[]> => catalog.goodsAgentList(key, { locale: ctx.locale, clientIp: 'discord', inviteCode: ctx.inviteCode }),
      rates: () => deps.reference.rateList(),
    },
  });
  return { service, routes: botRoutes(service), publicRoutes: interactionRoutes(service) };
}
export type { BotsService };
