/**
 * Every locale catalogue (server side only: importing this module bundles all eight locales).
 * The web client loads its page's `common` catalogue from a hashed file the root loader names (server/web/common-catalogue.ts).
 */
import type { Locale } from '../locale.ts';
import it_activity from './locales/it/activity.json' with { type: 'json' };
import it_assistant from './locales/it/assistant.json' with { type: 'json' };
import it_affiliate from './locales/it/affiliate.json' with { type: 'json' };
import it_admin from './locales/it/admin.json' with { type: 'json' };
import it_api from './locales/it/api.json' with { type: 'json' };
import it_bots from './locales/it/bots.json' with { type: 'json' };
import it_common from './locales/it/common.json' with { type: 'json' };
import it_legal from './locales/it/legal.json' with { type: 'json' };
import it_mail from './locales/it/mail.json' with { type: 'json' };
import it_seller from './locales/it/seller.json' with { type: 'json' };
import it_search from './locales/it/search.json' with { type: 'json' };
import it_shell from './locales/it/shell.json' with { type: 'json' };
import it_store from './locales/it/store.json' with { type: 'json' };
import es_activity from './locales/es/activity.json' with { type: 'json' };
import es_assistant from './locales/es/assistant.json' with { type: 'json' };
import es_affiliate from './locales/es/affiliate.json' with { type: 'json' };
import es_admin from './locales/es/admin.json' with { type: 'json' };
import es_api from './locales/es/api.json' with { type: 'json' };
import es_bots from './locales/es/bots.json' with { type: 'json' };
import es_common from './locales/es/common.json' with { type: 'json' };
import es_legal from './locales/es/legal.json' with { type: 'json' };
import es_mail from './locales/es/mail.json' with { type: 'json' };
import es_seller from './locales/es/seller.json' with { type: 'json' };
import es_search from './locales/es/search.json' with { type: 'json' };
import es_shell from './locales/es/shell.json' with { type: 'json' };
import es_store from './locales/es/store.json' with { type: 'json' };
import de_activity from './locales/de/activity.json' with { type: 'json' };
import de_assistant from './locales/de/assistant.json' with { type: 'json' };
import de_affiliate from './locales/de/affiliate.json' with { type: 'json' };
import de_admin from './locales/de/admin.json' with { type: 'json' };
import de_api from './locales/de/api.json' with { type: 'json' };
import de_bots from './locales/de/bots.json' with { type: 'json' };
import de_common from './locales/de/common.json' with { type: 'json' };
import de_legal from './locales/de/legal.json' with { type: 'json' };
import de_mail from './locales/de/mail.json' with { type: 'json' };
import de_seller from './locales/de/seller.json' with { type: 'json' };
import de_search from './locales/de/search.json' with { type: 'json' };
import de_shell from './locales/de/shell.json' with { type: 'json' };
import de_store from './locales/de/store.json' with { type: 'json' };
import en_activity from './locales/en/activity.json' with { type: 'json' };
import en_assistant from './locales/en/assistant.json' with { type: 'json' };
import en_affiliate from './locales/en/affiliate.json' with { type: 'json' };
import en_admin from './locales/en/admin.json' with { type: 'json' };
import en_api from './locales/en/api.json' with { type: 'json' };
import en_bots from './locales/en/bots.json' with { type: 'json' };
import en_common from './locales/en/common.json' with { type: 'json' };
import en_legal from './locales/en/legal.json' with { type: 'json' };
import en_mail from './locales/en/mail.json' with { type: 'json' };
import en_seller from './locales/en/seller.json' with { type: 'json' };
import en_search from './locales/en/search.json' with { type: 'json' };
import en_shell from './locales/en/shell.json' with { type: 'json' };
import en_store from './locales/en/store.json' with { type: 'json' };
import fr_activity from './locales/fr/activity.json' with { type: 'json' };
import fr_assistant from './locales/fr/assistant.json' with { type: 'json' };
import fr_affiliate from './locales/fr/affiliate.json' with { type: 'json' };
import fr_admin from './locales/fr/admin.json' with { type: 'json' };
import fr_api from './locales/fr/api.json' with { type: 'json' };
import fr_bots from './locales/fr/bots.json' with { type: 'json' };
import fr_common from './locales/fr/common.json' with { type: 'json' };
import fr_legal from './locales/fr/legal.json' with { type: 'json' };
import fr_mail from './locales/fr/mail.json' with { type: 'json' };
import fr_seller from './locales/fr/seller.json' with { type: 'json' };
import fr_search from './locales/fr/search.json' with { type: 'json' };
import fr_shell from './locales/fr/shell.json' with { type: 'json' };
import fr_store from './locales/fr/store.json' with { type: 'json' };
import pl_activity from './locales/pl/activity.json' with { type: 'json' };
import pl_assistant from './locales/pl/assistant.json' with { type: 'json' };
import pl_affiliate from './locales/pl/affiliate.json' with { type: 'json' };
import pl_admin from './locales/pl/admin.json' with { type: 'json' };
import pl_api from './locales/pl/api.json' with { type: 'json' };
import pl_bots from './locales/pl/bots.json' with { type: 'json' };
import pl_common from './locales/pl/common.json' with { type: 'json' };
import pl_legal from './locales/pl/legal.json' with { type: 'json' };
import pl_mail from './locales/pl/mail.json' with { type: 'json' };
import pl_seller from './locales/pl/seller.json' with { type: 'json' };
import pl_search from './locales/pl/search.json' with { type: 'json' };
import pl_shell from './locales/pl/shell.json' with { type: 'json' };
import pl_store from './locales/pl/store.json' with { type: 'json' };
import ru_activity from './locales/ru/activity.json' with { type: 'json' };
import ru_assistant from './locales/ru/assistant.json' with { type: 'json' };
import ru_affiliate from './locales/ru/affiliate.json' with { type: 'json' };
import ru_admin from './locales/ru/admin.json' with { type: 'json' };
import ru_api from './locales/ru/api.json' with { type: 'json' };
import ru_bots from './locales/ru/bots.json' with { type: 'json' };
import ru_common from './locales/ru/common.json' with { type: 'json' };
import ru_legal from './locales/ru/legal.json' with { type: 'json' };
import ru_mail from './locales/ru/mail.json' with { type: 'json' };
import ru_seller from './locales/ru/seller.json' with { type: 'json' };
import ru_search from './locales/ru/search.json' with { type: 'json' };
import ru_shell from './locales/ru/shell.json' with { type: 'json' };
import ru_store from './locales/ru/store.json' with { type: 'json' };
import zh_activity from './locales/zh/activity.json' with { type: 'json' };
import zh_assistant from './locales/zh/assistant.json' with { type: 'json' };
import zh_affiliate from './locales/zh/affiliate.json' with { type: 'json' };
import zh_admin from './locales/zh/admin.json' with { type: 'json' };
import zh_api from './locales/zh/api.json' with { type: 'json' };
import zh_bots from './locales/zh/bots.json' with { type: 'json' };
import zh_common from './locales/zh/common.json' with { type: 'json' };
import zh_legal from './locales/zh/legal.json' with { type: 'json' };
import zh_mail from './locales/zh/mail.json' with { type: 'json' };
import zh_seller from './locales/zh/seller.json' with { type: 'json' };
import zh_search from './locales/zh/search.json' with { type: 'json' };
import zh_shell from './locales/zh/shell.json' with { type: 'json' };
import zh_store from './locales/zh/store.json' with { type: 'json' };

