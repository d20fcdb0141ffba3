import type { Messages } from '../../lib/i18n.tsx';

/** The `shell` namespace of the page's locale, loaded with the promotions' chunk (never in first-load JavaScript). */
const catalogues = import.meta.glob<Messages>('../../../core/i18n/locales/*/shell.json', { import: 'default' });
const loaded = new Map<string, Promise<Messages>>();

export function shellMessages(locale: string): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    const load = catalogues[`../../../core/i18n/locales/${locale}/shell.json`] ?? catalogues['../../../core/i18n/locales/en/shell.json']!;
    messages = load();
    loaded.set(locale, messages);
  }
  return messages;
}
