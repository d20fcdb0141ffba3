import type { AuditPage, RateSave } from '../../../core/admin-schemas.ts';
import type { RateEntry } from '../../../core/currency.ts';
import { ForbiddenError, InvalidError, UnauthenticatedError } from '../../errors.ts';
import type { AdminRepo } from './repo.ts';

/** The operator a console call acts as (the guard found them). */
export type Operator = { userId: number; email: string };

export type AdminDeps = {
  repo: AdminRepo;
  /** Forgets the cached rate list (server/modules/reference): a saved rate shows on the next page at once. */
  invalidateRates: () => void;
};

/** The operator console (issue #14 §1): who may use it, the exchange rates, the audit log. */
export function makeAdminService({ repo, invalidateRates }: AdminDeps) {
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
