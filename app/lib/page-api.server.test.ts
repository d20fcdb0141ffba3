import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiTransport } from './load-context.ts';
import { pageApi } from './page-api.server.ts';

describe('pageApi', () => {
  it("makes a loader's calls for the visitor: their address, cookies and the page's language", async () => {
    const seen: Parameters<ApiTransport>[1][] = [];
    const apiFetch: ApiTransport = async (_path, init) => {
      seen.push(init);
      return { status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: null }) };
    };
    const context = { apiFetch, signKey: 'k'.repeat(8), clientIp: '203.0.113.9' } as unknown as AppLoadContext;
    const request = new Request('https://haulbridge.example/products/taobao/1', { headers: { cookie: 'inviteCode=ABC; token=t1' } });
    await pageApi(request, context, 'pl').call('S/pub/get/goods/info', { channel: 'taobao', offerId: '1' });
    expect(seen[0]!.clientIp).toBe('203.0.113.9');
    expect(seen[0]!.headers).toMatchObject({ cookie: 'inviteCode=ABC; token=t1', language: 'pl', 'X-TOKEN': 't1' });
  });
  it('answers a 401/402 by logging out: the token cookie is cleared and the page goes to /login with its path', async () => {
    const apiFetch: ApiTransport = async () => ({ status: 200, body: JSON.stringify({ code: 402, msg: 'expired', data: null }) });
    const context = { apiFetch, signKey: 'k'.repeat(8), clientIp: '127.0.0.1', secureCookies: true } as unknown as AppLoadContext;
    const request = new Request('https://haulbridge.example/de/dashboard/my-favorite.data?page=2&_routes=x', { headers: { cookie: 'token=t1' } });
    const thrown = await pageApi(request, context, 'de')
      .call('S/get/goods/collect/list', { pageId: 2, pageSize: 12 })
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/login?redirect=%2Fde%2Fdashboard%2Fmy-favorite%3Fpage%3D2');
    expect(response.headers.get('set-cookie')).toMatch(/^token=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
  });
});
