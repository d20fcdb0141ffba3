import { describe, expect, it, vi } from 'vitest';
import { signNonce } from '../../core/signature.ts';
import { ApiError, browserTransport, createApiClient } from './api-client.ts';
import type { ApiTransport } from './load-context.ts';

function clientWith(answer: { status: number; body: string }, onAuthFailure = vi.fn()) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const transport: ApiTransport = async (path, init) => {
    calls.push({ path, ...init });
    return answer;
  };
  const client = createApiClient({ transport, signKey: 'test-sign-key', language: () => 'de', platform: 'web', token: () => 'tok', onAuthFailure });
  return { client, calls, onAuthFailure };
}

describe('api client (product §7)', () => {
  it('sends the spec headers with an md5 signature of a fresh uuid nonce', async () => {
    const { client, calls } = clientWith({ status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: [1] }) });
    await client.call('S/pub/get/rate/list', { a: 1 });
    await client.call('S/pub/get/rate/list');
    const [first, second] = calls;
    expect(first!.path).toBe('S/pub/get/rate/list');
    expect(first!.body).toEqual({ a: 1 });
    expect(first!.headers['X-NONCE']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first!.headers['X-SIGNATURE']).toBe(signNonce(first!.headers['X-NONCE']!, 'test-sign-key'));
    expect(first!.headers).toMatchObject({ 'X-VERSION': 'web-1.0', 'X-PLATFORM': 'web', language: 'de', 'X-TOKEN': 'tok' });
    expect(second!.headers['X-NONCE']).not.toBe(first!.headers['X-NONCE']);
  });

  it('answers the translated msg with the data when asked (the success texts pages show)', async () => {
    const { client } = clientWith({ status: 200, body: JSON.stringify({ code: 0, msg: 'Create and Update Store Successfully', data: { id: 1 } }) });
    await expect(client.said('S/create/user/shop', { name: 'x' })).resolves.toEqual({ data: { id: 1 }, msg: 'Create and Update Store Successfully' });
  });

  it('sends a FormData body as multipart (the browser sets the boundary) and anything else as JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '', data: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const form = new FormData();
      form.append('purpose', 'logo');
      await browserTransport('A/pub/putfile', { body: form, headers: { 'X-NONCE': 'n' } });
      await browserTransport('S/x', { body: { a: 1 }, headers: { 'X-NONCE': 'n' } });
      const [multipart, json] = fetchMock.mock.calls as unknown as [string, RequestInit][];
      expect(multipart![1].body).toBe(form);
      expect(multipart![1].headers).toEqual({ 'X-NONCE': 'n' });
      expect(json![1].body).toBe('{"a":1}');
      expect(json![1].headers).toEqual({ 'X-NONCE': 'n', 'content-type': 'application/json' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('unwraps data on code 0', async () => {
    const { client } = clientWith({ status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: { x: 1 } }) });
    await expect(client.call('S/x')).resolves.toEqual({ x: 1 });
  });

  it('rejects a non-zero code with its code, message and data', async () => {
    const { client } = clientWith({ status: 200, body: JSON.stringify({ code: 400, msg: 'Illegal input', data: { reason: 'bad' } }) });
    const error = await client.call('S/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Illegal input', reason: 'bad', status: 200 });
  });

  it('rejects any non-200 status, even with code 0 in the body', async () => {
    const { client } = clientWith({ status: 502, body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
    await expect(client.call('S/x')).rejects.toMatchObject({ status: 502 });
  });

  it('rejects a body that is not an envelope', async () => {
    const { client } = clientWith({ status: 200, body: '<html>proxy error</html>' });
    await expect(client.call('S/x')).rejects.toBeInstanceOf(ApiError);
  });

  it.each([401, 402])('takes the logout path on code %i', async (code) => {
    const { client, onAuthFailure } = clientWith({ status: 200, body: JSON.stringify({ code, msg: 'login', data: null }) });
    await expect(client.call('S/get/goods/collect/list')).rejects.toMatchObject({ code });
    expect(onAuthFailure).toHaveBeenCalledWith(code);
  });

  it('does not log out on other codes', async () => {
    const { client, onAuthFailure } = clientWith({ status: 200, body: JSON.stringify({ code: 403, msg: 'no', data: null }) });
    await expect(client.call('S/x')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
