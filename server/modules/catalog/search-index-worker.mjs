// The search index's worker thread (search-index-worker.ts) with the TypeScript loader registered in the thread: a
// worker's first module is resolved before an inherited `--import tsx` takes effect there.
import { register } from 'tsx/esm/api';

register();
await import('./search-index-worker.ts');
