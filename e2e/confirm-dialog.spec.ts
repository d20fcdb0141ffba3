import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BUILD_POLL_INTERVAL_MS } from '../core/constants.ts';
import { markDocument, openPage, PHONE } from './support/site.ts';

/**
 * The global confirm dialog (product §3/§4), opened by the new-version watcher: the app asks for
 * /version.json every BUILD_POLL_INTERVAL_MS and when the tab becomes visible, and offers a
 * reload when the deployed build differs from the running one.
 */
const en = JSON.parse(fs.readFileSync(new URL('../core/i18n/locales/en/common.json', import.meta.url), 'utf8')) as {
  update: { title: string; reload: string; later: string };
};

async function deployNewBuild(page: Page) {
  await page.route('**/version.json', (route) => route.fulfill({ json: { buildId: 'e2e-newer-build' } }));
}

/**
 * Opens the home page on a fake clock and lets poll intervals pass until the offer shows: the watcher loads once the
 * page is idle (app/components/after-idle.tsx), so the first interval may pass before its code has arrived.
 */
async function waitForUpdateOffer(page: Page) {
  await page.clock.install();
  await deployNewBuild(page);
  await openPage(page, '/');
  const dialog = page.getByRole('dialog', { name: en.update.title });
  await expect(async () => {
    await page.clock.runFor(BUILD_POLL_INTERVAL_MS + 1_000);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

test.describe('on a desktop', () => {
  test('offers a reload in a centred dialog when a new version is deployed', async ({ page }) => {
    const dialog = await waitForUpdateOffer(page);
    await expect(dialog.getByRole('button', { name: en.update.later, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: en.update.reload, exact: true })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-variant', 'dialog');
    await expect(dialog).toHaveCSS('z-index', '9999');
    await expect(dialog).toHaveCSS('width', '420px');

    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeCloseTo(420, 0);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(1);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(1);
    expect(box.y + box.height).toBeLessThan(viewport.height);
  });

  test('closes the offer with "Later"', async ({ page }) => {
    const dialog = await waitForUpdateOffer(page);
    await dialog.getByRole('button', { name: en.update.later, exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('closes the offer with Escape', async ({ page }) => {
    const dialog = await waitForUpdateOffer(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('reloads the page with "Reload"', async ({ page }) => {
    const dialog = await waitForUpdateOffer(page);
    const document = await markDocument(page);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: en.update.reload, exact: true }).click();
    await reloaded;
    expect(await document.isSameDocument()).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Chinese marketplaces, without the guesswork' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('checks for a new version when the tab becomes visible again', async ({ page }) => {
    await deployNewBuild(page);
    await openPage(page, '/');
    // The watcher loads once the page is idle (app/components/after-idle.tsx): an event before it listens goes unheard.
    // Its first poll is minutes away, so only the event can bring the offer within this test.
    const dialog = page.getByRole('dialog', { name: en.update.title });
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('offers a reload in a full-width bottom drawer', async ({ page }) => {
    const dialog = await waitForUpdateOffer(page);
    await expect(dialog.getByRole('button', { name: en.update.later, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: en.update.reload, exact: true })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-variant', 'drawer');
    await expect(dialog).toHaveCSS('z-index', '9999');

    const viewport = page.viewportSize()!;
    // It slides up from below the viewport: wait until it rests on the bottom edge.
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box && Math.round(box.y + box.height);
    }).toBe(viewport.height);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(viewport.width);
  });
});
