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
});
