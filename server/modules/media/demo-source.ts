import { isStorageKey } from '../../../core/thumb.ts';
import { renderDemoArt } from '../../../db/seed/demo-art/render.ts';
import type { ImageSource } from './storage.ts';

/** `demo/goods/…svg`, `demo/qc/…svg`: SVG art drawn on demand for the demo catalogue. */
export function demoSource(): ImageSource {
  return {
    async readSource(key) {
      if (!key.startsWith('demo/') || !isStorageKey(key)) return null;
      const svg = renderDemoArt(key);
      return svg === null ? null : Buffer.from(svg, 'utf8');
    },
  };
}
