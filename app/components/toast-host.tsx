import { useCurrentToast } from '../lib/toast.ts';

/** The app's one live region for short outcomes (app/lib/toast.ts). */
export function ToastHost() {
  const toast = useCurrentToast();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {toast && (
        <p key={toast.at} className={`rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg animate-fade-in ${toast.ok ? 'bg-slate-900' : 'bg-red-700'}`}>
          {toast.text}
        </p>
      )}
    </div>
  );
}
