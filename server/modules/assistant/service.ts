import type { AssistantAnswer, AssistantRequest, AssistantSuggestion } from '../../../core/assistant.ts';
import { KEYWORD_MAX_LENGTH } from '../../../core/catalog-schemas.ts';
import type { Locale } from '../../../core/locale.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import type { VisitorContext } from '../../http/visitor.ts';
import type { CatalogService } from '../catalog/service.ts';
import { detectIntent, queryWords, type Intent } from './intent.ts';
import { allKnowledge, type KnowledgeEntry } from './knowledge.ts';
import type { AssistantRepo, RankedEntry } from './repo.ts';
import { plainText, searchTextOf, TEXT_SEARCH_CONFIG } from './search-text.ts';

/** At most this many FAQ or policy answers, goods cards and suggestions per reply. */
export const MAX_ARTICLES = 2;
export const MAX_GOODS = 4;
export const MAX_SUGGESTIONS = 5;

/** A link the link engine refused, before its message is put in the page's language (by the route). */
export type RefusedLink = { kind: 'link_refused'; reason: string; messageKey: string };
export type ServiceAnswer = Exclude<AssistantAnswer, { kind: 'link_refused' }> | RefusedLink;
export type ServiceReply = { locale: Locale; answers: ServiceAnswer[]; suggestions: AssistantSuggestion[] };

export type AssistantDeps = {
  repo: AssistantRepo;
  catalog: Pick<CatalogService, 'goodsList' | 'goodsIdByUrl' | 'goodsAgentList'>;
  /** The knowledge to index (default: every locale catalogue's FAQ and policies). */
  knowledge?: () => KnowledgeEntry[];
};

/**
 * The entries good enough to answer with (product §2 assistant), best first: an entry must hold at least half of
 * the question's words (a short question: one of them); the runner-up only when it holds as many as the best.
 */
export function pickArticles(ranked: RankedEntry[], max = MAX_ARTICLES): RankedEntry[] {
  const fitting = ranked.filter((r) => r.words > 0 && r.matched >= Math.max(1, Math.ceil(r.words / 2)));
  const best = fitting[0];
  if (!best) return [];
  return [best, ...fitting.slice(1).filter((r) => r.matched === best.matched)].slice(0, max);
}

/** The `to_tsquery` text of a message: its words joined by OR, the last one a prefix while it is being typed. */
export function tsQueryOf(locale: Locale, message: string, prefixLast: boolean): string {
  const words = queryWords(searchTextOf(locale, message));
  if (words.length === 0) return '';
  // Chinese pairs are whole already (search-text.ts); elsewhere the last word may be half typed.
  const prefix = prefixLast && locale !== 'zh';
  return words.map((w, i) => (prefix && i === words.length - 1 ? `${w}:*` : w)).join(' | ');
}

