import { awardBadges, estimatedTotalCny, orderAgentOffers } from '../../../core/agent-compare.ts';
import type { AgentOffer, AgentUrl, Attribution, CategoryNode, Channel, GoodsCard, GoodsDetail, GoodsPage, Page, SellerSummary, TrustedSeller } from '../../../core/api.ts';
import { RESULT_WINDOW, type GoodsAgentUrlListRequest, type GoodsInfoRequest, type GoodsKey, type GoodsListRequest, type GoodsSort, type PageRequest, type SimilarGoodsQuery, type TrustedSellersRequest } from '../../../core/catalog-schemas.ts';
import { buildAgentUrl, looksLikeLink, parseProductLink } from '../../../core/links/index.ts';
import { clickPath } from '../../../core/outbound.ts';
import { LINK_REFUSAL_MESSAGES } from '../links/messages.ts';
import type { Locale } from '../../../core/locale.ts';
import { trustScore } from '../../../core/trust.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import { favoriteKeyOf } from '../favorites/repo.ts';
import type { ReferenceService } from '../reference/service.ts';
import { goodsCardOf } from './cards.ts';
import type { CatalogRepo, GoodsCardRow, GoodsFilter, GoodsOrder } from './repo.ts';
import type { IndexQuery, SearchIndexReader } from './search-index.ts';
import { readOnce, type RequestReads } from '../request-reads.ts';
import { goodsSurelyWithin, PRICE_BAND_EDGES, priceBandsOf, type PriceBands } from './price-bands.ts';
import { rankSimilar } from './similar-goods.ts';
import { analyzeKeyword, COMPOUND_LOCALES, hasTerms, isCorrectable, isMultiPart, isPlainLexeme, prefixWord, queryGroups, substringsToCheck, toTsQuery, type SearchTerms } from './search-terms.ts';
import { makeTtlCache, makeViewDeduper } from './ttl-cache.ts';
import { makeViewCounts } from './view-counts.ts';
import { makeVocabulary, type Vocabulary } from './vocabulary.ts';
import { makeWordShares, type WordShares } from './word-shares.ts';
import type { ImageMatch } from '../image-search/vector-index.ts';
import { shownSimilarity } from '../image-search/service.ts';

/** What a call knows about its caller (read from the request by the routes). */
export type CatalogContext = {
  locale: Locale;
  clientIp: string;
  /** The `curAgent` cookie: the agent the user selected (product §4). */
  curAgent?: string;
  /** The `inviteCode` cookie: the creator whose invite link the buyer came by (product §D5). */
  inviteCode?: string;
  /** The signed-in user when the call carries a live session: cards then say whether they are favourites. */
  userId?: number | null;
  /** Reads shared by the calls of one page render (request-reads.ts); absent for a call over HTTP. */
  reads?: RequestReads;
};

export type CatalogDeps = {
  repo: CatalogRepo;
  reference: Pick<ReferenceService, 'rateList' | 'categoryTree' | 'agentList'>;
  /** Resolves a short share link (m.tb.cn …) to the product URL behind it; absent when LINK_RESOLVER is off. */
  resolveShortLink?: (url: string) => Promise<string | null>;
  /** The referral code the creator with this invite code set for this agent, or null (server/modules/creators). */
  findCreatorCode?: (inviteCode: string, agentId: number) => Promise<string | null>;
  /** How buyers see the creator behind an invite code (never an email), or null (server/modules/creators). */
  findCreatorName?: (inviteCode: string) => Promise<string | null>;
  /** Which of these products the user keeps as favourites, as `favoriteKeyOf` keys (the favourites module). */
  collectedAmong?: (userId: number, keys: GoodsKey[]) => Promise<Set<string>>;
  now?: () => number;
  /** How often counted product views are written (default VIEW_FLUSH_MS). */
  viewFlushMs?: number;
  /**
   * How long list pages, totals and similar-goods lists are reused (default 30 s); for four times as long
   * again a stale one is answered while it is reloaded in the background. 0 turns caching off.
   */
  listCacheTtlMs?: number;
  /** Rows a search walk may read (default WALK_BUDGET_ROWS); 0 reads every search from the full-text index. */
  walkBudgetRows?: number;
  /** Expected matches below which a search is not walked (default WALK_MIN_MATCHES; 0 in tests of the walk). */
  walkMinMatches?: number;
  /** Totals above this are answered as this with `totalCapped` (default RESULT_WINDOW; smaller in tests). */
  totalCap?: number;
  /**
   * The in-process search index (search-index-sync.ts), when configured: searches without category or price filters,
   * in relevance or best-seller order, are answered from it once it is built and current; the rest by PostgreSQL.
   */
  searchIndex?: { current(): Promise<SearchIndexReader | null> };
  /** Where a failed index search is reported before the database answers it. */
  log?: { warn(obj: object, msg: string): void };
  /** Search by image (server/modules/image-search): the catalog images most like an upload, best first. */
  imageSearch?: { search(imageKey: string): Promise<ImageMatch[]>; threshold: number };
};

/** Fewer exact matches than this and the search also looks for typo corrections of the words. */
export const FUZZY_BELOW = 10;
const CORRECTIONS = { minSimilarity: 0.3, limit: 3 };
/** Goods whose words make up the typo-correction vocabulary, and how long it is reused. */
const VOCABULARY_SAMPLE_ROWS = 20_000;
const VOCABULARY_TTL_MS = 10 * 60_000;
/** Words shorter than this are not worth correcting or offering as corrections. */
const MIN_VOCABULARY_WORD = 3;
/**
 * A search page in best-seller order is read by walking the best sellers (repo `walkGoods`) when the search is
 * expected to fill it within this many rows; otherwise, or when the walk falls short, from the full-text index.
 * docs/decisions/018-cold-search.md.
 */
