import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** A chunk that fails to load is left out silently (product §8): none of these is needed to use the page. */
const optional = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => load().catch(() => ({ default: () => null })));

/** The shell's floating area and promotions (product §2 "Global shell", §4; decision 029). */
const Promotions = optional(() => import('./promotions/promotions.tsx'));
/** The floating assistant (product §2; decision 030). */
const Assistant = optional(() => import('./assistant/assistant-launcher.tsx'));
/** The new-version watcher (product §7 "other traffic"): its first poll is minutes away. */
const BuildWatcher = optional(() => import('./build-watcher.tsx'));

/**
 * What the page does not need at first paint, loaded once the page is idle, with one wait for all of it: none of its
 * code is first-load JavaScript (each mount of its own would cost bytes on every page), nothing of it is in a shared
 * (cached) page, and the floating parts, fixed in place, move nothing when they appear.
 */
export function AfterIdle({ buildId }: { buildId: string }) {
  const [idle, setIdle] = useState(false);
  // Safari has no requestIdleCallback: a task after the hydration's is the next best moment.
  useEffect(() => void (window.requestIdleCallback ?? setTimeout)(() => setIdle(true)), []);
  return (
    idle && (
      <>
        <Suspense>
          <Promotions />
        </Suspense>
        <Suspense>
          <Assistant />
        </Suspense>
        <Suspense>
          <BuildWatcher buildId={buildId} />
        </Suspense>
      </>
    )
  );
}
