import { API_CODE, type ApiCode } from '../core/api.ts';

/**
 * The typed errors services throw (issue #12 §0): every failure a caller can cause or see, in one place.
 * Services name message keys of the `api` catalogue and never translate; the one error mapper
 * (server/http/error-handler.ts) turns an error into the envelope `{ code, msg, data }` in the caller's
 * language. Business outcomes answer HTTP 200 with the code in the envelope (product §D4).
 */
export type DomainErrorDetails = {
  /** `data.reason`: machine-readable, stable (tests and clients branch on it). */
  reason?: string;
  /** Field → message key; the mapper translates each into `data.fields` (shown next to the form field). */
  fields?: Record<string, string>;
  /** More of `data`, sent as is (e.g. `retryAfterSeconds`, `max`). */
  data?: Record<string, unknown>;
  /** Values of the message's placeholders (`{seconds}`, `{max}`). */
  vars?: Record<string, string | number>;
  /** The HTTP status; 200 (the default) for business outcomes, the real status for transport failures. */
  httpStatus?: number;
};

export class DomainError extends Error {
  readonly reason: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;
  /** `data` as sent, less the translated `fields`: `{ reason, ...details.data }`, or null when there is neither. */
  readonly data: Record<string, unknown> | null;
  readonly vars: Record<string, string | number>;
  readonly httpStatus: number;

  constructor(
    readonly code: ApiCode,
    readonly msgKey: string,
    details: DomainErrorDetails = {},
  ) {
    super(msgKey);
    this.name = new.target.name;
    this.reason = details.reason;
    this.fields = details.fields;
    this.extra = details.data;
    this.data = details.reason === undefined && !details.data ? null : { ...(details.reason === undefined ? {} : { reason: details.reason }), ...details.data };
    this.vars = details.vars ?? {};
    this.httpStatus = details.httpStatus ?? 200;
  }
}

/** The input is refused (code 400): a malformed or unknown value, a wrong code or password. */
export class InvalidError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.invalid, msgKey, details);
  }
}

/** The call needs a signed-in user (code 401). */
export class UnauthenticatedError extends DomainError {
  constructor(msgKey = 'unauthenticated', details: DomainErrorDetails = { reason: 'login_required' }) {
    super(API_CODE.unauthenticated, msgKey, details);
  }
}

/** The session ended (code 402: revoked or idle too long). */
export class SessionExpiredError extends DomainError {
  constructor(msgKey = 'sessionExpired', details: DomainErrorDetails = { reason: 'session_expired' }) {
    super(API_CODE.sessionExpired, msgKey, details);
  }
}

/** The caller may not do this (code 403): a bad signature, another user's data. */
export class ForbiddenError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.forbidden, msgKey, details);
  }
}

/** What the call names does not exist (code 404). */
export class NotFoundError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.notFound, msgKey, details);
  }
}

/** The call clashes with what exists (code 409): a taken email, a full list. */
export class ConflictError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.conflict, msgKey, details);
  }
}

/** Too many calls or tries (code 429); `data.retryAfterSeconds` says when to try again. */
export class TooManyError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.tooManyRequests, msgKey, details);
  }
}

/** A service the call needs is down (code 503), e.g. the mail could not be sent; trying later may work. */
export class UnavailableError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.unavailable, msgKey, details);
  }
}

/** What the call names is over (code 410): an activity that has ended. */
export class GoneError extends DomainError {
  constructor(msgKey: string, details?: DomainErrorDetails) {
    super(API_CODE.gone, msgKey, details);
  }
}
