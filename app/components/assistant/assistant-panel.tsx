import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ASSISTANT_DEBOUNCE_MS, ASSISTANT_MESSAGE_MAX, ASSISTANT_PATH, ASSISTANT_SUGGEST_MIN, AssistantRequestSchema, type AssistantReply, type AssistantSuggestion } from '../../../core/assistant.ts';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { AnswerView, LinkedText } from './assistant-answers.tsx';

/**
 * The conversation (second chunk of the assistant; app/components/assistant/assistant-launcher.tsx): a dialog with the
 * messages (a polite live region, so screen readers read each answer), suggestions while typing (asked for
 * 800 ms after the last keystroke, product §7), and the input; Enter sends, Escape closes, focus returns to the
 * launcher. Answers come in the page's language from `S/pub/assistant/ask`.
 */

type Entry = { id: number; from: 'visitor'; text: string } | { id: number; from: 'assistant'; reply: AssistantReply } | { id: number; from: 'assistant'; note: string };

/** The request schema's issue (an `api` message key) as the assistant's own text. */
const ERROR_KEYS: Record<string, string> = {
  assistantEmpty: 'assistant.errors.assistantEmpty',
  assistantTooLong: 'assistant.errors.assistantTooLong',
  controlCharacters: 'assistant.errors.controlCharacters',
};

export default function Panel({ open, onOpenChange, launcher }: { open: boolean; onOpenChange: (open: boolean) => void; launcher: RefObject<HTMLButtonElement | null> }) {
  const { t, locale } = useTranslation();
  const signKey = (useRouteLoaderData('root') as { signKey?: string } | undefined)?.signKey ?? '';
  const [entries, setEntries] = useState<Entry[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<AssistantSuggestion[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  /** Only the newest suggestion request may fill the list. */
  const suggestTurn = useRef(0);
  const errorId = useId();
  const suggestionsId = useId();

  const call = (message: string, mode: 'answer' | 'suggest') => browserApi(signKey).call<AssistantReply>(ASSISTANT_PATH, { message, locale, mode });

  // Suggestions 800 ms after the last keystroke (product §7), for text that is not being sent.
  useEffect(() => {
    const turn = ++suggestTurn.current;
    const message = text.trim();
    if (message.length < ASSISTANT_SUGGEST_MIN || !AssistantRequestSchema.safeParse({ message }).success) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      call(message, 'suggest')
        .then((reply) => {
          if (turn === suggestTurn.current) setSuggestions(reply.suggestions);
        })
        .catch(() => {
          if (turn === suggestTurn.current) setSuggestions([]);
        });
    }, ASSISTANT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `call` changes with nothing the effect does not already follow (the locale, the key).
  }, [text, locale, signKey]);

  // The newest message in view.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [entries, busy]);

  async function send(raw: string) {
    const parsed = AssistantRequestSchema.safeParse({ message: raw, locale });
    if (!parsed.success) {
      setError(t(ERROR_KEYS[parsed.error.issues[0]?.message ?? ''] ?? 'assistant.errors.assistantEmpty'));
      input.current?.focus();
      return;
    }
    const message = parsed.data.message;
    suggestTurn.current++;
    setSuggestions([]);
    setError(null);
    setText('');
    setEntries((list) => [...list, { id: nextId.current++, from: 'visitor', text: message }]);
    setBusy(true);
    try {
      const reply = await call(message, 'answer');
      setEntries((list) => [...list, { id: nextId.current++, from: 'assistant', reply }]);
    } catch (failure) {
      // A refusal the server explains (a field message, the rate limit) is shown as it is; anything else in our words.
      const said = failure instanceof ApiError ? ((failure.data as { fields?: { message?: string } } | null)?.fields?.message ?? (failure.code === 429 ? failure.message : '')) : '';
      setEntries((list) => [...list, { id: nextId.current++, from: 'assistant', note: said || t('assistant.failed') }]);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void send(text);
  };
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/30 md:bg-transparent" />
        <Dialog.Content
          data-testid="assistant-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            launcher.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl focus:outline-none md:inset-x-auto md:bottom-24 md:right-5 md:h-[min(600px,calc(100dvh-8rem))] md:w-[400px] md:rounded-2xl md:border md:border-slate-200"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 bg-teal-700 px-4 py-3 text-white">
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold">{t('assistant.title')}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-xs text-teal-50">{t('assistant.description')}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('assistant.close')} className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Dialog.Close>
          </div>

          <div ref={log} role="log" aria-live="polite" aria-relevant="additions" aria-busy={busy} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4 text-sm" data-testid="assistant-log">
            <div className="max-w-[90%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-slate-800 shadow-sm">
              <LinkedText text={t('assistant.greeting')} onNavigate={close} />
            </div>
            {entries.map((entry) =>
              entry.from === 'visitor' ? (
                <div key={entry.id} className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-teal-700 px-3 py-2 text-white">
                  <span className="sr-only">{t('assistant.you')} </span>
                  {entry.text}
                </div>
              ) : (
                <div key={entry.id} className="max-w-[95%] space-y-2 rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-slate-800 shadow-sm" data-testid="assistant-answer">
                  <span className="sr-only">{t('assistant.bot')} </span>
                  {'note' in entry ? (
                    <p>{entry.note}</p>
                  ) : entry.reply.answers.length === 0 ? (
                    <p>
                      <LinkedText text={t('assistant.noAnswer')} onNavigate={close} />
                    </p>
                  ) : (
                    entry.reply.answers.map((answer, index) => <AnswerView key={index} answer={answer} onNavigate={close} />)
                  )}
                </div>
              ),
            )}
            {busy && (
              <p className="text-slate-600" role="status">
                {t('assistant.thinking')}
              </p>
            )}
          </div>

          {suggestions.length > 0 && (
            <div className="border-t border-slate-200 px-3 pt-2">
              <p id={suggestionsId} className="text-xs font-medium text-slate-600">
                {t('assistant.suggestions')}
              </p>
              <ul aria-labelledby={suggestionsId} className="mt-1 flex max-h-28 flex-wrap gap-1.5 overflow-y-auto pb-1">
                {suggestions.map((suggestion) => (
                  <li key={`${suggestion.kind}:${suggestion.text}`}>
                    <button
                      type="button"
                      onClick={() => void send(suggestion.text)}
                      className="max-w-full truncate rounded-full border border-teal-700/30 bg-teal-50 px-3 py-1 text-left text-xs text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
                    >
                      {suggestion.text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <form onSubmit={submit} className="border-t border-slate-200 p-3" noValidate>
            <div className="flex items-center gap-2">
              <label htmlFor={`${errorId}-input`} className="sr-only">
                {t('assistant.inputLabel')}
              </label>
              <input
                ref={input}
                id={`${errorId}-input`}
                type="text"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (error) setError(null);
                }}
                maxLength={ASSISTANT_MESSAGE_MAX + 1}
                autoComplete="off"
                enterKeyHint="send"
                placeholder={t('assistant.placeholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-base focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30 md:text-sm"
              />
              <button type="submit" disabled={busy} className="rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60">
                {t('assistant.send')}
              </button>
            </div>
            {error && (
              <p id={errorId} role="alert" className="mt-2 px-2 text-xs text-rose-700">
                {error}
              </p>
            )}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
