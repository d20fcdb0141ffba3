import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { API_CODE, SHOP_PATH } from '../../../core/api.ts';
import { CLIENT_VERSION } from '../../../core/constants.ts';
import { signNonce } from '../../../core/signature.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';

/** The browser's API client (signed as every call, product §7); 401/402 take the logout path. */
export const useSignKey = () => (useRouteLoaderData('root') as { signKey?: string } | undefined)?.signKey ?? '';

export function useSellerApi(): ApiClient {
  const signKey = useSignKey();
  return useMemo(() => browserApi(signKey), [signKey]);
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

/**
 * Saves the goods spreadsheet template (a signed GET like every API call, product §7) under the name the
 * server gives it; resolves false when it could not be fetched.
 */
export async function downloadTemplate(signKey: string, locale: string): Promise<boolean> {
  const nonce = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const res = await fetch(`/api/${SHOP_PATH.goodsTemplate}?lang=${encodeURIComponent(locale)}`, {
    credentials: 'same-origin',
    headers: { 'X-NONCE': nonce, 'X-SIGNATURE': signNonce(nonce, signKey), 'X-VERSION': CLIENT_VERSION, 'X-PLATFORM': 'web', language: locale },
  }).catch(() => null);
  if (!res?.ok || (res.headers.get('content-type') ?? '').includes('json')) return false;
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : 'haulbridge-goods-template.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
