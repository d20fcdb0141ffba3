import { useAppState } from '../../lib/app-state.tsx';

/** A CNY amount in the visitor's display currency; re-renders when the header's currency changes. */
export function Price({ cny, className }: { cny: number; className?: string }) {
  const { formatPrice } = useAppState();
  return <span className={className}>{formatPrice(cny)}</span>;
}
