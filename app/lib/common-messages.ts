import { preload } from 'react-dom';
import type { Locale } from '../../core/locale.ts';
import type { Messages } from './i18n.tsx';

/**
 * The `common` catalogue of a locale (docs/decisions/020, third slice). The server has every locale's (entry.server.tsx
 * hands them in); the browser loads its page's from the hashed, immutable address the root loader names
 * (`messagesHref`, announced by `CommonMessagesHint` at the top of the page), once per locale per tab.
 */
const loaded: Partial<Record<Locale, Messages>> = {};
const loading: Record<string, Promise<Messages>> = {};

export function provideCommonMessages(locale: Locale, messages: Messages) {
  loaded[locale] = messages;
}

/** The catalogue when it is here (always on the server), else undefined. */
export function commonMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

/**
 * The catalogue at `href`, fetched once (the preloaded response is reused). A failure is a `ChunkLoadError`, as for a
 * page's script that did not load: the root's boundary reloads the page once (app/lib/chunk-reload.ts).
 */
export function loadCommonMessages(locale: Locale, href: string): Promise<Messages> {
  return (loading[href] ??= fetch(href)
    .then((response) => (response.ok ? (response.json() as Promise<Messages>) : Promise.reject()))
    .then(
      (messages) => (loaded[locale] = messages),
      () => Promise.reject(Object.assign(new Error(href), { name: 'ChunkLoadError' })),
    ));
}

/**
 * Server only: asks the browser for the catalogue at the top of <head>, before the scripts, so it is there when the
 * app hydrates (the render waits for it: no untranslated text in between).
 */
function ServerCommonMessagesHint({ href }: { href?: string }) {
  if (href) preload(href, { as: 'fetch', crossOrigin: 'anonymous' });
  return null;
}

export const CommonMessagesHint = import.meta.env.SSR ? ServerCommonMessagesHint : () => null;
