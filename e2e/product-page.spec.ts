import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { GoodsCard } from '../core/api.ts';
import { agentOffers, goodsInfo, goodsList } from './support/catalog-api.ts';
import { ORIGIN, openPage } from './support/site.ts';

/** The product page's own controls: the main buy button, the main image's lightbox, the Chinese title. */

const productPath = (goods: { channel: string; offerId: string }) => `/products/${goods.channel}/${goods.offerId}`;

/** A best-seller with several images, QC photos and a Chinese title of its own. */
async function richProduct(request: APIRequestContext) {
  const candidates = (await goodsList(request, { sort: 'sales', pageSize: 60 })).list.filter((goods: GoodsCard) => goods.qcCount >= 3);
  for (const candidate of candidates) {
    const goods = await goodsInfo(request, candidate);
    if (goods.images.length >= 3 && goods.titleCn && goods.titleCn !== goods.title) return goods;
  }
  throw new Error('no product with three images, QC photos and a Chinese title in the demo catalog');
}

/** Agents' sites are not reachable from a test: answer every request that leaves our origin here. */
async function stubAgentSites(page: Page) {
  await page.context().route(
    (url) => url.origin !== ORIGIN,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>agent</title>' }),
  );
}

test('without a chosen agent "Buy via trusted agent" leads to the comparison; with one it opens that agent\'s buy link in a new tab', async ({ page, request }) => {
  const goods = await richProduct(request);
  const kakobuy = (await agentOffers(request, goods)).find((offer) => offer.agentName === 'Kakobuy')!;
  expect(kakobuy.referralCode).toBeTruthy();
  await stubAgentSites(page);
  await openPage(page, productPath(goods));
  const main = page.getByRole('main');

  const toComparison = main.getByRole('link', { name: 'Buy via trusted agent', exact: true });
  await expect(toComparison).toHaveAttribute('href', '#agents-title');
  await toComparison.click();
  await expect(page).toHaveURL(/#agents-title$/);
  await expect(page.getByRole('heading', { name: 'Buy via trusted agent', level: 2 })).toBeInViewport();

  await page.getByRole('combobox', { name: 'Agent' }).selectOption('Kakobuy');
  await expect(main.getByRole('link', { name: 'Buy via trusted agent', exact: true })).toHaveCount(0);
  // The button at the top and the agent's row in the comparison open the very same link.
  const links = main.getByRole('link', { name: 'Buy via Kakobuy', exact: true });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    // Through the counting redirect (decision 026); the real target stays visible in the title.
    await expect(link).toHaveAttribute('href', kakobuy.clickUrl);
    await expect(link).toHaveAttribute('title', kakobuy.buyUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  const href = new URL(kakobuy.buyUrl);
  expect(href.search).toContain(kakobuy.referralCode!);
  const buy = links.first();
  await expect(buy).toHaveAccessibleDescription("Opens the agent's site in a new tab.");

  await page.evaluate(() => window.scrollTo(0, 0));
  const urlBefore = page.url();
  const [popup] = await Promise.all([page.waitForEvent('popup'), buy.click()]);
  await popup.waitForURL((url) => url.href === new URL(kakobuy.buyUrl).href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toBe(urlBefore);

  // A chosen agent is remembered: a fresh load of the page renders its button at once.
  await openPage(page, `/de${productPath(goods)}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Über Kakobuy kaufen', exact: true }).first()).toHaveAttribute('href', kakobuy.clickUrl);
});

test('"Show all agents" opens from the keyboard to every agent with its buy link; the server sends only the visible rows', async ({ page, request }) => {
  const goods = await richProduct(request);
  const offers = await agentOffers(request, goods);
  expect(offers.length).toBeGreaterThan(6);
  // The page as the server sends it: the first six rows and the closed disclosure, not the rows behind it.
  const html = await (await request.get(productPath(goods))).text();
  expect(html.match(/class="agent-row /g)).toHaveLength(6);
  expect(html).toContain(`Show all ${offers.length} agents`);

  await openPage(page, productPath(goods));
  const agents = page.getByRole('region', { name: 'Buy via trusted agent' });
  const buyLinks = agents.getByRole('link', { name: /^Buy via / });
  await expect(buyLinks).toHaveCount(6);
  const summary = agents.locator('summary');
  await expect(summary.getByText(`Show all ${offers.length} agents`)).toBeVisible();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(buyLinks).toHaveCount(offers.length);
  for (const offer of offers) {
    const link = agents.getByRole('link', { name: `Buy via ${offer.agentName}`, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', offer.clickUrl);
  }
  await summary.getByText('Show fewer agents').click();
  await expect(buyLinks).toHaveCount(6);
});

test('the main image opens full size in the lightbox from the keyboard, at the image shown, and focus returns to it', async ({ page, request }) => {
  const goods = await richProduct(request);
  const total = goods.images.length;
  await openPage(page, productPath(goods));

  await page.getByRole('button', { name: `Show image 2 of ${total}` }).click();
  const enlarge = page.getByRole('button', { name: `Enlarge image: ${goods.title}, image 2 of ${total}` });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Product images' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${goods.title}, image 2 of ${total}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${goods.title}, image 3 of ${total}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the Chinese title is labelled as the original title and marked as Chinese', async ({ page, request }) => {
  const goods = await richProduct(request);
  for (const [prefix, label] of [
    ['', 'Original title:'],
    ['/de', 'Originaltitel:'],
  ] as const) {
    await openPage(page, `${prefix}${productPath(goods)}`);
    const line = page.getByRole('main').getByText(label, { exact: true }).locator('xpath=..');
    await expect(line).toHaveText(`${label} ${goods.titleCn}`);
    await expect(line.getByText(goods.titleCn!, { exact: true })).toHaveAttribute('lang', /^zh\b/);
  }
});

test('the QC lightbox hides the page behind it: its backdrop shows no trace of the page', async ({ page, request }) => {
  const goods = await richProduct(request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, productPath(goods));
  await page.getByRole('button', { name: /^Open QC photo 1 of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'QC photos' });
  await expect(dialog).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

  // The photo sits in the middle (at most 70vh = 560 px wide); left of it is backdrop only, over
  // the page's QC thumbnails and headings. Any difference between its pixels is the page showing through.
  const viewport = page.viewportSize()!;
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: viewport.height } });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const first = [data[0], data[1], data[2]];
  let differing = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (data[offset] !== first[0] || data[offset + 1] !== first[1] || data[offset + 2] !== first[2]) differing += 1;
  }
  expect(differing).toBe(0);
});
