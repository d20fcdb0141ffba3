import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** How long the button shows its tick after a copy. */
const COPIED_MS = 2500;

/** Copies `text` with the Clipboard API and reports the outcome through `onCopied`. */
export function CopyButton({ text, label, onCopied }: { text: string; label: string; onCopied: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
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
