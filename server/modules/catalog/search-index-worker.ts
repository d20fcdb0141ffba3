/**
 * A worker thread of the search index's pool (search-index-pool.ts): a read-only connection to the index file, answering
 * one query at a time, so that a slow search runs beside the event loop instead of on it (docs/decisions/018, "Fifth
 * session"). Loaded through search-index-worker.mjs (which registers the TypeScript loader in the thread).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSearchIndexReader, type IndexQuery, type PageOrder } from './search-index.ts';

export type WorkerRequest =
  | { id: number; op: 'count'; query: IndexQuery; atMost: number }
  | { id: number; op: 'page'; query: IndexQuery; order: PageOrder; offset: number; limit: number }
  | { id: number; op: 'answer'; query: IndexQuery; order: PageOrder; atMost: number; offset: number; limit: number; fewBelow?: number }
  /** Tests: the worker ends as if it had crashed. */
  | { id: number; op: 'crash' };
export type WorkerReply = { id: number; result: unknown } | { id: number; error: string };

const port = parentPort!;
const reader = openSearchIndexReader((workerData as { file: string }).file);
port.on('message', (request: WorkerRequest) => {
  try {
    let result: unknown;
    if (request.op === 'count') result = reader.queries.count(request.query, request.atMost);
    else if (request.op === 'page') result = reader.queries.page(request.query, request.order, request.offset, request.limit);
    else if (request.op === 'answer') result = reader.queries.answer(request.query, request.order, request.atMost, request.offset, request.limit, request.fewBelow);
    else process.exit(1);
    port.postMessage({ id: request.id, result } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
  }
});
port.postMessage({ ready: true });
