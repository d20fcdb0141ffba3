import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useTranslation, type Messages } from './i18n.tsx';

/**
 * Adds a page's own namespace (`seller`, `store`: sent by that route's loader, not by the root) to the
 * messages below it, so `t('myStore.title')` works there and no other page carries those texts.
 * A module of its own, kept out of the shell chunk (vite.config.ts NOT_IN_SHELL): only those pages load it.
 */
/** Merged once per pair of catalogues (never changed), so the translator made for the pair is reused across renders. */
const mergedOf = new WeakMap<Messages, WeakMap<Messages, Messages>>();

export function MoreMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useTranslation();
  const merged = useMemo(() => {
    let byOwn = mergedOf.get(parent.messages);
    if (!byOwn) mergedOf.set(parent.messages, (byOwn = new WeakMap()));
    let both = byOwn.get(messages);
    if (!both) byOwn.set(messages, (both = { ...parent.messages, ...messages }));
    return both;
  }, [parent.messages, messages]);
  return (
    <I18nProvider locale={parent.locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}
