/**
 * D39: no offer that is then refused. After Apply, the order's recommended list leaves the product out, and
 * both loan confirm pages say at once, before the Disclosure Statement, that an application for it is under
 * review, with Apply now disabled and the way to that order. In both languages at the narrowest phone.
 */
import { tr } from './catalog';
import type { Lang } from './catalog';
import { expect, test } from './fixtures';

test('Apply after Apply says so before the statement, and the list no longer offers it (English, Filipino)', async ({
  page,
  borrower,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { productId } = borrower.scenarios['loan-confirm'].query;
  const open = (lang: Lang, entry: string, query: Record<string, string>) =>
    page.goto(
      `${lang === 'fil' ? '/fil' : ''}/${entry}.html?${new URLSearchParams({ token: borrower.token, ...query })}`,
    );

  await open('en', 'loan-confirm', { productId });
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.waitForURL(/\/order\.html\?.*orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  for (const lang of ['en', 'fil'] as const satisfies Lang[]) {
    // The new order's list offers the other products, not Peso Flex.
    await open(lang, 'order', { productId, orderId });
    const list = page.getByRole('list', { name: tr(lang, 'Recommended products') });
    await expect(list.getByRole('button', { name: /Sahod Loan$/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Peso Flex$/ })).toHaveCount(0);

    for (const entry of ['loan-confirm', 'loan-confirm-v2']) {
      await open(lang, entry, { productId });
      const said = page.getByText(tr(lang, 'You already have an application for this product under review.'));
      await expect(said).toBeVisible();
      const statement = page.getByRole('heading', { level: 2, name: tr(lang, 'Disclosure Statement') });
      // Said at once: above the statement, and on the first screen.
      expect((await said.boundingBox())!.y).toBeLessThan((await statement.boundingBox())!.y);
      expect((await said.boundingBox())!.y).toBeLessThan(640);
      const apply = page.getByRole('button', { name: tr(lang, 'Apply now') });
      await expect(apply).toBeDisabled();
      await expect(apply).toHaveAccessibleDescription(
        tr(lang, 'You already have an application for this product under review.'),
      );
    }
  }
  // The way to that order.
  await page.getByRole('button', { name: tr('fil', 'See my application') }).click();
  await page.waitForURL(new RegExp(`/fil/order\\.html\\?.*orderId=${orderId}`));
});