export function makeAssistantService(deps: AssistantDeps) {
  const { repo, catalog } = deps;
  let indexed: Promise<void> | null = null;

  /** The catalogues indexed once per process (they change only with a release). */
  function ensureIndexed(): Promise<void> {
    indexed ??= repo
      .replaceKnowledge(
        (deps.knowledge ?? allKnowledge)().map((entry) => ({
          ...entry,
          config: TEXT_SEARCH_CONFIG[entry.locale],
          searchTitle: searchTextOf(entry.locale, entry.title),
          searchBody: searchTextOf(entry.locale, plainText(entry.body)),
        })),
      )
      .catch((error: unknown) => {
        indexed = null;
        throw error;
      });
    return indexed;
  }

  async function rankArticles(locale: Locale, message: string, prefixLast: boolean, limit: number): Promise<RankedEntry[]> {
    const query = tsQueryOf(locale, message, prefixLast);
    if (!query) return [];
    await ensureIndexed();
    return repo.rank(locale, TEXT_SEARCH_CONFIG[locale], query, searchTextOf(locale, message), limit);
  }

  async function findGoods(message: string, ctx: VisitorContext, pageSize: number) {
    if (message.length > KEYWORD_MAX_LENGTH) return null;
    const page = await catalog.goodsList({ keyword: message, pageId: 1, pageSize, currency: 'CNY', showNoQc: true, sort: 'relevance' }, ctx);
    return page.list.length > 0 ? page : null;
  }

  async function productAnswer(message: string, ctx: VisitorContext): Promise<ServiceAnswer> {
    let key;
    try {
      key = await catalog.goodsIdByUrl(message);
    } catch (error) {
      if (error instanceof InvalidError) return { kind: 'link_refused', reason: error.reason ?? 'unsupported_link', messageKey: error.fields?.url ?? error.msgKey };
      throw error;
    }
    const [held, offers] = await Promise.all([
      catalog.goodsList({ keyword: message.slice(0, KEYWORD_MAX_LENGTH), pageId: 1, pageSize: 1, currency: 'CNY', showNoQc: true, sort: 'relevance' }, ctx).catch((error: unknown) => {
        if (error instanceof InvalidError || error instanceof NotFoundError) return null;
        throw error;
      }),
      catalog.goodsAgentList(key, ctx),
    ]);
    const goods = held?.list.find((card) => card.channel === key.channel && card.offerId === key.offerId) ?? null;
    return {
      kind: 'product',
      channel: key.channel,
      offerId: key.offerId,
      goods,
      productPath: goods ? `/products/${encodeURIComponent(key.channel)}/${encodeURIComponent(key.offerId)}` : null,
      offers: offers.map(({ id, agentName, logo, buyUrl, clickUrl, referralCode, attribution, badges }) => ({ id, agentName, logo, buyUrl, clickUrl, referralCode, attribution, badges })),
    };
  }

  const articleOf = (entry: RankedEntry): ServiceAnswer => ({ kind: 'article', source: entry.source, title: entry.title, text: entry.body, path: entry.path });

  async function answer(message: string, intent: Intent, ctx: VisitorContext): Promise<ServiceAnswer[]> {
    if (intent === 'link') return [await productAnswer(message, ctx)];
    const articles = pickArticles(await rankArticles(ctx.locale, message, false, 8));
    // A question the texts answer needs no goods; anything else is looked for in the catalog too.
    const page = intent === 'question' && articles.length > 0 ? null : await findGoods(message, ctx, MAX_GOODS);
    const goods: ServiceAnswer[] = page
      ? [{ kind: 'goods', keyword: message, total: page.total, goods: page.list, searchPath: `/search-result?keyword=${encodeURIComponent(message)}` }]
      : [];
    if (intent === 'question') return [...articles.map(articleOf), ...goods];
    // Words that name goods: the goods first, and a text only when it holds every word.
    return goods.length > 0 ? [...goods, ...articles.filter((a) => a.matched === a.words).slice(0, 1).map(articleOf)] : articles.map(articleOf);
  }

  async function suggest(message: string, ctx: VisitorContext): Promise<AssistantSuggestion[]> {
    if (detectIntent(message) === 'link') return [];
    const [ranked, page] = await Promise.all([rankArticles(ctx.locale, message, true, MAX_SUGGESTIONS), findGoods(message, ctx, 3)]);
    const texts = [
      ...ranked.map((r): AssistantSuggestion => ({ kind: 'article', text: r.title })),
      ...(page?.list ?? []).map((card): AssistantSuggestion => ({ kind: 'goods', text: card.title })),
    ];
    const seen = new Set<string>();
    return texts.filter((s) => !seen.has(s.text) && seen.add(s.text)).slice(0, MAX_SUGGESTIONS);
  }

  return {
    /** One message: answers (mode `answer`) or suggestions for text being typed (mode `suggest`), in `req.locale` or the caller's. */
    async ask(req: AssistantRequest, visitor: VisitorContext): Promise<ServiceReply> {
      const ctx = { ...visitor, locale: req.locale ?? visitor.locale };
      if (req.mode === 'suggest') return { locale: ctx.locale, answers: [], suggestions: await suggest(req.message, ctx) };
      return { locale: ctx.locale, answers: await answer(req.message, detectIntent(req.message), ctx), suggestions: [] };
    },
    /** Indexes the catalogues now (tests; otherwise the first question does). */
    ensureIndexed,
  };
}
export type AssistantService = ReturnType<typeof makeAssistantService>;
