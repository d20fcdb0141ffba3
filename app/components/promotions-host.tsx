import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * The shell's floating area, promotions and assistant (product §2 "Global shell", §4; decision 029) render in the browser only,
 * once the page is idle: none of their code is first-load JavaScript, nothing of them is in a shared (cached) page,
 * and being fixed in place they move nothing when they appear. A chunk that fails to load is left out silently.
 */
const Promotions = lazy<ComponentType>(() => import('./promotions/promotions.tsx').catch(() => ({ default: () => null })));
/** The floating assistant (product §2, decision 030), loaded at the same moment and ignored the same way (product §8). */
const Assistant = lazy<ComponentType>(() => import('./assistant/assistant-launcher.tsx').catch(() => ({ default: () => null })));

/** One idle wait for everything floating: each mount of its own costs first-load bytes on every page. */
export function PromotionsHost() {
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
      </>
    )
  );
}
