import { lazy, Suspense, useState } from 'react';
import { useConfirmState } from '../lib/confirm.ts';

// The dialog code (Radix) loads on first use, keeping it out of the first-load JavaScript.
const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

export function ConfirmHost() {
  const { visible } = useConfirmState();
  const [needed, setNeeded] = useState(false);
  if (visible && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense>
      <ConfirmDialog />
    </Suspense>
  );
}
