import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { ADD_BOT_PATH } from '../../../core/promotions.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';

/** The promotion's picture, drawn here (no image request): a bot answering a pasted link with buy buttons. */
function BotArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 120" aria-hidden="true" className={className}>
      <rect width="240" height="120" fill="#f0fdfa" />
      <circle cx="200" cy="22" r="38" fill="#ccfbf1" />
      <circle cx="28" cy="110" r="30" fill="#ccfbf1" />
      <g transform="translate(30 26)">
        <line x1="34" y1="0" x2="34" y2="12" stroke="#115e59" strokeWidth="3" strokeLinecap="round" />
        <circle cx="34" cy="0" r="5" fill="#f59e0b" />
        <rect x="4" y="12" width="60" height="46" rx="14" fill="#0f766e" />
        <rect x="14" y="24" width="40" height="20" rx="10" fill="#ccfbf1" />
        <circle cx="26" cy="34" r="4" fill="#134e4a" />
        <circle cx="42" cy="34" r="4" fill="#134e4a" />
        <rect x="14" y="62" width="40" height="22" rx="8" fill="#14b8a6" />
      </g>
      <g transform="translate(112 20)">
        <rect width="104" height="26" rx="8" fill="#fff" />
        <rect x="10" y="10" width="60" height="6" rx="3" fill="#99f6e4" />
        <rect y="34" width="104" height="50" rx="8" fill="#fff" />
        <rect x="10" y="43" width="40" height="14" rx="4" fill="#22c55e" />
        <rect x="54" y="43" width="40" height="14" rx="4" fill="#3b82f6" />
        <rect x="10" y="62" width="84" height="6" rx="3" fill="#ccfbf1" />
        <rect x="10" y="72" width="52" height="6" rx="3" fill="#ccfbf1" />
      </g>
    </svg>
  );
}

const CLOSE_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

/**
 * The design-bot promotion (product §2 "Global shell", §4): a dialog on a phone, a floating picture with a close
 * control on a desktop (bottom left, clear of the assistant's launcher). 'Add Now' and the picture lead to the bot
 * design flow; closing it, or going there, hides it until the end of the day (`onDone` sets the cookie).
 */
export function DesignBotPromotion({ variant, onDone }: { variant: 'dialog' | 'card'; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const addNow = (
    <LocalizedLink to={ADD_BOT_PATH} onClick={onDone} className="btn-primary w-full justify-center">
      {t('designBot.addNow')}
    </LocalizedLink>
  );

  if (variant === 'dialog') {
    return (
      <Dialog.Root defaultOpen onOpenChange={(open) => !open && onDone()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in" />
          <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl animate-fade-in" data-testid="design-bot-promotion">
            <LocalizedLink to={ADD_BOT_PATH} onClick={onDone} tabIndex={-1} aria-hidden="true">
              <BotArt className="block h-auto w-full" />
            </LocalizedLink>
            <div className="p-5">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{t('designBot.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">{t('designBot.text')}</Dialog.Description>
              <div className="mt-4 flex">{addNow}</div>
            </div>
            <Dialog.Close className="absolute right-2 top-2 rounded-full bg-white/80 p-2 text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-blue-700" aria-label={t('designBot.close')}>
              {CLOSE_ICON}
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <aside
      aria-labelledby={titleId}
      className="fixed bottom-5 left-5 z-40 w-64 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 animate-slide-up"
      data-testid="design-bot-promotion"
    >
      <LocalizedLink to={ADD_BOT_PATH} onClick={onDone} tabIndex={-1} aria-hidden="true">
        <BotArt className="block h-auto w-full" />
      </LocalizedLink>
      <div className="p-4">
        <p id={titleId} className="font-semibold text-slate-900">
          {t('designBot.title')}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('designBot.text')}</p>
        <div className="mt-3 flex">{addNow}</div>
      </div>
      <button
        type="button"
        onClick={onDone}
        aria-label={t('designBot.close')}
        className="absolute right-2 top-2 rounded-full bg-white/80 p-1.5 text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        {CLOSE_ICON}
      </button>
    </aside>
  );
}
