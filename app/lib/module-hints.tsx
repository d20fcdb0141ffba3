import { useContext } from 'react';
import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The page's scripts, announced as low-priority module preloads (docs/decisions/012). The page is
 * server-rendered and readable before its scripts run, so the browser should spend its first
 * bandwidth on the document, fonts and the first images, and fetch the scripts after.
 *
 * React's `preloadModule` writes the hints at the top of <head>, ahead of the `<link>`s `<Scripts>`
 * renders for the same modules at the browser's default (high) priority; a module already being
 * fetched is not fetched again, so the first announcement's priority holds. The hints are resources,
 * not elements of the tree, so hydration never compares them with anything. The list is the one
 * `<Scripts>` builds: the entry module and its imports, then each matched route's module and imports.
 *
 * Server only (the code stays out of the browser's bundle): client navigations load their modules
 * themselves.
 */
function ServerModuleHints({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { manifest } = framework;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  // React 19.3 passes `fetchPriority` through (react-dom's types do not list it yet).
  const options: PreloadModuleOptions & { fetchPriority: 'low' } = { as: 'script', nonce, fetchPriority: 'low' };
  for (const href of hrefs) preloadModule(href, options);
  return null;
}

export const ModuleHints = import.meta.env.SSR ? ServerModuleHints : () => null;