const WALK_BUDGET_ROWS = 4000;
/** The walk is tried when the expected matches within the budget are this many times the rows needed. */
const WALK_MARGIN = 3;
/**
 * ... and when the search is expected to match at least this many goods: below that, collecting the matches from
 * the full-text index costs less than the walk (on the 3,000-good demo catalog every search does).
 */
const WALK_MIN_MATCHES = 2000;
/**
 * A walked search answers "more than RESULT_WINDOW" (`totalCapped`) without counting when two independent
 * estimates of its matches both exceed this many times RESULT_WINDOW: the walk's own density (matches met ÷ rows
 * walked, in best-seller order) and the vocabulary sample's (uniform over the catalog). Otherwise its matches are
 * counted up to RESULT_WINDOW + 1 (docs/decisions/018).
 */
const CAPPED_MARGIN = 1.5;
/**
 * How long the number of goods (with QC photos, or all) that walked searches extrapolate to is reused, whatever
 * the list caches do: it moves slowly, and counting 600,000 goods costs ~50 ms.
 */
const POPULATION_TTL_MS = 60_000;
const SIMILAR_SAME_CATEGORY_PER_SIDE = 100;
const SIMILAR_SIBLING_PER_SIDE = 20;
/** Verified sellers ranked for the trusted-sellers highlight, and goods shown with each. */
const TRUSTED_SELLER_CANDIDATES = 2000;
const TRUSTED_SELLER_GOODS = 4;
export const VIEW_DEDUPE_WINDOW_MS = 10 * 60_000;
/** How often the product views counted in memory are written (view-counts.ts). */
export const VIEW_FLUSH_MS = 5_000;
const REGISTRY_CACHE_MS = 60_000;
/** How long "the catalog holds demo listings" is reused (the footer asks on every page). */
const DEMO_CHECK_MS = 60_000;


type SellerRow = Awaited<ReturnType<CatalogRepo['listVerifiedSellers']>>[number];
/** What a search walk checks before the document (one substring of each group) and the share of goods expected to match. */
type Walk = { mustContainAll: string[][]; share: number };
/** A list page's rows with its total; `totalCapped`: more than RESULT_WINDOW goods match, `total` is RESULT_WINDOW. */
type SearchResult = { rows: GoodsCardRow[]; total: number; correctedKeyword?: string; totalCapped?: boolean };

const nothing = () => Promise.resolve(null);

