import { useMatches } from 'react-router';

/** Route meta of product §2: a page whose `handle` says `isHideFloating` hides the floating element. */
export type RouteHandle = { isHideFloating?: boolean };

/** Whether a matched route says isHideFloating (the shell's frame and its floating area and promotions ask). */
export function useHideFloating(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.isHideFloating === true);
}
