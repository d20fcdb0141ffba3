import { platformFromUserAgent } from '../../core/constants.ts';
import { splitLocalePath } from '../../core/locale.ts';
import { browserTransport, createApiClient, type ApiClient } from './api-client.ts';
import type { ApiTransport } from './load-context.ts';
import { forceLogout } from './session.ts';

let client: ApiClient | null = null;

/** An API client of the browser whose calls go through `transport`; 401/402 answers take the logout path. */
export function browserApiVia(signKey: string, transport: ApiTransport): ApiClient {
  return createApiClient({
    transport,
    signKey,
    language: () => splitLocalePath(window.location.pathname).locale,
    platform: platformFromUserAgent(navigator.userAgent),
    onAuthFailure: () => forceLogout(),
  });
}

/** The API client the browser uses. */
export function browserApi(signKey: string): ApiClient {
  client ??= browserApiVia(signKey, browserTransport);
  return client;
}

/**
 * A transport for one upload that reports its progress (0–1) as the body goes up: `fetch` cannot say how
 * much of a request body is sent, XMLHttpRequest can. `signal` aborts it (an AbortError).
 */
export function uploadTransport(onProgress: (sent: number) => void, signal?: AbortSignal): ApiTransport {
  return (path, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `/api/${path}`);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
      xhr.onerror = () => reject(new TypeError('upload failed'));
      xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as FormData);
    });
}
