import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The page's scripts, announced in <head> as low-priority module preloads (docs/decisions/012).
 * The page is server-rendered and readable before its scripts run, so the browser should spend
 * its first bandwidth on the document, fonts and the first images, and fetch the scripts after.
 * `<Scripts>` lists the same modules right after these, at the browser's default (high) priority;
 * a module that is already being fetched is not fetched again, so the first hint's priority holds.
 * The list is the one `<Scripts>` builds (entry module and its imports, then each matched route's
 * module and imports). They are rendered on the server only (React leaves a `<link>` it finds in
 * <head> alone), so the code stays out of the browser's bundle; client navigations load their
 * modules themselves.
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
  return [...hrefs].map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />);
}

export const ModuleHints = import.meta.env.SSR ? ServerModuleHints : () => null;
