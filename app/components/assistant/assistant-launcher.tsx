import { Component, lazy, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { MoreMessages } from '../../lib/more-messages.tsx';

/**
 * The floating assistant (product §2 "Global shell", §9 launcher sizes), loaded by the shell once the page is idle,
 * so none of it is first-load JavaScript. This chunk is the launcher and the `assistant` texts of the page's locale;
 * the conversation (dialog, API calls, the request schema) is a second chunk, loaded when the pointer or the focus
 * first reaches the launcher, or at once with `?autoOpen=true`. A failure to load or to draw either is silently
 * ignored (product §8): the launcher just is not there. docs/decisions/030-assistant.md.
 */

type Messages = Record<string, unknown>;
const catalogues = import.meta.glob<Messages>('../../../core/i18n/locales/*/assistant.json', { import: 'default' });
const loaded = new Map<string, Promise<Messages>>();
function assistantMessages(locale: string): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    const load = catalogues[`../../../core/i18n/locales/${locale}/assistant.json`] ?? catalogues['../../../core/i18n/locales/en/assistant.json']!;
    messages = load();
    loaded.set(locale, messages);
  }
  return messages;
}

const loadPanel = () => import('./assistant-panel.tsx');
const Panel = lazy(loadPanel);

/** Whatever goes wrong inside the assistant stays inside it: it disappears, the page is untouched. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    // product §8: an assistant that cannot load or mount is ignored, not reported to the visitor.
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Whether the address asks for the assistant open (product §2: `autoOpen=true`). Not imported from core/assistant.ts:
 * that module brings zod, which only the conversation needs.
 */
export function asksToOpen(search: string): boolean {
  return new URLSearchParams(search).get('autoOpen') === 'true';
}

function Launcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asksToOpen(window.location.search)) {
      setWanted(true);
      setOpen(true);
    }
  }, []);
  // The conversation's code starts loading as soon as the visitor may want it.
  const warm = () => {
    if (!wanted) {
      setWanted(true);
      loadPanel().catch(() => undefined);
    }
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          warm();
          setOpen(true);
        }}
        aria-label={t('assistant.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="assistant-launcher"
        // product §9: 32 px, 5 px from the bottom, centred on a phone; 56 px, 20 px from the bottom and right above 768 px.
        className="fixed bottom-[5px] left-1/2 z-40 flex size-8 -translate-x-1/2 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg ring-2 ring-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 md:bottom-5 md:left-auto md:right-5 md:size-14 md:translate-x-0"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 md:size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
        </svg>
      </button>
      {wanted && (
        <Suspense>
          <Panel open={open} onOpenChange={setOpen} launcher={button} />
        </Suspense>
      )}
    </>
  );
}

function WithTexts() {
  const { locale } = useTranslation();
  const messages = use(assistantMessages(locale));
  return (
    <MoreMessages messages={messages}>
      <Launcher />
    </MoreMessages>
  );
}

export default function Assistant(): ReactNode {
  return (
    <Quietly>
      <Suspense>
        <WithTexts />
      </Suspense>
    </Quietly>
  );
}
