import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installChunkReload, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

describe('chunk load failure (product §4: one reload within 10 s)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    vi.stubGlobal('window', { location: { reload } });
    reload.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('reloads once, not again within 10 seconds, and again after', () => {
    expect(reloadOnceForChunkError(100_000)).toBe(true);
    expect(reloadOnceForChunkError(105_000)).toBe(false);
    expect(reloadOnceForChunkError(110_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("ignores a failed chunk loaded after idle (assistant, promotions, build watcher; product §8) but reloads for any other", () => {
    const listeners: ((event: Event & { payload?: unknown }) => void)[] = [];
    vi.stubGlobal('window', { location: { reload }, addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener) });
    installChunkReload();
    const fire = (url: string) => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError(`Failed to fetch dynamically imported module: ${url}`) });
      listeners[0]!(event);
      return event.defaultPrevented;
    };
    expect(fire('https://x/assets/assistant-panel-D1x.js')).toBe(false);
    expect(fire('https://x/assets/assistant-launcher-f5.js')).toBe(false);
    expect(fire('https://x/assets/promotions-BgF.js')).toBe(false);
    expect(fire('https://x/assets/build-watcher-9x.js')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(fire('https://x/assets/product-Ab1.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
