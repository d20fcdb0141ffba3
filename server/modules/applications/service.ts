import { discordInviteCode, PROGRAMME_PAGE, type Application, type ApplicationAdminPage, type ApplicationListRequest, type ApplicationMine, type ApplicationReview, type ApplicationSubmit, type Programme } from '../../../core/application-schemas.ts';
import { nextApplicationStatus, type ApplicationEvent, type ApplicationStatus } from '../../../core/application-status.ts';
import type { Channel } from '../../../core/api.ts';
import { parseShopLink, shopUrl } from '../../../core/links/index.ts';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '../../../core/locale.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import type { MailOutbox } from '../mail/job.ts';
import { isUniqueViolation, type ApplicationRow, type ApplicationsRepo } from './repo.ts';

type Operator = { userId: number; email: string };

const applicationNotFound = () => new NotFoundError('applicationNotFound', { reason: 'not_found' });
const alreadyApplied = (status: ApplicationStatus) => new ConflictError('applicationExists', { reason: 'already_applied', data: { status } });
const forbiddenTransition = (status: ApplicationStatus) => new ConflictError('applicationStatusFinal', { reason: 'invalid_transition', data: { status } });

/** A stored row → the answer (details as stored: the schema normalised them on the way in). */
function applicationOf(row: ApplicationRow): Application {
  const base = {
    id: row.id,
    status: row.status as ApplicationStatus,
    message: row.message,
    reviewMessage: row.reviewMessage,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
  const d = row.details as Record<string, unknown>;
  if (row.programme === 'influencers') {
    return { programme: 'influencers', ...base, details: { discordInvite: String(d.discordInvite ?? ''), memberCount: Number(d.memberCount ?? 0), links: (d.links as string[] | undefined) ?? [] } };
  }
  return { programme: 'become_seller', ...base, details: { stores: (d.stores as { channel: Channel; shopId: string; url: string }[] | undefined) ?? [], categoryIds: (d.categoryIds as number[] | undefined) ?? [] } };
}

/**
 * Programme applications (issue 15 §3; product §1 "creator programme", "seller expectations"; product §D5 "Operators
 * … review registrations and applications"): a signed-in user applies to the influencer programme or to become a
 * seller, sees the decision, withdraws a pending one; operators accept or decline with a message. Status changes
 * only as core/application-status.ts allows.
 */
export function makeApplicationsService(deps: { repo: ApplicationsRepo; mail: MailOutbox; publicOrigin: string }) {
  const { repo } = deps;

  /** The form's fields as stored: the invite as its canonical link, each shop as the link engine read it (deduplicated). */
  async function detailsOf(request: ApplicationSubmit): Promise<Record<string, unknown>> {
    if (request.programme === 'influencers') {
      return { discordInvite: `https://discord.gg/${discordInviteCode(request.discordInvite)!}`, memberCount: request.memberCount, links: [...new Set(request.links)] };
    }
    const known = new Set(await repo.hotCategoryIds(request.categoryIds));
    if (request.categoryIds.some((id) => !known.has(id))) throw new InvalidError('applicationCategoryUnknown', { reason: 'unknown_category', fields: { categoryIds: 'applicationCategoryUnknown' } });
    const stores = new Map<string, { channel: Channel; shopId: string; url: string }>();
    for (const link of request.storeLinks) {
      const parsed = parseShopLink(link);
      // The schema let only readable shop links through; a refusal here is the schema and the engine disagreeing.
      if (!parsed.ok) throw new InvalidError('applicationStoreLinkInvalid', { reason: parsed.reason, fields: { storeLinks: 'applicationStoreLinkInvalid' } });
      stores.set(`${parsed.channel}:${parsed.shopId}`, { channel: parsed.channel, shopId: parsed.shopId, url: shopUrl(parsed.channel, parsed.shopId, parsed.idKind) ?? link });
    }
    return { stores: [...stores.values()], categoryIds: request.categoryIds };
  }

  async function own(userId: number, id: number): Promise<ApplicationRow> {
    const row = await repo.find(id);
    // Another user's application is answered exactly like one that does not exist.
    if (!row || row.userId !== userId) throw applicationNotFound();
    return row;
  }

  /** Applies `event` if the state machine allows it from the current status (the repo re-checks under a row lock). */
  async function move(row: ApplicationRow, event: ApplicationEvent, options: Parameters<ApplicationsRepo['transition']>[3]) {
    const to = nextApplicationStatus(row.status as ApplicationStatus, event);
    if (!to) throw forbiddenTransition(row.status as ApplicationStatus);
    const result = await repo.transition(row.id, row.status as ApplicationStatus, to, options);
    if (!result.row) throw applicationNotFound();
    if (!result.changed) throw forbiddenTransition(result.row.status as ApplicationStatus);
    return result.row;
  }

  return {
    /**
     * `S/add/programme/application`: a new pending application. One open (pending or accepted) application per user
     * and programme: 409 `already_applied` with its status — also for concurrent submissions, which the database's
     * partial unique index decides.
     */
    async apply(userId: number, request: ApplicationSubmit, locale: Locale): Promise<Application> {
      const details = await detailsOf(request);
      const open = await repo.openOf(userId, request.programme);
      if (open) throw alreadyApplied(open.status as ApplicationStatus);
      try {
        return applicationOf(await repo.insert({ programme: request.programme, userId, locale, details, message: request.message }));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = await repo.openOf(userId, request.programme);
        throw alreadyApplied((raced?.status as ApplicationStatus | undefined) ?? 'pending');
      }
    },

    /** `S/get/programme/application`: the caller's open application, else their newest, else null. */
    async mine(userId: number, programme: Programme): Promise<ApplicationMine> {
      const row = await repo.current(userId, programme);
      return { application: row ? applicationOf(row) : null };
    },

    /** `S/withdraw/programme/application`: the caller's own, while pending (404 for anyone else's). */
    async withdraw(userId: number, id: number): Promise<Application> {
      return applicationOf(await move(await own(userId, id), 'withdraw', {}));
    },

    /** `S/admin/application/list`: by programme and/or status, oldest first, with the applicant's email and language. */
    async adminList(request: ApplicationListRequest): Promise<ApplicationAdminPage> {
      const { rows, total } = await repo.adminList({ programme: request.programme ?? null, status: request.status ?? null }, (request.pageId - 1) * request.pageSize, request.pageSize);
      const list = rows.map((r) => ({ ...applicationOf(r.application), applicantEmail: r.applicantEmail, locale: r.application.locale }));
      return { list, total, pageId: request.pageId, pageSize: request.pageSize, hasMore: request.pageId * request.pageSize < total };
    },

    /**
     * `S/admin/application/review`: accept (optional message) or decline (message required), under the row's lock and
     * audited in the same transaction (decision 019). The applicant is mailed through the job queue in the language
     * they applied in, keyed by the application: a repeat queues nothing.
     */
    async review(operator: Operator, request: ApplicationReview): Promise<Application> {
      const row = await repo.find(request.id);
      if (!row) throw applicationNotFound();
      const message = request.message ? request.message : null;
      const after = await move(row, request.decision, { reviewer: operator, reviewMessage: message, audit: { action: `application.${request.decision}` } });
      const email = await repo.emailOf(after.userId);
      if (email) {
        const locale: Locale = isLocale(after.locale) ? after.locale : DEFAULT_LOCALE;
        const programme = after.programme as Programme;
        await deps.mail.send(
          {
            to: email,
            locale,
            template: 'applicationReviewed',
            params: { decision: request.decision, programme, ...(message ? { message } : {}), link: `${deps.publicOrigin}${localizePath(PROGRAMME_PAGE[programme], locale)}` },
          },
          `application-review:${after.id}`,
        );
      }
      return applicationOf(after);
    },
  };
}
export type ApplicationsService = ReturnType<typeof makeApplicationsService>;
