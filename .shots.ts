// Temporary screenshot walk (not committed): a new creator's pages at 390 and 1280 px, en and de.
import { chromium, request as pwRequest } from '@playwright/test';
import { newEmail, registerByApi, logInWithForm } from './e2e/support/accounts.ts';

const ORIGIN = process.env.ORIGIN ?? 'http://127.0.0.1:3590';
const OUT = '/work/notes/shots';
const email = newEmail('shots');
const api = await pwRequest.newContext({ baseURL: ORIGIN });
await registerByApi(api, email);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const pages = (process.env.PAGES ?? '/dashboard,/dashboard/my-bots,/dashboard/my-bots?isDesignBot=1,/dashboard/affiliate-setting,/activity/influencers,/activity/become-a-seller').split(',');
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/login`);
  await logInWithForm(page, email);
  await page.waitForURL((u) => !u.pathname.includes('login'));
  for (const locale of ['en', 'de']) {
    for (const p of pages) {
      const url = locale === 'en' ? p : `/${locale}${p}`;
      await page.goto(`${ORIGIN}${url}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      const name = `${locale}-${width}${p.replace(/[/?=]/g, '_')}.png`;
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
      console.log(name);
    }
  }
  await context.close();
}
await browser.close();
await api.dispose();
