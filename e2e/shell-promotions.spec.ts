import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { APP_QR_UTM_SOURCE, PROMOTION_DELAY_MS } from '../core/promotions.ts';
import { UPLOAD_PATH } from '../core/upload.ts';
import { E2E_APP_STORE_URL, E2E_DISCORD_INVITE_URL, openPage, PHONE, waitForHydration } from './support/site.ts';

/**
 * The shell's floating area and promotions (product §2 "Global shell", §4, §9; decision 029). These tests start
 * without the suite's default "closed today" cookies. The analytics tag is stood in for by a recorder of gtag calls
 * (the e2e server has no PUBLIC_GA_ID), so the join_discord event the page sends is what the test reads.
 */
test.use({ storageState: { cookies: [], origins: [] } });
// Under a loaded machine the idle moment and the chunk can take a while: these tests wait for what a person would see.
test.setTimeout(90_000);

async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls = calls;
    window.gtag = (...args: unknown[]) => void calls.push(args);
  });
}
const analyticsEvents = (page: Page) => page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls.filter((call) => call[0] === 'event'));

/** The community invite opens on a stand-in page (no traffic leaves the machine). */
async function standInInvite(context: BrowserContext) {
  await context.route(`${E2E_DISCORD_INVITE_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Invite</title>' }));
}

/** The cookie's expiry in the browser's clock is 23:59:59 local of today. */
async function expectClosedUntilEndOfDay(page: Page, name: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  expect(cookie?.value).toBe('false');
  const endOfDay = await page.evaluate(() => {
    const end = new Date();
    end.setHours(23, 59, 59, 0);
    return end.getTime() / 1000;
  });
  expect(cookie!.expires).toBeCloseTo(endOfDay, 0);
}

/** Advances the page's fake clock until `locator` shows: the idle moment, the chunk, then the promotion's delay. */
async function runClockUntilVisible(page: Page, locator: ReturnType<Page['locator']>) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return locator.isVisible();
    }, { timeout: 30_000 })
    .toBe(true);
}

test.describe('on a desktop', () => {
  test('the community dialog comes first; joining opens the invite in a new tab, sends join_discord and closes it for the day; then the design-bot image', async ({ page, context }) => {
    await recordAnalytics(page);
    await standInInvite(context);
    await page.clock.install();
    await openPage(page, '/');
    const community = page.getByRole('dialog', { name: 'Join our Discord community' });
    await runClockUntilVisible(page, community);
    // The design-bot image waits its turn: one promotion at a time.
    await expect(page.getByTestId('design-bot-promotion')).toHaveCount(0);
    const join = community.getByRole('link', { name: /Join Discord/ });
    await expect(join).toHaveAttribute('target', '_blank');
    const popup = context.waitForEvent('page');
    await join.click();
    expect((await popup).url()).toBe(E2E_DISCORD_INVITE_URL);
    await expect(community).toBeHidden();
    expect(await analyticsEvents(page)).toContainEqual(['event', 'join_discord', { position: 'discord_dialog' }]);
    await expectClosedUntilEndOfDay(page, 'isShowDiscordDialog');

    // Next in the queue: the floating design-bot image (not a dialog), with its close control.
    const designBot = page.getByRole('complementary', { name: 'Design your own Discord bot' });
    await runClockUntilVisible(page, designBot);
    await expect(designBot.getByRole('link', { name: 'Add Now' })).toHaveAttribute('href', '/dashboard/my-bots?isDesignBot=1');
    await designBot.getByRole('button', { name: 'Close' }).click();
    await expect(designBot).toBeHidden();
    await expectClosedUntilEndOfDay(page, 'isShowDesignBot');
    // No floating area on a desktop.
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  });

  test('no promotion opens while the search image goes up; it comes once the upload has ended', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    // The upload is held at the network until the test lets it go: the box shows its progress meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${UPLOAD_PATH}**`, async (route) => {
      await held;
      await route.abort();
    });
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
    await page.getByLabel('Search by image').first().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('progressbar', { name: 'Uploading your image…' }).first()).toBeVisible();
    const community = page.getByRole('dialog', { name: 'Join our Discord community' });
    for (let second = 0; second < 20; second++) await page.clock.runFor(1000);
    await expect(community).toHaveCount(0);
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await runClockUntilVisible(page, community);
  });

  test('closing the community dialog with Escape closes it for the day and sends nothing; the German page speaks German', async ({ page }) => {
    await recordAnalytics(page);
    await page.clock.install();
    await openPage(page, '/de');
    const community = page.getByRole('dialog', { name: 'Tritt unserer Discord-Community bei' });
    await runClockUntilVisible(page, community);
    // The dialog takes the focus (Radix: its first control that is not a link) and Escape closes it.
    await expect(community.getByRole('link', { name: /Discord beitreten/ })).toBeVisible();
    await expect(community.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(community).toBeHidden();
    await expectClosedUntilEndOfDay(page, 'isShowDiscordDialog');
    expect(await analyticsEvents(page)).not.toContainEqual(expect.arrayContaining(['join_discord']));
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the design-bot dialog shows once a day: closed → not after a reload → again once its cookie has expired', async ({ page, context }) => {
    await page.clock.install();
    await openPage(page, '/');
    const floating = page.getByRole('navigation', { name: 'Quick links' });
    const dialog = page.getByRole('dialog', { name: 'Design your own Discord bot' });
    await runClockUntilVisible(page, dialog);
    await expect(dialog.getByRole('link', { name: 'Add Now' })).toHaveAttribute('href', '/dashboard/my-bots?isDesignBot=1');
    // Never the community dialog on a phone.
    await expect(page.getByRole('dialog', { name: 'Join our Discord community' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectClosedUntilEndOfDay(page, 'isShowDesignBot');

    // Reloaded the same day: the floating area comes (the promotions' code is running), the dialog does not.
    await page.reload();
    await waitForHydration(page);
    await runClockUntilVisible(page, floating);
    await page.clock.runFor(PROMOTION_DELAY_MS * 3);
    await expect(dialog).toHaveCount(0);

    // The next day the cookie has expired (the browser drops it): the same steps show the dialog again.
    await context.clearCookies({ name: 'isShowDesignBot' });
    await page.reload();
    await waitForHydration(page);
    await runClockUntilVisible(page, floating);
    await runClockUntilVisible(page, dialog);
  });

  test('the floating area: the app QR code popover and the community button, at 390 px', async ({ page, context }) => {
    await context.addCookies([{ name: 'isShowDesignBot', value: 'false', domain: '127.0.0.1', path: '/' }]);
    await recordAnalytics(page);
    await standInInvite(context);
    await openPage(page, '/');
    const floating = page.getByRole('navigation', { name: 'Quick links' });
    await expect(floating).toBeVisible({ timeout: 20_000 });
    const getApp = floating.getByRole('button', { name: 'Get the app' });
    await expect(getApp).toHaveAttribute('aria-expanded', 'false');
    await getApp.click();
    const popover = page.getByRole('dialog', { name: 'Get the Haulbridge app' });
    await expect(popover).toBeVisible();
    const qr = popover.getByRole('img', { name: "QR code of the Haulbridge app's store page" });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    await expect(popover.getByRole('link', { name: /Open the app store/ })).toHaveAttribute('href', `${E2E_APP_STORE_URL}?utm_source=${APP_QR_UTM_SOURCE}`);
    // Inside the viewport, nothing sideways to scroll.
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(getApp).toBeFocused();

    const community = floating.getByRole('link', { name: /Community chat/ });
    await expect(community).toHaveAttribute('target', '_blank');
    const popup = context.waitForEvent('page');
    await community.click();
    expect((await popup).url()).toBe(E2E_DISCORD_INVITE_URL);
    expect(await analyticsEvents(page)).toContainEqual(['event', 'join_discord', { position: 'floating' }]);
  });

  test('the floating area hides on /login (route meta isHideFloating) and comes back after it', async ({ page, context }) => {
    await context.addCookies([{ name: 'isShowDesignBot', value: 'false', domain: '127.0.0.1', path: '/' }]);
    await openPage(page, '/brand');
    const floating = page.getByRole('navigation', { name: 'Quick links' });
    await expect(floating).toBeVisible({ timeout: 20_000 });
    // A client-side navigation to the login page: the area goes; back on a page without the meta, it is there again.
    await page.getByRole('link', { name: 'Log in' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(floating).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/brand$/);
    await expect(floating).toBeVisible();
  });
});
