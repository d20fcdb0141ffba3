import type { Page } from '@playwright/test';

/** E2E_PORT lets two checkouts (or a CI run beside a working tree) run end-to-end tests at once. */
export const PORT = Number(process.env.E2E_PORT ?? 3217);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * The second e2e server, with PUBLIC_GA_ID set (the suite's server runs without analytics), for
 * e2e/account-hardening.spec.ts: its own port (E2E_GA_PORT, or E2E_PORT + 97) and data directory.
 */
export const GA_PORT = Number(process.env.E2E_GA_PORT ?? PORT + 97);
export const GA_ORIGIN = `http://127.0.0.1:${GA_PORT}`;
export const E2E_GA_ID = 'G-E2ETEST01';

/** The app listing and community invite the e2e server is configured with (APP_STORE_URL, DISCORD_INVITE_URL). */
export const E2E_APP_STORE_URL = 'https://apps.example/app/haulbridge-e2e';
export const E2E_DISCORD_INVITE_URL = 'https://discord.example/invite/haulbridge-e2e';

/** The shell's promotions closed for the day (product §3 isShowDesignBot, isShowDiscordDialog): the suite's default. */
export const PROMOTIONS_CLOSED_TODAY = ['isShowDesignBot', 'isShowDiscordDialog'].map((name) => ({
  name,
  value: 'false',
  domain: '127.0.0.1',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}));

/** A current desktop Chrome. HeadlessChrome's own user agent counts as a bot, and bots are not redirected. */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A current Chrome on an Android phone. */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** `test.use(PHONE)`: a 390 px wide phone with touch, as a person on a phone browses. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE_USER_AGENT,
};

/**
 * Resolves once React has hydrated the page, so controls react to input. React Router's
 * ScrollRestoration switches `history.scrollRestoration` to "manual" in an effect, which runs
 * only after the hydration commit (a fresh history entry starts as "auto").
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => history.scrollRestoration === 'manual');
}

/** Opens `path` and waits until the page is interactive. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Remembers the current document; `isSameDocument` later tells whether the browser kept it
 * (client-side navigation) or loaded a new one.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: boolean }).__e2eDocument = true;
  });
  return {
    isSameDocument: () => page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument === true),
  };
}
