import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** How long a toast stays on screen. */
const TOAST_MS = 2500;

/** A short message in a live region ('Copy Successfully' / 'Copy Failed', spec §8). */
export function useToast() {
  const [toast, setToast] = useState<{ text: string; ok: boolean; at: number } | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((text: string, ok: boolean) => setToast({ text, ok, at: Date.now() }), []);
  const element = (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {toast && (
        <p key={toast.at} className={`rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg animate-fade-in ${toast.ok ? 'bg-slate-900' : 'bg-red-700'}`}>
          {toast.text}
        </p>
      )}
    </div>
  );
  return { show, element };
}

/** Copies `text` with the Clipboard API and reports the outcome through `onCopied`. */
export function CopyButton({ text, label, onCopied }: { text: string; label: string; onCopied: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied(true);
      setTimeout(() => setCopied(false), TOAST_MS);
    } catch {
      onCopied(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      title={t('convert.copy')}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
    >
      {copied ? <Check aria-hidden="true" className="size-4 text-emerald-700" /> : <Copy aria-hidden="true" className="size-4" />}
    </button>
  );
}
