import { createHash } from 'node:crypto';
import type { AffiliateOverview, CreatorCode, CreatorCodeAdd, CreatorCodeEdit } from '../../../core/creator-codes.ts';
import { codeMatcher, creatorCodeRefusal, DEFAULT_CODE_PATTERN, shareLinkOf } from '../../../core/creator-codes.ts';
import { outboundTarget } from '../../../core/outbound.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import type { CodeAgentRow, CreatorCodeRow, CreatorsRepo } from './repo.ts';

/**
 * Clicks counted a day for one visitor address, creator and agent: a person may click a buy link again (another
 * product, a second look), a loop requesting `/go` a thousand times counts this many.
 */
export const COUNTED_CLICKS_PER_VISITOR = 5;
/** Visitors the repeat filter remembers a day; past it the day's memory starts over (bounded memory). */
const REPEAT_FILTER_SIZE = 200_000;

/** Days the affiliate page's click chart covers, today (UTC) included. */
export const CLICK_CHART_DAYS = 30;

export type CreatorsDeps = {
  repo: CreatorsRepo;
  /** The public origin share links are built on (PUBLIC_ORIGIN). */
  origin: string;
  now?: () => number;
};

/** What a click on an outbound buy link brings (the `/go` route reads it from the request). */
export type OutboundClick = {
  agentId: number;
  url: string;
  /** `c`: the invite code of the creator whose code the link carries. */
  inviteCode?: string;
  /** A crawler, a link preview or a prefetch: followed, never counted. */
  automated: boolean;
  /** The request's address: only hashed with the day into the in-memory repeat filter, never stored. */
  address: string;
};

