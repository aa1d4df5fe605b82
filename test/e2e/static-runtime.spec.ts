/**
 * Static entries without React in the browser (ADR 0017): their few-KB script does what the screens
 * do — the header back through the bridge and tap-to-enlarge pictures on the native <dialog>.
 */
import { expect, test } from './fixtures';

const STATIC = ['about-us', 'privacy', 'loan-agreement', 'pay-guide', 'pay-guide-local'];

for (const entry of STATIC) {
  test(`${entry}.html loads no React and its back control goes through the bridge`, async ({ page, bridge }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/${entry}.html`);
    await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/react-/.test(s))).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await bridge.calls()).toEqual([['close', '']]);
  });
}

test('pay-guide.html: a picture enlarges on the native dialog; Close, Escape and a tap close it, focus returns', async ({
  page,
}) => {
  await page.goto('/pay-guide.html');
  await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
  const thumb = page.getByRole('button', { name: 'Enlarge image: Maya home screen with Bills highlighted' });
  const dialog = page.getByRole('dialog', { name: 'Maya home screen with Bills highlighted' });

  await thumb.click();
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('img', { name: 'Maya home screen with Bills highlighted' })).toBeVisible();
  await expect
    .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  await thumb.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await thumb.click();
  await dialog.getByRole('img').click({ position: { x: 40, y: 300 } });
  await expect(dialog).toBeHidden();
  // One picture at a time: closing removes the enlarged copy.
  await expect(dialog.getByRole('img')).toHaveCount(0);
});
