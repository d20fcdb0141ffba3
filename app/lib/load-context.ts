import type { Locale } from '../../core/locale.ts';

/** What the server hands every loader (server/web/plugin.ts builds it). The app never imports server code. */
export type ApiTransport = (
  path: string,
  /** `clientIp`: the visitor a page's in-process call is made for (per-visitor rules such as counting a view once). */
  init: { body: unknown; headers: Record<string, string>; clientIp?: string },
) => Promise<{ status: number; body: string; /** The answer's `Set-Cookie` values (session cookie of login, register, logout). */ setCookies?: string[] }>;

declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    /** PUBLIC_ORIGIN, for canonical and hreflang links. */
    origin: string;
    buildId: string;
    gaId: string | null;
    signKey: string;
    /** The API answered in-process, through the same envelope and rules as from a browser. */
    apiFetch: ApiTransport;
    clientIp: string;
    /** The catalog holds generated demo listings. */
    demoCatalog: boolean;
    /** GOOGLE_CLIENT_ID: Google sign-in is offered only when it is set. */
    googleClientId: string | null;
    /** What the shell's promotions link to (APP_STORE_URL with the QR's utm marker, DISCORD_INVITE_URL); null: not offered. */
    promotions: { appListingUrl: string | null; communityInviteUrl: string | null };
    /** Cookies the web app sets carry `Secure` (https). */
    secureCookies: boolean;
    /** The text of a built stylesheet (`/assets/….css`), to inline in the page; null in dev or when it cannot be read. */
    stylesheet: (href: string) => string | null;
    /** The hashed, immutable address of a locale's `common` catalogue (docs/decisions/020): pages name it instead of carrying it. */
    commonCatalogueHref: (locale: Locale) => string;
    /**
     * Shares an answer among anonymous renders for as long as a shared page lives, and forgets it with the shared
     * pages (server/web/page-cache.ts `SharedAnswers`, docs/decisions/020); null when pages are not shared.
     */
    sharedAnswers?: (<T>(key: string, load: () => Promise<T>) => Promise<T>) | null;
    /**
     * The page is kept by the server (a shared page, docs/decisions/020) and so read whole before it is sent: rendered
     * whole, into one buffer, instead of streamed from the shell on.
     */
    wholePage?: boolean;
    /** Filled by the render: when it began (after the loaders), for the server's Server-Timing header. */
    timing?: { htmlStart?: number };
  }
}
export {};