export function makeCatalogService(deps: CatalogDeps) {
  const { repo, reference } = deps;
  const now = deps.now ?? Date.now;
  const findCreatorCode = deps.findCreatorCode ?? nothing;
  const findCreatorName = deps.findCreatorName ?? nothing;
  const listTtl = deps.listCacheTtlMs ?? 30_000;
  const walkBudget = deps.walkBudgetRows ?? WALK_BUDGET_ROWS;
  const walkMinMatches = deps.walkMinMatches ?? WALK_MIN_MATCHES;
  const totalCap = deps.totalCap ?? RESULT_WINDOW;
  const cached = { ttlMs: listTtl, staleMs: 4 * listTtl, now };
  const pages = makeTtlCache<SearchResult>({ maxEntries: 1000, ...cached });
  const totals = makeTtlCache<number>({ maxEntries: 5000, ...cached });
  const similar = makeTtlCache<number[]>({ maxEntries: 5000, ...cached });
  const trusted = makeTtlCache<{ seller: SellerSummary; goodsIds: number[] }[]>({ maxEntries: 20, ...cached });
  const demo = makeTtlCache<boolean>({ maxEntries: 1, ttlMs: DEMO_CHECK_MS, now });
  const priceBands = makeTtlCache<PriceBands>({ maxEntries: 1, ...cached });
  const populations = makeTtlCache<number>({ maxEntries: 2, ttlMs: POPULATION_TTL_MS, staleMs: 4 * POPULATION_TTL_MS, now });
  const registry = makeTtlCache<Awaited<ReturnType<CatalogRepo['listActiveAgents']>>>({ maxEntries: 1, ttlMs: REGISTRY_CACHE_MS, now });
  const views = makeViewDeduper({ windowMs: VIEW_DEDUPE_WINDOW_MS, maxEntries: 100_000, now });
  const viewCounts = makeViewCounts({
    write: (counts) => repo.addViews(counts),
    intervalMs: deps.viewFlushMs ?? VIEW_FLUSH_MS,
    onError: (error) => deps.log?.warn({ err: error }, 'view counts: the write failed; kept for the next one'),
  });

  function sellerSummaryOf(s: SellerRow): SellerSummary {
    const listingAgeDays = Math.max(0, Math.floor((now() - s.listedSince.getTime()) / 86_400_000));
    return {
      id: s.id,
      name: s.name,
      channel: s.channel as Channel,
      trustScore: trustScore({ ...s, listingAgeDays }),
      verified: s.verified,
      qcPassRate: s.qcPassRate,
      onTimeShipRate: s.onTimeShipRate,
      disputeRate: s.disputeRate,
      listingAgeDays,
    };
  }

  /** A refusal shown next to one field (`fieldKey`: its own message there, else the envelope's). */
  const invalid = (msgKey: string, reason: string, field: string, more: { fieldKey?: string; data?: Record<string, unknown> } = {}) =>
    new InvalidError(msgKey, { reason, fields: { [field]: more.fieldKey ?? msgKey }, data: more.data });

  // ── reference data ───────────────────────────────────────────────────────────
  type CategoryIndex = { parent: Map<number, number | null>; children: Map<number, number[]>; subtree: (id: number) => number[] };
  /** Built once per category tree the reference service hands out (it caches the tree; an operator's edit makes a new one). */
  const categoryIndexes = new WeakMap<CategoryNode[], CategoryIndex>();
  async function categoryIndex(): Promise<CategoryIndex> {
    const tree = await reference.categoryTree();
    let index = categoryIndexes.get(tree);
    if (!index) categoryIndexes.set(tree, (index = indexOfTree(tree)));
    return index;
  }
  function indexOfTree(tree: CategoryNode[]): CategoryIndex {
    const parent = new Map<number, number | null>();
    const children = new Map<number, number[]>();
    const walk = (nodes: CategoryNode[], parentId: number | null) => {
      for (const node of nodes) {
        parent.set(node.id, parentId);
        children.set(node.id, node.children.map((c) => c.id));
        walk(node.children, node.id);
      }
    };
    walk(tree, null);
    const subtree = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(subtree)];
    // A category's subtree, worked out once: the browse filter of every request in it (never mutated by its readers).
    const subtrees = new Map<number, number[]>();
    return {
      parent,
      children,
      subtree: (id) => {
        let ids = subtrees.get(id);
        if (!ids) subtrees.set(id, (ids = subtree(id)));
        return ids;
      },
    };
  }

  /** CNY per unit of `currency`, or null when we do not know it. */
  async function rateOf(currency: string): Promise<number | null> {
    const entry = (await reference.rateList()).find((r) => r.currency === currency);
    return entry && entry.rate > 0 ? entry.rate : null;
  }

  // ── lists ──────────────────────────────────────────────────────────────────
  const pageOf = <T>(list: T[], total: number, pageId: number, pageSize: number): Page<T> => ({
    list,
    total,
    pageId,
    pageSize,
    hasMore: pageId * pageSize < Math.min(total, RESULT_WINDOW),
  });


  /**
   * Sets `isCollected` on freshly built cards when the caller is signed in: one query for the whole list.
   * Cached lists hold rows, never cards, so one user's favourites never reach another's answer.
   */
  async function markCollected<T extends GoodsCard>(cards: T[], ctx: CatalogContext): Promise<T[]> {
    if (!ctx.userId || !deps.collectedAmong || cards.length === 0) return cards;
    const collected = await deps.collectedAmong(ctx.userId, cards.map((c) => ({ channel: c.channel, offerId: c.offerId })));
    for (const card of cards) card.isCollected = collected.has(favoriteKeyOf(card));
    return cards;
  }

  /**
   * The answer for a visitor who is not signed in, built once per cached result and locale: while the result
   * is cached, every such visitor gets the same page object (never mutated), so the route can write its
   * bytes once (routes.ts). A signed-in caller's page carries their own `isCollected` and is built afresh.
   */
  const sharedPages = new WeakMap<object, Map<Locale, GoodsPage>>();
  async function pageFor(result: SearchResult, req: PageRequest, ctx: CatalogContext): Promise<GoodsPage> {
    const build = async () => {
      const page: GoodsPage = pageOf(await markCollected(result.rows.map((r) => goodsCardOf(r, ctx.locale)), ctx), result.total, req.pageId, req.pageSize);
      if (result.correctedKeyword) page.correctedKeyword = result.correctedKeyword;
      if (result.totalCapped) {
        page.totalCapped = true;
        page.hasMore = req.pageId * req.pageSize < RESULT_WINDOW;
      }
      return page;
    };
    if (ctx.userId) return build();
    let byLocale = sharedPages.get(result);
    if (!byLocale) sharedPages.set(result, (byLocale = new Map()));
    let page = byLocale.get(ctx.locale);
    if (!page) byLocale.set(ctx.locale, (page = await build()));
    return page;
  }

  /** More than RESULT_WINDOW matches are answered as RESULT_WINDOW with `totalCapped` (docs/decisions/018). */
  const bounded = (rows: GoodsCardRow[], total: number): SearchResult =>
    total > totalCap ? { rows, total: totalCap, totalCapped: true } : { rows, total };

  const countOf = (filter: GoodsFilter) => totals.getOrLoad(JSON.stringify(filter), () => repo.countGoods(filter));

  /**
   * A browse page: the total comes from its own (cached) COUNT, the page from an index walk. A filtered browse
   * (`boundedCount`) counts no further than RESULT_WINDOW + 1 and answers "more than RESULT_WINDOW" beyond
   * (docs/decisions/018): counting every good of a large category costs more than its page.
   */
  async function listPage(filter: GoodsFilter, order: GoodsOrder, page: PageRequest, boundedCount = false): Promise<SearchResult> {
    const key = JSON.stringify([filter, order, page.pageId, page.pageSize]);
    return pages.getOrLoad(key, async () => {
      const count = boundedCount ? await browseTotal(filter) : await countOf(filter);
      const offset = (page.pageId - 1) * page.pageSize;
      const rows = offset < count ? await repo.listGoods(filter, order, page.pageSize, offset) : [];
      return bounded(rows, count);
    });
  }

  const countUpTo = (filter: GoodsFilter) => totals.getOrLoad(`upTo:${JSON.stringify(filter)}`, () => repo.countGoodsUpTo(filter, totalCap + 1));

  /**
   * A browse's total, counted no further than RESULT_WINDOW + 1, unless the price bands (price-bands.ts) already
   * show more than RESULT_WINDOW goods inside its range. The bands are read in the background, never waited for:
   * until the first reading, without list caches (tests), and for a keyword, the total is counted.
   */
  function browseTotal(filter: GoodsFilter): Promise<number> {
    if (listTtl > 0 && !filter.textQuery && !filter.mustContain?.length) {
      priceBands.getOrLoad('', () => repo.countPriceBands(PRICE_BAND_EDGES).then(priceBandsOf)).catch((error: unknown) => {
        deps.log?.warn({ err: error }, 'price bands: the reading failed; browses are counted');
      });
      const bands = priceBands.get('');
      if (bands && goodsSurelyWithin(bands, filter) > totalCap) return Promise.resolve(totalCap + 1);
    }
    return countUpTo(filter);
  }

  /**
   * A search page: for a common search in best-seller order, the first matches met walking the best sellers
   * (`walk`); otherwise page and total in one pass over the matches from the full-text index, unless the total is
   * cached.
   */
  async function searchPage(filter: GoodsFilter, order: GoodsOrder, page: PageRequest, walk?: Walk) {
    const key = JSON.stringify([filter, order, page.pageId, page.pageSize]);
    return pages.getOrLoad(key, async (): Promise<SearchResult> => {
      const totalKey = JSON.stringify(filter);
      const offset = (page.pageId - 1) * page.pageSize;
      const walked = walk ? await walkPage(filter, order, offset, page.pageSize, walk) : null;
      if (walked) return walked;
      const known = totals.get(totalKey);
      if (known !== undefined) return bounded(offset < known ? await repo.listGoods(filter, order, page.pageSize, offset) : [], known);
      const counted = await repo.listGoodsCounted(filter, order, page.pageSize, offset);
      const total = counted.total ?? (await countOf(filter));
      totals.set(totalKey, total);
      return bounded(counted.rows, total);
    });
  }

  /**
   * The page read by walking the best sellers, or null when this search should not or could not be read so: only
   * best-seller order (sales, or relevance whose only tier is the whole phrase — the phrase then joins the walk's
   * checks, and a walk that meets enough phrase matches has the page), no category or price filter, and a search
   * expected to match at least WALK_MIN_MATCHES goods and to fill the page within WALK_BUDGET_ROWS. The total is
   * "more than RESULT_WINDOW" when the walk's density and the vocabulary sample both say so by a margin
   * (CAPPED_MARGIN), else counted up to RESULT_WINDOW + 1.
   */
  async function walkPage(filter: GoodsFilter, order: GoodsOrder, offset: number, pageSize: number, walk: Walk): Promise<SearchResult | null> {
    if (!filter.textQuery || filter.categoryIds || filter.minPriceCny !== undefined || filter.maxPriceCny !== undefined) return null;
    if (order.kind !== 'sales' && !(order.kind === 'relevance' && !order.firstIds?.length)) return null;
    const needed = offset + pageSize + 1;
    if (walkBudget <= 0 || walk.share * walkBudget < WALK_MARGIN * needed) return null;
    const population = await populations.getOrLoad(String(filter.onlyWithQc), () => repo.countGoods({ onlyWithQc: filter.onlyWithQc }));
    if (walk.share * population < walkMinMatches) return null;
    const phrase = order.kind === 'relevance' ? order.phrase : undefined;
    const found = await repo.walkGoods({ ...filter, textQuery: filter.textQuery, mustContainAll: walk.mustContainAll, phrase }, needed, walkBudget);
    if (found.rows.length < needed) return null;
    const rows = found.rows.slice(offset, offset + pageSize);
    const estimated = Math.min((needed / found.walked) * population, walk.share * population);
    if (estimated >= CAPPED_MARGIN * totalCap) return { rows, total: totalCap, totalCapped: true };
    return bounded(rows, await countUpTo(filter));
  }

  /**
   * A search by image: the uploaded image's nearest catalog images (one per product, best first) that pass the
   * list's filters, paged. The same upload gives the same answer while it lives (the index only grows meanwhile).
   */
  async function imagePage(imageKey: string, filter: GoodsFilter, req: GoodsListRequest, ctx: CatalogContext): Promise<GoodsPage> {
    if (!deps.imageSearch) throw new NotFoundError('imageSearchExpired', { reason: 'image_search_expired' });
    const matches = await deps.imageSearch.search(imageKey);
    const best = new Map<string, ImageMatch>();
    for (const match of matches) {
      const key = favoriteKeyOf(match);
      if (!best.has(key)) best.set(key, match);
    }
    const rows = await repo.listCardsByKeys([...best.values()], filter);
    const byKey = new Map(rows.map((row) => [favoriteKeyOf({ channel: row.channel as Channel, offerId: row.offerId }), row]));
    const ranked = [...best.entries()].flatMap(([key, match]) => (byKey.has(key) ? [{ row: byKey.get(key)!, match }] : []));
    const offset = (req.pageId - 1) * req.pageSize;
    const cards = ranked.slice(offset, offset + req.pageSize).map(({ row, match }) => ({
      ...goodsCardOf(row, ctx.locale),
      similarity: shownSimilarity(match.similarity),
      matchedImage: { kind: match.kind, image: match.imageKey },
    }));
    return { ...pageOf(await markCollected(cards, ctx), ranked.length, req.pageId, req.pageSize), similarityThreshold: deps.imageSearch.threshold };
  }

  const browseOrder = (sort: GoodsSort): GoodsOrder => ({ kind: sort === 'relevance' ? 'sales' : sort });

  // ── typo corrections ───────────────────────────────────────────────────────────
  let vocabulary: { words: Vocabulary; shares: WordShares; at: number } | null = null;
  let loadingVocabulary: Promise<{ words: Vocabulary; shares: WordShares }> | null = null;

  /**
   * The catalog's words, reloaded in the background when older than VOCABULARY_TTL_MS. A failed background
   * reload drops the old words, so the next search loads them in the foreground, where the error surfaces.
   */
  function currentVocabulary(): Promise<{ words: Vocabulary; shares: WordShares }> {
    if (vocabulary && now() - vocabulary.at < VOCABULARY_TTL_MS) return Promise.resolve(vocabulary);
    if (!loadingVocabulary) {
      loadingVocabulary = repo
        .sampleWords(VOCABULARY_SAMPLE_ROWS)
        .then((sample) => {
          const words = makeVocabulary(sample.words.filter((e) => isPlainLexeme(e.word) && [...e.word].length >= MIN_VOCABULARY_WORD));
          const loaded = { words, shares: makeWordShares(sample.words, sample.sampled) };
          vocabulary = { ...loaded, at: now() };
          return loaded;
        })
        .finally(() => {
          loadingVocabulary = null;
        });
      if (vocabulary) loadingVocabulary.catch(() => (vocabulary = null));
    }
    return vocabulary ? Promise.resolve(vocabulary) : loadingVocabulary;
  }

  /** Typo corrections of a word: similar catalog words (that a prefix word does not already match). */
  const correctionsOf = (words: Vocabulary, word: string, isPrefix: boolean) =>
    words.similarTo(word, CORRECTIONS).filter((w) => !(isPrefix && w.startsWith(word)));

  async function search(terms: SearchTerms, base: GoodsFilter, sort: GoodsSort, page: PageRequest, locale: Locale): Promise<{ rows: GoodsCardRow[]; total: number; correctedKeyword?: string }> {
    const relevance = (firstIds?: number[]): GoodsOrder =>
      sort === 'relevance' ? { kind: 'relevance', phrase: isMultiPart(terms) ? terms.phrase : undefined, firstIds } : browseOrder(sort);
    // German, Polish and Russian searches also find their words at the end of compounds ("Schulrucksack").
    const queryOptions = { compounds: COMPOUND_LOCALES.includes(locale) };
    const unfiltered = !base.categoryIds && base.minPriceCny === undefined && base.maxPriceCny === undefined;
    const index = unfiltered && (sort === 'relevance' || sort === 'sales') ? await deps.searchIndex?.current() : null;
    if (index) {
      try {
        return await indexedSearch(index, terms, base.onlyWithQc, sort, page, queryOptions);
      } catch (error) {
        // A worker of the index failed (search-index-pool.ts): the database answers this search.
        deps.log?.warn({ err: error }, 'search index: a search failed; the database answers it');
      }
    }
    const exact: GoodsFilter = { ...base, textQuery: toTsQuery(terms, new Map(), queryOptions) ?? undefined, mustContain: substringsToCheck(terms) };
    const { words, shares } = await currentVocabulary();
    // Every match holds each word and Chinese run of the keyword as written (lexemes and tails are parts of the
    // search text): the walk checks these substrings before the document.
    const walk: Walk = { mustContainAll: [...terms.words, ...terms.cjkRuns].map((part) => [part]), share: shares.ofTerms(terms) };
    const exactPage = await searchPage(exact, relevance(), page, walk);
    const exactTotal = exactPage.total;
    const correctable = terms.words.filter(isCorrectable);
    if (exactTotal >= FUZZY_BELOW || correctable.length === 0) return exactPage;

    const found = new Map<string, string[]>();
    for (const word of correctable) {
      const alternatives = correctionsOf(words, word, word === prefixWord(terms));
      if (alternatives.length) found.set(word, alternatives);
    }
    if (found.size === 0) return exactPage;

    // Exact matches stay on top; the corrected words add what the typo missed.
    const widened: GoodsFilter = { ...exact, textQuery: toTsQuery(terms, found, queryOptions) ?? undefined };
    const firstIds = exactTotal > 0 ? await repo.matchingIds(exact, FUZZY_BELOW) : undefined;
    // A corrected word is one of its alternatives: the walk checks for any of them.
    const widenedWalk: Walk = {
      mustContainAll: [...terms.words.map((w) => [w, ...(found.get(w) ?? [])]), ...terms.cjkRuns.map((run) => [run])],
      share: shares.ofTerms(terms, found),
    };
    const result = await searchPage(widened, relevance(firstIds), page, widenedWalk);
    if (exactTotal > 0) return result;
    const correctedKeyword = terms.words.map((w) => found.get(w)?.[0] ?? w).concat(terms.cjkRuns).join(' ');
    return { ...result, correctedKeyword };
  }

  /**
   * `search` answered by the in-process index: the same matches, tiers and corrections as the PostgreSQL path (exact
   * matches first when corrections widened the query, then the whole phrase, then best sellers), the cards read from
   * PostgreSQL by id. The phrase tier matches the phrase's words in order whatever stands between them ("kolor: czarny"
   * holds "kolor czarny"), where ILIKE wants the characters as typed (docs/decisions/018, "Fourth session").
   */
  async function indexedSearch(index: SearchIndexReader, terms: SearchTerms, onlyWithQc: boolean, sort: GoodsSort, page: PageRequest, options: { compounds: boolean }): Promise<SearchResult> {
    const key = JSON.stringify(['index', terms, onlyWithQc, sort, options.compounds, page.pageId, page.pageSize]);
    return pages.getOrLoad(key, async () => {
      const offset = (page.pageId - 1) * page.pageSize;
      const phrase = sort === 'relevance' && isMultiPart(terms) ? terms.phrase : undefined;
      const queryOf = (corrections?: Map<string, string[]>): IndexQuery => ({ groups: queryGroups(terms, corrections, options), mustContain: substringsToCheck(terms), onlyWithQc });
      const ask = (query: IndexQuery, firstIds?: number[], fewBelow?: number) =>
        index.answer(query, { phrase, firstIds: sort === 'relevance' ? firstIds : undefined }, totalCap + 1, offset, page.pageSize, fewBelow);
      const withCards = async ({ total, ids }: { total: number; ids: number[] }) => {
        const cards = new Map((await repo.listCardsByIds(ids)).map((r) => [r.id, r]));
        return bounded(ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : [])), total);
      };
      // One call to the index for the exact search: its bounded count and its page, or, when fewer than FUZZY_BELOW goods
      // match and a word could be a typo, those few matches (the exact tier of a corrected search) instead of the page.
      const exact = queryOf();
      const correctable = terms.words.filter(isCorrectable);
      const first = await ask(exact, undefined, correctable.length ? FUZZY_BELOW : undefined);
      if (!first.few) return withCards(first);
      // A cap below FUZZY_BELOW (tests) leaves "fewer than FUZZY_BELOW" open: counted again to FUZZY_BELOW.
      const exactTotal = first.total > totalCap ? await index.count(exact, FUZZY_BELOW) : first.total;
      if (exactTotal >= FUZZY_BELOW) return withCards(await ask(exact));
      const { words } = await currentVocabulary();
      const found = new Map<string, string[]>();
      for (const word of correctable) {
        const alternatives = correctionsOf(words, word, word === prefixWord(terms));
        if (alternatives.length) found.set(word, alternatives);
      }
      if (found.size === 0) return withCards(await ask(exact));
      const firstIds = exactTotal > 0 ? first.few : undefined;
      const result = await withCards(await ask(queryOf(found), firstIds));
      if (exactTotal > 0) return result;
      return { ...result, correctedKeyword: terms.words.map((w) => found.get(w)?.[0] ?? w).concat(terms.cjkRuns).join(' ') };
    });
  }

  /** A product's detail row, read once per page render when the calls share their reads (`ctx.reads`). */
  function detailRow(key: GoodsKey, ctx: CatalogContext): ReturnType<CatalogRepo['findGoods']> {
    return readOnce(ctx.reads, `goods:${key.channel}:${key.offerId}`, () => repo.findGoods(key.channel, key.offerId));
  }

  /** The price the agent comparison estimates totals from: the shared detail row's when there is one. */
  const priceOf = async (key: GoodsKey, ctx: CatalogContext) =>
    ctx.reads ? ((await detailRow(key, ctx))?.priceCny ?? null) : repo.findGoodsPrice(key.channel, key.offerId);

  /** What similar-goods ranking compares (repo `findGoodsTraits`), from the shared detail row when there is one. */
  async function traitsOf(key: GoodsKey, ctx: CatalogContext) {
    if (!ctx.reads) return repo.findGoodsTraits(key.channel, key.offerId);
    const row = await detailRow(key, ctx);
    return row && { id: row.id, categoryId: row.categoryId, priceCny: row.priceCny, weightG: row.weightG, titleCn: row.titleCn, titleEn: row.titles?.en ?? '' };
  }

  async function agentOffers(key: GoodsKey, ctx: CatalogContext): Promise<AgentOffer[]> {
    const [rows, summaries, priceCny] = await Promise.all([
      registry.getOrLoad('agents', () => repo.listActiveAgents()),
      reference.agentList(),
      priceOf(key, ctx),
    ]);
    const logos = new Map(summaries.map((a) => [a.id, a.logo]));
    const withTemplate = rows.filter((a) => a.productUrlTemplates[key.channel]);
    const creatorCodes = await Promise.all(withTemplate.map((a) => (ctx.inviteCode && a.referralParam ? findCreatorCode(ctx.inviteCode, a.id) : null)));
    const linked = withTemplate.flatMap((agent, i) => {
      // A code only reaches the agent inside its referral parameter: without one, nobody is credited.
      const creatorCode = creatorCodes[i] ?? null;
      const platformCode = agent.referralParam ? agent.platformReferralCode : null;
      const referralCode = creatorCode ?? platformCode ?? null;
      const attribution: Attribution = creatorCode ? 'creator' : platformCode ? 'platform' : 'none';
      const buyUrl = buildAgentUrl(agent, key.channel, key.offerId, referralCode);
      return buyUrl ? [{ agent, buyUrl, referralCode, attribution }] : [];
    });
    const badges = awardBadges(linked.map((l) => l.agent), priceCny);
    // Whose code a link carries is said next to it (product §D7 "Attribution is disclosed").
    const creatorName = ctx.inviteCode && linked.some((l) => l.attribution === 'creator') ? await findCreatorName(ctx.inviteCode) : null;
    const offers = linked.map(({ agent, buyUrl, referralCode, attribution }, i): AgentOffer => ({
      id: agent.id,
      agentName: agent.agentName,
      logo: logos.get(agent.id) ?? '',
      buyUrl,
      referralCode,
      attribution,
      serviceFeePct: agent.serviceFeePct,
      freeStorageDays: agent.freeStorageDays,
      processingDays: agent.processingDays,
      rating: agent.rating,
      badges: badges[i]!,
      estimatedTotalCny: estimatedTotalCny(priceCny, agent.serviceFeePct),
      factsAsOf: agent.factsAsOf.toISOString(),
      clickUrl: clickPath(agent.id, buyUrl, attribution === 'creator' ? ctx.inviteCode : null),
      creatorName: attribution === 'creator' ? (creatorName ?? ctx.inviteCode ?? null) : null,
    }));
    return orderAgentOffers(offers, ctx.curAgent);
  }

  /** A pasted link → (channel, offerId); a short link goes through the resolver when one is configured. */
  async function keyOfUrl(url: string): Promise<GoodsKey> {
    let parsed = parseProductLink(url);
    if (!parsed.ok && parsed.reason === 'short_link_needs_resolution') {
      const shortLinkUrl = parsed.shortLinkUrl;
      // A 淘口令 carries no URL: only the Taobao app can open it.
      if (!shortLinkUrl) throw invalid('taoPasswordNeedsApp', 'short_link_needs_resolution', 'url');
      if (!deps.resolveShortLink) throw invalid('shortLinkNeedsResolution', 'short_link_needs_resolution', 'url');
      const resolved = await deps.resolveShortLink(shortLinkUrl).catch(() => null);
      const again = resolved ? parseProductLink(resolved) : null;
      if (!again?.ok) throw invalid('shortLinkNeedsResolution', 'short_link_needs_resolution', 'url', { data: { resolveFailed: true } });
      parsed = again;
    }
    // `msg` is the spec's message; the field says why this link in particular was refused.
    if (!parsed.ok) throw invalid('invalidGoodsUrl', parsed.reason, 'url', { fieldKey: LINK_REFUSAL_MESSAGES[parsed.reason] });
    return { channel: parsed.channel, offerId: parsed.offerId };
  }

  return {
    /** The home feed: goods with QC photos first, in stock first, best sellers first. */
    async defaultGoodsList(req: PageRequest, ctx: CatalogContext): Promise<Page<GoodsCard>> {
      return pageFor(await listPage({ onlyWithQc: false }, { kind: 'feed' }, req), req, ctx);
    },

    /**
     * Search and browse. A keyword that is a product link is not searched as text (product §D4): the answer is
     * that product alone when the catalog holds it (total 1, whatever the filters, since the buyer named it)
     * or an empty list, and the client resolves the link with `S/pub/get/goods/id/by/url` either way.
     */
    async goodsList(req: GoodsListRequest, ctx: CatalogContext): Promise<GoodsPage> {
      const keyword = req.imageKey ? '' : (req.keyword?.trim() ?? '');
      if (keyword && looksLikeLink(keyword)) {
        const parsed = parseProductLink(keyword);
        const row = parsed.ok ? await repo.findGoodsCard(parsed.channel, parsed.offerId) : null;
        const list = await markCollected(row && req.pageId === 1 ? [goodsCardOf(row, ctx.locale)] : [], ctx);
        return pageOf(list, row ? 1 : 0, req.pageId, req.pageSize);
      }

      const filter: GoodsFilter = { onlyWithQc: !req.showNoQc };
      if (req.categoryId != null) {
        const categories = await categoryIndex();
        if (!categories.parent.has(req.categoryId)) throw invalid('unknownCategory', 'unknown_category', 'categoryId');
        filter.categoryIds = categories.subtree(req.categoryId);
      }
      if (req.minPrice != null || req.maxPrice != null) {
        const rate = await rateOf(req.currency);
        if (rate === null) throw invalid('unknownCurrency', 'unknown_currency', 'currency');
        const toCny = (amount: number) => Number((amount * rate).toFixed(6));
        if (req.minPrice != null) filter.minPriceCny = toCny(req.minPrice);
        if (req.maxPrice != null) filter.maxPriceCny = toCny(req.maxPrice);
      } else if ((await rateOf(req.currency)) === null) {
        throw invalid('unknownCurrency', 'unknown_currency', 'currency');
      }

      if (req.imageKey) return imagePage(req.imageKey, filter, req, ctx);
      const terms = keyword ? analyzeKeyword(keyword) : null;
      if (terms && !hasTerms(terms)) return pageOf([], 0, req.pageId, req.pageSize);
      const result = terms ? await search(terms, filter, req.sort, req, ctx.locale) : await listPage(filter, browseOrder(req.sort), req, true);
      return pageFor(result, req, ctx);
    },

    goodsIdByUrl: (url: string): Promise<GoodsKey> => keyOfUrl(url),

    async goodsInfo(req: GoodsInfoRequest, ctx: CatalogContext): Promise<GoodsDetail> {
      const row = await detailRow(req, ctx);
      if (!row) throw new NotFoundError('productNotFound', { reason: 'product_not_found' });
      // Counted in memory and written with the others every few seconds (view-counts.ts): a page view does not write.
      if (req.countView === true && views.firstSeen(`${ctx.clientIp}|${row.id}`)) viewCounts.add(row.id);
      const [card] = await markCollected([goodsCardOf(row, ctx.locale)], ctx);
      return {
        ...card!,
        viewCount: row.viewCount + viewCounts.pending(row.id),
        images: row.images,
        qcPhotos: row.qcPhotos.map((p) => ({ url: p.image, takenAt: p.takenAt.toISOString(), agentName: p.agentName })),
        weightG: row.weightG,
        volumeCm3: row.volumeCm3,
        deliveryDays: row.deliveryDays,
        stock: row.stock,
        productUrl: row.productUrl,
        seller: row.seller ? sellerSummaryOf(row.seller) : null,
      };
    },

    /**
     * The home page's trusted sellers: verified sellers with the best trust scores (ties: more goods
     * shipped on time, then id), each with a few of their goods.
     */
    async trustedSellers(req: TrustedSellersRequest, ctx: CatalogContext): Promise<{ list: TrustedSeller[] }> {
      const picked = await trusted.getOrLoad(String(req.pageSize), async () => {
        const ranked = (await repo.listVerifiedSellers(TRUSTED_SELLER_CANDIDATES))
          .map(sellerSummaryOf)
          .sort((a, b) => b.trustScore - a.trustScore || b.onTimeShipRate - a.onTimeShipRate || a.id - b.id)
          .slice(0, req.pageSize);
        const goodsOf = await repo.listSellersGoods(ranked.map((s) => s.id), TRUSTED_SELLER_GOODS);
        return ranked.map((seller) => ({ seller, goodsIds: goodsOf.filter((g) => g.sellerId === seller.id).map((g) => g.id) }));
      });
      const rows = new Map((await repo.listCardsByIds(picked.flatMap((p) => p.goodsIds))).map((r) => [r.id, r]));
      const list = picked.map(({ seller, goodsIds }) => ({
        seller,
        goods: goodsIds.flatMap((id) => (rows.has(id) ? [goodsCardOf(rows.get(id)!, ctx.locale)] : [])),
      }));
      await markCollected(list.flatMap((entry) => entry.goods), ctx);
      return { list };
    },

    /**
     * Goods like this one: its own sub-category first, then the other sub-categories of its hot category,
     * each ranked by title similarity and closeness in price and weight. Candidates are the goods nearest in
     * price within each category (index walks), so the cost does not grow with the catalog.
     */
    async similarGoods(query: SimilarGoodsQuery, ctx: CatalogContext): Promise<{ list: GoodsCard[] }> {
      const key = JSON.stringify([query.channel, query.offerId, query.pageSize]);
      const ids = await similar.getOrLoad(key, async () => {
        const product = await traitsOf(query, ctx);
        if (!product) return [];
        const categories = await categoryIndex();
        const first = rankSimilar(product, await repo.similarCandidates(product, [product.categoryId], SIMILAR_SAME_CATEGORY_PER_SIDE), query.pageSize);
        if (first.length >= query.pageSize) return first;
        const parentId = categories.parent.get(product.categoryId) ?? null;
        const family = parentId === null ? (categories.children.get(product.categoryId) ?? []) : [parentId, ...(categories.children.get(parentId) ?? [])];
        const siblings = family.filter((id) => id !== product.categoryId);
        const rest = rankSimilar(product, await repo.similarCandidates(product, siblings, SIMILAR_SIBLING_PER_SIDE), query.pageSize - first.length);
        return [...first, ...rest];
      });
      const rows = new Map((await repo.listCardsByIds(ids)).map((r) => [r.id, r]));
      return { list: await markCollected(ids.flatMap((id) => (rows.has(id) ? [goodsCardOf(rows.get(id)!, ctx.locale)] : [])), ctx) };
    },

    goodsAgentList: (key: GoodsKey, ctx: CatalogContext) => agentOffers(key, ctx),

    async goodsAgentUrlList(req: GoodsAgentUrlListRequest, ctx: CatalogContext): Promise<AgentUrl[]> {
      const key = req.url !== undefined ? await keyOfUrl(req.url) : { channel: req.channel!, offerId: req.offerId! };
      return (await agentOffers(key, ctx)).map(({ id, agentName, buyUrl }) => ({ id, agentName, url: buyUrl }));
    },

    /** Whether the catalog holds generated demo listings (the site then says so). */
    hasDemoGoods: () => demo.getOrLoad('demo', () => repo.hasDemoGoods()),

    /** Forget the cached agent registry (an operator edited it: buy links and comparisons change at once). */
    clearRegistry() {
      registry.clear();
    },

    /** Writes the product views counted so far (view-counts.ts); tests call it, the timer and `close` do otherwise. */
    flushViews: () => viewCounts.flush(),

    /** Stops the view counts' timer and writes what is left (server shutdown). */
    close: () => viewCounts.close(),

    /** Forget cached lists (after a bulk import, in tests). */
    clearCache() {
      pages.clear();
      totals.clear();
      similar.clear();
      trusted.clear();
      demo.clear();
      populations.clear();
      priceBands.clear();
      vocabulary = null;
      registry.clear();
    },
  };
}
export type CatalogService = ReturnType<typeof makeCatalogService>;
