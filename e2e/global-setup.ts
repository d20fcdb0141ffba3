import http from 'node:http';
import { startGoogleKeyServer, type IdTokenClaims } from '../server/test-support/google-keys.ts';
import { GOOGLE_FRONT_PORT } from './support/google-front.ts';

/** Starts the local Google key set on its fixed port (e2e/support/google-front.ts); stops it after the run. */
export default async function globalSetup() {
  const google = await startGoogleKeyServer();
  const front = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/oauth2/v3/certs')) {
      fetch(google.jwksUrl)
        .then(async (keys) => response.writeHead(keys.status, { 'content-type': 'application/json' }).end(await keys.text()))
        .catch(() => response.writeHead(502).end());
      return;
    }
    if (request.method === 'POST' && request.url === '/sign') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        google
          .signIdToken(JSON.parse(body || '{}') as IdTokenClaims)
          .then((token) => response.writeHead(200, { 'content-type': 'text/plain' }).end(token))
          .catch(() => response.writeHead(500).end());
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(GOOGLE_FRONT_PORT, '127.0.0.1', resolve);
  });
  return async () => {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await google.close();
  };
}
