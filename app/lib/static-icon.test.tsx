import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createStaticIcon, { shapesMarkup } from './static-icon.ts';

type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: Parameters<typeof createStaticIcon>[0] & object };

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every lucide icon the app imports (`lucide-react/icons/<name>`), read from its sources. */
function iconsTheAppUses(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) for (const m of fs.readFileSync(full, 'utf8').matchAll(/from 'lucide-react\/icons\/([\w-]+)'/g)) names.add(m[1]!);
    }
  };
  walk(path.join(ROOT, 'app'));
  return [...names].sort();
}

describe('static lucide icons (vite.config.ts staticLucideIcons)', () => {
  const icons = iconsTheAppUses();

  it('finds the icons the app draws', () => {
    expect(icons.length).toBeGreaterThan(40);
    expect(icons).toContain('external-link');
  });

  it('draws every icon the app uses exactly as lucide does, with the props the app passes', async () => {
    for (const name of icons) {
      // Vitest does not run vite.config.ts's plugins: this is lucide's own component, from the module the plugin rewires.
      const file = (icon: string) => path.join(ROOT, `node_modules/lucide-react/dist/esm/icons/${icon}.mjs`);
      const lucide = (await import(file(name))) as IconModule;
      // A renamed icon (trash-2) re-exports the icon it became, whose module holds the data.
      const target = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(fs.readFileSync(file(name), 'utf8'))?.[1];
      const data = lucide.__iconData ?? ((await import(file(target!))) as IconModule).__iconData;
      const ours = createStaticIcon(data);
      for (const props of [{}, { className: 'size-4 shrink-0', 'aria-hidden': true }, { className: 'size-5', 'aria-label': 'Close' }, { size: 16, strokeWidth: 3 }]) {
        expect(renderToStaticMarkup(createElement(ours, props)), `${name} ${JSON.stringify(props)}`).toBe(renderToStaticMarkup(createElement(lucide.default, props)));
      }
    }
  });

  it('classes an icon by its name and its string aliases, as lucide does', async () => {
    const lucide = (await import(path.join(ROOT, 'node_modules/lucide-react/dist/esm/createLucideIcon.mjs'))) as { default: (data: object) => ComponentType };
    const data = { name: 'arrow-right', size: 24, node: [['path', { d: 'M5 12h14', key: 'a' }]] as [string, Record<string, string>][], aliases: ['move-right', '', { name: 'ignored' }] };
    const markup = renderToStaticMarkup(createElement(createStaticIcon(data)));
    expect(markup).toContain('class="lucide lucide-arrow-right lucide-move-right"');
    expect(markup).toBe(renderToStaticMarkup(createElement(lucide.default(data))));
  });

  it('escapes attribute values and leaves out React keys', () => {
    expect(shapesMarkup([['path', { d: 'M0 0"<&', key: 'abc' }]])).toBe('<path d="M0 0&quot;&lt;&amp;"></path>');
  });
});
