import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CATALOGUES } from '../core/i18n/catalogues.ts';
import { LOCALES } from '../core/locale.ts';
import { provideCommonMessages } from './lib/common-messages.ts';
import { withDiscoveryBranches } from './lib/discovery-branches.server.ts';
import { StylesheetSource } from './lib/stylesheet.tsx';

// The server renders with every locale's `common` catalogue at hand; the browser loads its page's (docs/decisions/020).
for (const locale of LOCALES) provideCommonMessages(locale, CATALOGUES[locale].common);

export const streamTimeout = 5_000;

/** Server render with the per-response CSP nonce (the server sets the CSP header with the same value). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (loadContext.timing) loadContext.timing.htmlStart = performance.now();
  const nonce = loadContext.nonce;
  const page = (
    <StylesheetSource.Provider value={loadContext.stylesheet}>
      <ServerRouter context={withDiscoveryBranches(routerContext, routerContext.staticHandlerContext.location.pathname)} url={request.url} nonce={nonce} />
    </StylesheetSource.Provider>
  );
  if (loadContext.wholePage) return renderWholePage(page, nonce, responseStatusCode, responseHeaders);
  return new Promise((resolve, reject) => {
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}

/**
 * A page the server keeps (a shared page, docs/decisions/020) is read whole before it is sent, so it is rendered whole:
 * React writes it once everything is ready, into one buffer, with no stream between the render and the page cache
 * (every chunk of a streamed page crossed a Node stream and a web stream, each a turn of the event loop).
 */
function renderWholePage(page: React.ReactElement, nonce: string, status: number, headers: Headers): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { headers, status }));
        callback();
      },
    });
    sink.on('error', reject);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Sent whole, so nothing is gained by outlining a finished Suspense section (React does past its 12.8 kB
      // default, to paint a streamed shell sooner): each section is written in place, with no fallback, hidden copy
      // or `$RC` script that shows it only after the page has loaded (docs/decisions/020, sixteenth pass).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
