import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useTranslation, type Messages } from './i18n.tsx';

/**
 * Adds a page's own namespace (`seller`, `store`: sent by that route's loader, not by the root) to the
 * messages below it, so `t('myStore.title')` works there and no other page carries those texts.
 * A module of its own, kept out of the shell chunk (vite.config.ts NOT_IN_SHELL): only those pages load it.
 */
export function MoreMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useTranslation();
  const merged = useMemo(() => ({ ...parent.messages, ...messages }), [parent.messages, messages]);
  return (
    <I18nProvider locale={parent.locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}
