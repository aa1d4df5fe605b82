import { expect, expectAxeClean, test } from './fixtures';

const NOTICE = 'Never share your reference number with anyone else.';

test.describe('pay-guide.html and pay-guide-local.html', () => {
  test('pay-guide: the safety notice, two e-wallets and the store, each step with a picture that enlarges', async ({
    page,
    open,
  }) => {
    // An axe pass over a page of 20 pictures: up to 30 s on a loaded machine.
    test.slow();
    await open('pay-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible();
    const notice = page.getByRole('complementary', { name: 'Pay safely' });
    await expect(notice).toContainText('Pay only through the official channels shown on this page');
    await expect(notice).toContainText(NOTICE);
    for (const name of ['Pay with GCash', 'Pay with Maya', 'Pay at a 7-Eleven store']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const thumb = page.getByRole('button', { name: 'Enlarge image: GCash home screen with Bills highlighted' });
    // The first picture is the first screen's largest content (its LCP): not lazy, high priority; the rest lazy.
    await expect(thumb.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(thumb.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(page.locator('img[loading="eager"]')).toHaveCount(1);
    // Every picture keeps its space before it loads: no layout shift (Lighthouse's CLS).
    await expect(page.locator('img.zoom-image__thumb:not([width="300"][height="440"])')).toHaveCount(0);
    await thumb.click();
    const dialog = page.getByRole('dialog', { name: 'GCash home screen with Bills highlighted' });
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAxeClean(page, 'pay-guide: loaded, a picture enlarged');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('pay-guide-local: the notice and the local channel steps with pictures', async ({ page, open }) => {
    await open('pay-guide-local');
    await expect(page.getByRole('complementary', { name: 'Pay safely' })).toContainText(NOTICE);
    await expect(page.getByRole('heading', { level: 2, name: 'Pay at a payment centre' })).toBeVisible();
    await expect(page.getByRole('list').first().getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: /^Enlarge image: Bills payment form/ }).click();
    await expect(page.getByRole('dialog', { name: /Bills payment form/ })).toBeVisible();
    await expectAxeClean(page, 'pay-guide-local: loaded, a picture enlarged');
  });

  for (const entry of ['pay-guide', 'pay-guide-local']) {
    test(`${entry}: the whole guide is in the prerendered HTML (readable before any script)`, async ({ request }) => {
      const html = await (await request.get(`/${entry}.html`)).text();
      expect(html).toContain(NOTICE);
      expect(html).toMatch(/<ol class="pay-guide__steps">(.|\n)*<img src="\/images\/pay-guide\//);
    });
  }
});
