import { DEFAULT_SIGN_KEY, signNonce } from '../core/signature.ts';

/** One signed API call (product §7) to a bench's server; a non-zero code throws. */
export async function apiCall<T>(origin: string, apiPath: string, body: unknown): Promise<T> {
  const nonce = crypto.randomUUID();
  const res = await fetch(`${origin}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-NONCE': nonce, 'X-SIGNATURE': signNonce(nonce, process.env.SIGN_KEY || DEFAULT_SIGN_KEY), language: 'en' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${apiPath} → ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
