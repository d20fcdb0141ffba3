/**
 * A loopback stand-in for Discord's REST API (command registration), for the bots API tests and e2e. It answers
 * `PUT /applications/{id}/commands` by the application id: STAND_IN_APP.ok → 200 with the commands given ids,
 * STAND_IN_APP.refused → 401 `{ message: "401: Unauthorized", code: 0 }` (what Discord answers a wrong token),
 * STAND_IN_APP.silent → no answer at all (the caller's timeout). Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_APP = { ok: '111111111111111111', refused: '222222222222222222', silent: '333333333333333333' } as const;

export type StandInRequest = { method: string; url: string; authorization: string | undefined; userAgent: string | undefined; body: unknown };

export async function startDiscordStandIn(port = 0, host = '127.0.0.1') {
  const requests: StandInRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, userAgent: req.headers['user-agent'], body });
      const match = /^\/applications\/(\d+)\/commands$/.exec(req.url ?? '');
      if (req.method !== 'PUT' || !match) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: '404: Not Found', code: 0 }));
        return;
      }
      if (match[1] === STAND_IN_APP.silent) {
        hanging.add(res);
        return;
      }
      if (match[1] !== STAND_IN_APP.ok) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
        return;
      }
      const commands = Array.isArray(body) ? body : [];
      const answer = commands.map((c: { name?: string; type?: number }, i) => ({ id: String(900000000000000000n + BigInt(i)), application_id: match[1], name: c.name, type: c.type ?? 1, version: '1' }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    base: `http://${host}:${bound}`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
