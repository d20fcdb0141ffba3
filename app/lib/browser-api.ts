import { platformFromUserAgent } from '../../core/constants.ts';
import { splitLocalePath } from '../../core/locale.ts';
import { browserTransport, createApiClient, type ApiClient } from './api-client.ts';
import { forceLogout } from './session.ts';

let client: ApiClient | null = null;

/** The API client the browser uses; 401/402 answers take the logout path. */
export function browserApi(signKey: string): ApiClient {
  client ??= createApiClient({
    transport: browserTransport,
    signKey,
    language: () => splitLocalePath(window.location.pathname).locale,
    platform: platformFromUserAgent(navigator.userAgent),
    onAuthFailure: () => forceLogout(),
  });
  return client;
}
