import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useTranslation, type Messages } from './i18n.tsx';

/**
 * Adds a page's own namespace (`seller`, `store`: sent by that route's loader, not by the root) to the
 * messages below it, so `t('myStore.title')` works there and no other page carries those texts.
 * A module of its own, kept out of the shell chunk (vite.config.ts NOT_IN_SHELL): only those pages load it.
 */
/** Merged once per pair of catalogues on the server, so the translator made for the pair serves every render (app/lib/i18n.tsx). */
let mergedOf: WeakMap<Messages, WeakMap<Messages, Messages>> | undefined;

function merge(parent: Messages, own: Messages): Messages {
  if (!import.meta.env.SSR) return { ...parent, ...own };
  mergedOf ??= new WeakMap();
  let byOwn = mergedOf.get(parent);
  if (!byOwn) mergedOf.set(parent, (byOwn = new WeakMap()));
  let both = byOwn.get(own);
  if (!both) byOwn.set(own, (both = { ...parent, ...own }));
  return both;
}

export function MoreMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useTranslation();
  const merged = useMemo(() => merge(parent.messages, messages), [parent.messages, messages]);
  return (
    <I18nProvider locale={parent.locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}
