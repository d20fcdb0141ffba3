import { matchRoutes, type EntryContext } from 'react-router';

type Branches = EntryContext['branches'];

/**
 * The paths whose routes React Router puts into a page's manifest beside its own matches (lazy route discovery,
 * `getPartialManifest`): "/" and every ancestor of the path ("/products/taobao/1" → "/", "/products",
 * "/products/taobao"), in React Router's order: "/" first, then from the parent up.
 */
export function discoveryPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}

/** At most this many ancestor sets are remembered (they come from the address; a bound keeps odd addresses cheap). */
const MAX_REMEMBERED = 500;

const remembered = new WeakMap<Branches, Map<string, Branches>>();

/**
 * The route branches a render hands React Router: every page's manifest matches its ancestor paths against every
 * route branch (~80 with the optional language segment), ~0.5 ms of a cold render (docs/decisions/020, "Ninth pass").
 * The branches that match any of a page's ancestors, in their ranked order, give every one of those paths the same first
 * match as all branches do (a branch before it in the subset would come before it in the whole list too), and they
 * are the same for every page under the same parent: "/products/taobao" for every Taobao product. So they are found
 * once per parent path and the render matches against those few. The server renders nothing else from the branches.
 */
export function withDiscoveryBranches(context: EntryContext, pathname: string): EntryContext {
  const all = context.branches;
  if (!all?.length) return context;
  const paths = discoveryPaths(pathname);
  // The parent path ("/" for a page at the top) decides every ancestor.
  const key = paths[1] ?? '/';
  let byParent = remembered.get(all);
  if (!byParent) remembered.set(all, (byParent = new Map()));
  let branches = byParent.get(key);
  if (!branches) {
    const roots = [...new Set(all.map((branch) => branch.routesMeta[0]!.route))];
    const basename = context.staticHandlerContext.basename || '/';
    const leaves = new Set(paths.map((path) => matchRoutes(roots, path, basename)?.at(-1)?.route).filter((route) => route !== undefined));
    branches = all.filter((branch) => leaves.has(branch.routesMeta.at(-1)!.route));
    if (byParent.size < MAX_REMEMBERED) byParent.set(key, branches);
  }
  return { ...context, branches };
}
