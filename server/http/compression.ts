/**
 * Small answers compressed in one synchronous call (docs/decisions/018, "Sixth session"). @fastify/compress turns every
 * answer into a stream piped through a zlib stream (Readable.from, pump, the thread pool and back): for a 10 kB API
 * answer that machinery cost ~1.5 ms of CPU, where compressing the bytes themselves costs ~0.1 ms. Answers up to
 * `maxBytes` are compressed here, before @fastify/compress's own hook, which leaves an answer that already carries a
 * Content-Encoding alone; larger ones (server-rendered pages) still go through its streams, off the event loop.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Whether an Accept-Encoding header takes `coding` (any q above 0). */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (name!.trim() !== coding) return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

export type SmallAnswerCompression = {
  /** Answers below this many bytes are sent as they are (as @fastify/compress's `threshold`). */
  threshold: number;
  /** Answers above this many bytes are left to @fastify/compress's streams. */
  maxBytes: number;
  brotliQuality: number;
  gzipLevel: number;
};

const COMPRESSIBLE = /^(application\/json|text\/)/;

/** The onSend hook: br when the caller takes it, else gzip, else the answer unchanged. */
export function registerSmallAnswerCompression(app: FastifyInstance, options: SmallAnswerCompression) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < options.threshold || size > options.maxBytes) return done(null, payload);
    if (reply.getHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return done(null, payload);
    const accept = request.headers['accept-encoding'];
    const encoding = acceptsEncoding(accept, 'br') ? 'br' : acceptsEncoding(accept, 'gzip') ? 'gzip' : null;
    if (!encoding) return done(null, payload);
    const bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: options.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : zlib.gzipSync(payload, { level: options.gzipLevel });
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, bytes);
  });
}
