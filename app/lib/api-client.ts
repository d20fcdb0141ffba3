import { API_CODE, type Envelope } from '../../core/api.ts';
import { CLIENT_VERSION, type Platform } from '../../core/constants.ts';
import { signNonce } from '../../core/signature.ts';
import type { ApiTransport } from './load-context.ts';

/** A call that did not answer code 0, or answered a non-200 status (product §7: rejected). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get reason(): string | undefined {
    return (this.data as { reason?: string } | null)?.reason;
  }
}

export type ApiClientOptions = {
  transport: ApiTransport;
  signKey: string;
  language: () => string;
  platform: Platform;
  token?: () => string | undefined;
  /** Codes 401 and 402 force the logout path (product §4). */
  onAuthFailure?: (code: number) => void;
};

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The typed web client of product §7: headers, md5 signature, envelope unwrapping. */
export function createApiClient(options: ApiClientOptions) {
  const client = {
    async call<T>(path: string, body: unknown = {}): Promise<T> {
      return (await client.callWithCookies<T>(path, body)).data;
    },
    /** `call`, also answering the API's translated `msg` (the success texts of product §8 a page shows as they are). */
    async said<T>(path: string, body: unknown = {}): Promise<{ data: T; msg: string }> {
      const { data, msg } = await client.callWithCookies<T>(path, body);
      return { data, msg };
    },
    /** `call`, also answering the `Set-Cookie` values of the answer (login, register, logout set the session cookie). */
    async callWithCookies<T>(path: string, body: unknown = {}): Promise<{ data: T; msg: string; setCookies: string[] }> {
      const nonce = uuid();
      const headers: Record<string, string> = {
        'X-NONCE': nonce,
        'X-SIGNATURE': signNonce(nonce, options.signKey),
        'X-VERSION': CLIENT_VERSION,
        'X-PLATFORM': options.platform,
        language: options.language(),
      };
      const token = options.token?.();
      if (token) headers['X-TOKEN'] = token;
      const res = await options.transport(path, { body, headers });
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(res.body) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (res.status !== 200 || !envelope || typeof envelope.code !== 'number') {
        throw new ApiError(envelope?.code ?? res.status, envelope?.msg ?? '', envelope?.data ?? null, res.status);
      }
      if (envelope.code === API_CODE.unauthenticated || envelope.code === API_CODE.sessionExpired) {
        options.onAuthFailure?.(envelope.code);
      }
      if (envelope.code !== API_CODE.ok) throw new ApiError(envelope.code, envelope.msg, envelope.data, res.status);
      return { data: envelope.data, msg: typeof envelope.msg === 'string' ? envelope.msg : '', setCookies: res.setCookies ?? [] };
    },
  };
  return client;
}
export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The browser transport: same-origin POST (GET where the spec says GET is added per call later). A `FormData`
 * body goes as multipart/form-data (uploads: the browser writes the boundary), anything else as JSON.
 */
export const browserTransport: ApiTransport = async (path, init) => {
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: multipart ? init.headers : { ...init.headers, 'content-type': 'application/json' },
    body: multipart ? (init.body as FormData) : JSON.stringify(init.body ?? {}),
  });
  return { status: res.status, body: await res.text() };
};
