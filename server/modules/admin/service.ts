import type { AgentAdmin, AgentSave, AuditPage, RateSave } from '../../../core/admin-schemas.ts';
import { agentTemplateRefusals } from '../../../core/agent-templates.ts';
import { codeMatcher } from '../../../core/creator-codes.ts';
import type { RateEntry } from '../../../core/currency.ts';
import { ForbiddenError, InvalidError, UnauthenticatedError } from '../../errors.ts';
import { NotFoundError } from '../../errors.ts';
import type { AdminRepo, AgentRow } from './repo.ts';

/** The operator a console call acts as (the guard found them). */
export type Operator = { userId: number; email: string };

export type AdminDeps = {
  repo: AdminRepo;
  /** Forgets the cached rate list (server/modules/reference): a saved rate shows on the next page at once. */
  invalidateRates: () => void;
  /** Forgets every cached copy of the agent registry (reference list, the catalog's buy links and comparison). */
  invalidateAgents: () => void;
};

const agentOut = (row: AgentRow): AgentAdmin => ({
  id: row.id,
  slug: row.slug,
  agentName: row.agentName,
  isActive: row.isActive,
  serviceFeePct: row.serviceFeePct,
  freeStorageDays: row.freeStorageDays,
  processingDays: row.processingDays,
  rating: row.rating,
  referralParam: row.referralParam ?? '',
  platformReferralCode: row.platformReferralCode ?? '',
  referralCodePattern: row.referralCodePattern ?? '',
  productUrlTemplates: { taobao: row.productUrlTemplates.taobao ?? '', weidian: row.productUrlTemplates.weidian ?? '', '1688': row.productUrlTemplates['1688'] ?? '' },
  factsAsOf: row.factsAsOf.toISOString(),
});

/** The operator console (issue #14 §1): who may use it, the exchange rates, the audit log. */
export function makeAdminService({ repo, invalidateRates, invalidateAgents }: AdminDeps) {
  return {
    /** The guard of every `S/admin/…` call: the signed-in user, if an operator; else 403. */
    async operator(userId: number): Promise<Operator> {
      const user = await repo.findUser(userId);
      if (!user) throw new UnauthenticatedError();
      if (!user.isOperator) throw new ForbiddenError('operatorOnly', { reason: 'operator_only' });
      return { userId: user.id, email: user.email };
    },

    /** `S/admin/rate/save`: the new rate of a display currency, effective at once, audited. */
    async saveRate(operator: Operator, input: RateSave): Promise<RateEntry> {
      const saved = await repo.saveRate(input.currency, input.rate, operator);
      if (!saved) throw new InvalidError('rateCurrencyUnknown', { reason: 'unknown_currency', fields: { currency: 'rateCurrencyUnknown' } });
      invalidateRates();
      const { code, symbol, rate } = saved.after;
      return { currency: code, symbol, rate, exchange: Number((1 / rate).toFixed(6)) };
    },

    /** `S/admin/agent/list`: the registry as the console edits it. */
    async agentList(): Promise<AgentAdmin[]> {
      return (await repo.listAgents()).map(agentOut);
    },

    /**
     * `S/admin/agent/save`: the facts (fees, storage, processing, rating), the referral code and the link templates.
     * Each template must still build a link the link engine reads back to the same product. Audited; every cached
     * copy of the registry is forgotten at once, and the "as of" date moves to now.
     */
    async saveAgent(operator: Operator, input: AgentSave): Promise<AgentAdmin> {
      const refusals = agentTemplateRefusals(input);
      // The platform's own code must have the form creators' codes are held to.
      if (input.platformReferralCode && !codeMatcher(input.referralCodePattern)?.test(input.platformReferralCode)) refusals.platformReferralCode = 'agentPlatformCodeFormat';
      if (Object.keys(refusals).length > 0) throw new InvalidError('agentTemplateUnreadable', { reason: 'template_invalid', fields: refusals });
      const templates = Object.fromEntries(Object.entries(input.productUrlTemplates).filter(([, t]) => t !== ''));
      const saved = await repo.saveAgent(input.id, {
        serviceFeePct: input.serviceFeePct,
        freeStorageDays: input.freeStorageDays,
        processingDays: input.processingDays,
        rating: Math.round(input.rating * 10) / 10,
        referralParam: input.referralParam || null,
        platformReferralCode: input.platformReferralCode || null,
        referralCodePattern: input.referralCodePattern || null,
        productUrlTemplates: templates,
      }, operator);
      if (!saved) throw new NotFoundError('agentNotFound', { reason: 'not_found' });
      if (saved.changed) invalidateAgents();
      return agentOut(saved.after);
    },

    /** `S/admin/audit/list`: newest first. */
    async auditList(page: { pageId: number; pageSize: number }): Promise<AuditPage> {
      const { rows, total } = await repo.listAudit((page.pageId - 1) * page.pageSize, page.pageSize);
      return {
        list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total,
        pageId: page.pageId,
        pageSize: page.pageSize,
        hasMore: page.pageId * page.pageSize < total,
      };
    },
  };
}
export type AdminService = ReturnType<typeof makeAdminService>;