/**
 * `mail`: the texts of the mails we send (server/modules/mail/templates.ts).
 * `seller` (My Store) and `store` (the public store page) reach the browser only on the pages that use
 * them: their route loaders send them and `<MoreMessages>` adds them to `common` (app/lib/more-messages.tsx).
 * `admin` (the operator console, /admin) likewise, and only to operators. `activity` (the group-buy and flash-sale
 * pages) likewise.
 * `affiliate` (the affiliate setting and the dashboard home's glance, issue 15) likewise.
 * `assistant` (the floating assistant, issue #15 §4): only its lazily loaded code loads its locale's file
 * (app/components/assistant/assistant-launcher.tsx); no loader sends it.
 * `bots` (My Bots, issue 15 §2): the page's texts from its loader, and the Discord replies and command
 * descriptions the server writes (`discord.*`, kept out of the page's data).
 * `search` (search by image, issue #13 §3): the results page for an image gets it from its loader; the
 * upload code, loaded on first use, loads its locale's file itself (app/components/image-search.tsx).
 * `shell` (the shell's floating area and promotions, decision 029): their code, loaded after the page is idle, loads
 * its locale's file itself (app/components/promotions/messages.ts).
 */
export const NAMESPACES = ['activity', 'affiliate', 'admin', 'api', 'assistant', 'bots', 'common', 'legal', 'mail', 'search', 'seller', 'shell', 'store'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Catalogue = { [key: string]: string | Catalogue | Catalogue[] | string[] };

export const CATALOGUES: Record<Locale, Record<Namespace, Catalogue>> = {
  it: { activity: it_activity, assistant: it_assistant, affiliate: it_affiliate, admin: it_admin, bots: it_bots, api: it_api, common: it_common, legal: it_legal, mail: it_mail, search: it_search, seller: it_seller, shell: it_shell, store: it_store },
  es: { activity: es_activity, assistant: es_assistant, affiliate: es_affiliate, admin: es_admin, bots: es_bots, api: es_api, common: es_common, legal: es_legal, mail: es_mail, search: es_search, seller: es_seller, shell: es_shell, store: es_store },
  de: { activity: de_activity, assistant: de_assistant, affiliate: de_affiliate, admin: de_admin, bots: de_bots, api: de_api, common: de_common, legal: de_legal, mail: de_mail, search: de_search, seller: de_seller, shell: de_shell, store: de_store },
  en: { activity: en_activity, assistant: en_assistant, affiliate: en_affiliate, admin: en_admin, bots: en_bots, api: en_api, common: en_common, legal: en_legal, mail: en_mail, search: en_search, seller: en_seller, shell: en_shell, store: en_store },
  fr: { activity: fr_activity, assistant: fr_assistant, affiliate: fr_affiliate, admin: fr_admin, bots: fr_bots, api: fr_api, common: fr_common, legal: fr_legal, mail: fr_mail, search: fr_search, seller: fr_seller, shell: fr_shell, store: fr_store },
  pl: { activity: pl_activity, assistant: pl_assistant, affiliate: pl_affiliate, admin: pl_admin, bots: pl_bots, api: pl_api, common: pl_common, legal: pl_legal, mail: pl_mail, search: pl_search, seller: pl_seller, shell: pl_shell, store: pl_store },
  ru: { activity: ru_activity, assistant: ru_assistant, affiliate: ru_affiliate, admin: ru_admin, bots: ru_bots, api: ru_api, common: ru_common, legal: ru_legal, mail: ru_mail, search: ru_search, seller: ru_seller, shell: ru_shell, store: ru_store },
  zh: { activity: zh_activity, assistant: zh_assistant, affiliate: zh_affiliate, admin: zh_admin, bots: zh_bots, api: zh_api, common: zh_common, legal: zh_legal, mail: zh_mail, search: zh_search, seller: zh_seller, shell: zh_shell, store: zh_store },
};