/** YYYY-MM-DD of a UTC instant. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const agentMissing = () => new NotFoundError('affiliateAgentNotFound', { reason: 'agent_not_found', fields: { agentId: 'affiliateAgentNotFound' } });
const codeMissing = () => new NotFoundError('affiliateCodeNotFound', { reason: 'not_found' });

/** Creators' referral codes, their share links and click counts (issue 15 §1, product §3 "Affiliate platform"). */
export function makeCreatorsService({ repo, origin, now = Date.now }: CreatorsDeps) {
  // The repeat filter: per UTC day, a hash of address, creator and agent → clicks counted. Process memory only.
  let repeatDay = '';
  const repeats = new Map<string, number>();
  function firstClicksOf(address: string, creatorId: number, agentId: number, day: string): boolean {
    if (day !== repeatDay || repeats.size >= REPEAT_FILTER_SIZE) {
      repeatDay = day;
      repeats.clear();
    }
    const key = createHash('sha256').update(`${day}|${address}|${creatorId}|${agentId}`).digest('base64url').slice(0, 22);
    const seen = repeats.get(key) ?? 0;
    if (seen >= COUNTED_CLICKS_PER_VISITOR) return false;
    repeats.set(key, seen + 1);
    return true;
  }
  async function shareLinkOfUser(userId: number): Promise<string> {
    const inviteCode = await repo.inviteCodeOf(userId);
    return inviteCode ? shareLinkOf(origin, inviteCode) : '';
  }
  const out = (row: CreatorCodeRow, shareLink: string): CreatorCode => ({ ...row, shareLink });

  /** The code at this agent, as stored (trimmed), or the refusal naming the `code` field. */
  function checkedCode(agent: CodeAgentRow, code: string): string {
    const refusal = creatorCodeRefusal(agent, code);
    if (refusal) throw new InvalidError(refusal, { reason: 'code_invalid', fields: { code: refusal } });
    return code;
  }

  return {
    findCreatorCode: (inviteCode: string, agentId: number) => repo.findCodeByInviteCode(inviteCode, agentId),
    findCodeOfUser: (userId: number, agentId: number) => repo.findCodeOfUser(userId, agentId),

    /** How buyers see the creator behind an invite code (their shop's name, else the code): never an email. */
    async creatorName(inviteCode: string): Promise<string | null> {
      const creator = await repo.findCreatorByInviteCode(inviteCode);
      return creator ? (creator.shopName ?? creator.inviteCode) : null;
    },

    /** `S/get/user/agent/list`. */
    async list(userId: number): Promise<CreatorCode[]> {
      const [rows, shareLink] = await Promise.all([repo.listOfUser(userId), shareLinkOfUser(userId)]);
      return rows.map((row) => out(row, shareLink));
    },

    /** `S/add/agent/inviteCode`: one code per agent; the agent's form and a readable buy link are checked. */
    async add(userId: number, input: CreatorCodeAdd): Promise<CreatorCode> {
      const agent = await repo.findAgent(input.agentId);
      if (!agent || !agent.isActive) throw agentMissing();
      const id = await repo.insert(userId, agent.id, checkedCode(agent, input.code));
      if (id === null) throw new ConflictError('affiliateCodeExists', { reason: 'code_exists', fields: { agentId: 'affiliateCodeExists' } });
      const row = await repo.findOwn(userId, id);
      if (!row) throw codeMissing(); // deleted by a racing call of the same user
      return out(row, await shareLinkOfUser(userId));
    },

    /** `S/edit/user/agent`: a new code on one of the user's own rows (another user's row is 404). */
    async edit(userId: number, input: CreatorCodeEdit): Promise<CreatorCode> {
      const row = await repo.findOwn(userId, input.id);
      if (!row) throw codeMissing();
      const agent = await repo.findAgent(row.agentId);
      if (!agent) throw codeMissing();
      const code = checkedCode(agent, input.code);
      if (!(await repo.update(userId, row.id, code))) throw codeMissing();
      return out({ ...row, code }, await shareLinkOfUser(userId));
    },

    /** `S/delete/user/agent` (another user's row is 404). */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw codeMissing();
    },

    /**
     * `S/get/user/affiliate/overview`: the share link, the agents that take codes (with their form, so the form
     * checks it before sending) and the clicks of the last CLICK_CHART_DAYS days (UTC), every day present.
     */
    async overview(userId: number): Promise<AffiliateOverview> {
      const today = now();
      const days = Array.from({ length: CLICK_CHART_DAYS }, (_, i) => utcDay(today - (CLICK_CHART_DAYS - 1 - i) * 86_400_000));
      const [inviteCode, agents, clicks] = await Promise.all([repo.inviteCodeOf(userId), repo.listAgents(), repo.clicksSince(userId, days[0]!)]);
      const perDay = new Map<string, number>();
      const perAgent = new Map<number, number>();
      for (const row of clicks) {
        perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.clicks);
        perAgent.set(row.agentId, (perAgent.get(row.agentId) ?? 0) + row.clicks);
      }
      const names = new Map(agents.map((a) => [a.id, a.agentName]));
      return {
        inviteCode: inviteCode ?? '',
        shareLink: inviteCode ? shareLinkOf(origin, inviteCode) : '',
        agents: agents.map((a) => ({ id: a.id, agentName: a.agentName, takesCodes: Boolean(a.referralParam), codePattern: codeMatcher(a.referralCodePattern) ? a.referralCodePattern?.trim() || DEFAULT_CODE_PATTERN : DEFAULT_CODE_PATTERN })),
        clicks: {
          days: days.map((day) => ({ day, clicks: perDay.get(day) ?? 0 })),
          total: clicks.reduce((sum, row) => sum + row.clicks, 0),
          byAgent: [...perAgent].map(([agentId, n]) => ({ agentId, agentName: names.get(agentId) ?? '', clicks: n })).sort((a, b) => b.clicks - a.clicks || a.agentId - b.agentId),
        },
      };
    },

    /**
     * A click on an outbound buy link: the agent URL to redirect to, or null when the link is not one the registry
     * builds (no open redirect). Counted for the creator when their current code at this agent is the one the link
     * carries and the click is a person's, at most COUNTED_CLICKS_PER_VISITOR a day from one address; nothing about the
   * visitor is stored.
     */
    async click(click: OutboundClick): Promise<string | null> {
      const agent = await repo.findAgent(click.agentId);
      if (!agent || !agent.isActive) return null;
      const target = outboundTarget(agent, click.url);
      if (!target) return null;
      if (!click.automated && click.inviteCode && target.code) {
        const creator = await repo.findCreatorByInviteCode(click.inviteCode);
        const day = utcDay(now());
        if (creator && (await repo.findCodeOfUser(creator.userId, agent.id)) === target.code && firstClicksOf(click.address, creator.userId, agent.id, day)) {
          await repo.countClick(creator.userId, agent.id, day);
        }
      }
      return target.url;
    },
  };
}
export type CreatorsService = ReturnType<typeof makeCreatorsService>;
