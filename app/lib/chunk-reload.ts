import { CHUNK_RELOAD_WINDOW_MS } from '../../core/constants.ts';

const KEY = 'hb:chunk-reload-at';

/** Is this the error of a page chunk that failed to load (typically after a deploy)? */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(message);
}

/**
 * Reloads the page once; a second failure within 10 s does not reload again (product §4), so a
 * broken deploy shows the error page instead of reloading forever. Returns whether it reloads.
 */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // storage unavailable: reload anyway, the browser's own cache rules prevent a loop
  }
  window.location.reload();
  return true;
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    // The chunks loaded after idle (assistant, promotions, build watcher; app/components/after-idle.tsx) are optional: their failure is ignored, not reloaded (product §8).
    if (!/\/(assistant|promotions|build-watcher)/.test(String((event as Event & { payload?: unknown }).payload)) && reloadOnceForChunkError()) event.preventDefault();
  });
}
