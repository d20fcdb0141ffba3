import type { ApiCode } from '../../core/api.ts';

/**
 * A typed outcome that is not success. `msgKey` names a message in the `api` catalogue; the one
 * error mapper (`error-handler.ts`) turns it into the envelope. `httpStatus` stays 200 for business
 * outcomes (product §D4) and is the real status for transport failures.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiCode,
    readonly msgKey: string,
    readonly data: Record<string, unknown> | null = null,
    readonly httpStatus = 200,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(msgKey);
  }
}
