import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3576';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const goods = (await (await fetch(`${origin}/api/S/pub/get/default/goods/list`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-nonce': 'n', 'x-signature': 'x' }, body: '{"pageId":1,"pageSize":1}' })).json()) as any;
console.log('goods?', goods.code);
for (const [locale, prefix, question, label] of [['en', '', 'What fees will I pay?', 'Your message'], ['de', '/de', 'Welche Gebühren fallen an?', 'Deine Nachricht']] as const) {
  for (const width of [390, 1280]) {
    const mobile = width === 390;
    const ctx = await browser.newContext({ viewport: { width, height: mobile ? 844 : 800 }, isMobile: mobile, hasTouch: mobile, userAgent: mobile ? 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
    const page = await ctx.newPage();
    await page.goto(`${origin}${prefix}/`);
    await page.getByTestId('assistant-launcher').waitFor();
    await page.screenshot({ path: `/tmp/asst-shots/${locale}-${width}-launcher.png` });
    await page.getByTestId('assistant-launcher').click();
    const input = page.getByRole('dialog').getByLabel(label);
    await input.fill(question);
    await input.press('Enter');
    await page.getByRole('dialog').getByTestId('assistant-answer').first().waitFor();
    await input.fill('https://item.taobao.com/item.htm?id=573530987312');
    await input.press('Enter');
    await page.getByRole('dialog').getByTestId('assistant-answer').nth(1).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/asst-shots/${locale}-${width}-answers.png` });
    await input.pressSequentially('hood');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/asst-shots/${locale}-${width}-suggest.png` });
    await ctx.close();
  }
}
await browser.close();
