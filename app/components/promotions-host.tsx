import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * The shell's floating area and promotions (product §2 "Global shell", §4; decision 029) render in the browser only,
 * once the page is idle: none of their code is first-load JavaScript, nothing of them is in a shared (cached) page,
 * and being fixed in place they move nothing when they appear. A chunk that fails to load is left out silently.
 */
const Promotions = lazy<ComponentType<{ hideFloating: boolean }>>(() => import('./promotions/promotions.tsx').catch(() => ({ default: () => null })));

export function PromotionsHost({ hideFloating }: { hideFloating: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(id);
  }, []);
  if (!idle) return null;
  return (
    <Suspense>
      <Promotions hideFloating={hideFloating} />
    </Suspense>
  );
}
