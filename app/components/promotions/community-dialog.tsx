import * as Dialog from '@radix-ui/react-dialog';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The community chat dialog (product §2 "Global shell", §4; desktop only): the invite opens in a new tab and sends
 * join_discord with position discord_dialog; joining or closing hides it until the end of the day (`onDone`).
 */
export function CommunityDialog({ inviteUrl, onJoin, onDone }: { inviteUrl: string; onJoin: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[420px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl animate-fade-in">
          <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
            <MessagesSquare className="size-7" />
          </span>
          <Dialog.Title className="mt-4 text-xl font-semibold text-slate-900">{t('community.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{t('community.text')}</Dialog.Description>
          <a
            href={inviteUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              onJoin();
              onDone();
            }}
            className="btn-primary mt-6 w-full justify-center"
          >
            {t('community.join')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
          <Dialog.Close className="absolute right-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={t('community.close')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
