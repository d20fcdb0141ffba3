import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { API_CODE } from '../../../core/api.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';

/** What the page calls: the browser's API client's `call` and `said`. */
export type SellerApi = Pick<ApiClient, 'call' | 'said'>;

/**
 * The browser's API client (signed as every call, product §7; 401/402 take the logout path), made on the first
 * call: the page also renders on the server, where there is no browser to call from.
 */
export function useSellerApi(): SellerApi {
  const signKey = (useRouteLoaderData('root') as { signKey?: string } | undefined)?.signKey ?? '';
  return useMemo<SellerApi>(
    () => ({
      call: (path, body) => browserApi(signKey).call(path, body),
      said: (path, body) => browserApi(signKey).said(path, body),
    }),
    [signKey],
  );
}

/** A refusal as a form shows it: the API's translated message per field and/or one for the whole form. */
export type Refusal = { fields: Record<string, string>; message: string };

/**
 * What to tell the seller about a failed call: the API's own translated `msg` and `data.fields`, or `fallback`
 * when the call did not get an answer (network) or the answer explains nothing. Raw errors are never shown.
 */
export function refusalOf(error: unknown, fallback: string): Refusal {
  if (!(error instanceof ApiError)) {
    console.error('My Store call failed', error);
    return { fields: {}, message: fallback };
  }
  const data = (error.data ?? {}) as { fields?: Record<string, string> };
  const fields = data.fields && typeof data.fields === 'object' ? data.fields : {};
  const message = error.status >= 500 && !error.message ? fallback : error.message || fallback;
  return { fields, message: error.code === API_CODE.unauthenticated || error.code === API_CODE.sessionExpired ? fallback : message };
}

/** The API's `data.reason` of a refusal (`slug_taken`, `shop_goods_full` …), if any. */
export const reasonOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.reason : undefined);

