/**
 * Coming back to a page (iOS keeps pages in its back-forward cache) and money taps guarded until the
 * page has left (ADR 0027): reload on `pageshow` persisted, 'Refresh' after a refused payment, code
 * pages that prefer fresh data and never show another order's code, buttons locked while leaving.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What the browser fires when it shows a page again from its back-forward cache. */
async function restoreFromPageCache(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
}

function countCalls(page: Page, pattern: RegExp): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (pattern.test(r.url())) n++;
  });
  return () => n;
}

test.describe('coming back (ADR 0027)', () => {
  for (const [key, call, shown] of [
    ['order-174', /loan-details/, 'REPAY'],
    ['repay-period-170', /loan-play-detail/, '₱3,230.00'],
    ['repay-delay-174', /loan-delay-detail/, 'Extension'],
    ['repay-code-170', /loan-play-detail/, '₱3,230.00'],
  ] as const) {
    test(`${key}: shown again from the page cache, the page loads its data again`, async ({ page, openScenario }) => {
      const calls = countCalls(page, call);
      await openScenario(key);
      await expect(page.getByText(shown).first()).toBeVisible();
      await expect.poll(calls).toBe(1);
      await restoreFromPageCache(page);
      await expect.poll(calls).toBe(2);
      await expect(page.getByText(shown).first()).toBeVisible();
    });
  }

  test("a payment refused because the amount changed offers 'Refresh', which loads the amount again", async ({
    page,
    openScenario,
  }) => {
    await page.route('**/states/v3/repay/generate-vcode**', (route) =>
      route.fulfill({
        json: { code: 409, message: 'The amount due has changed. Please refresh the page.', data: null },
      }),
    );
    const loads = countCalls(page, /loan-play-detail/);
    await openScenario('repay-period-170');
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('The amount due has changed. Please refresh the page.');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(loads).toBe(2);
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeEnabled();
  });

  test('the code page shows the fresh code over a saved copy, and never a code saved for another order', async ({
    page,
    openScenario,
    borrower,
  }) => {
    const scenario = borrower.scenarios['repay-code-170'];
    const stale = (orderId: string) =>
      JSON.stringify({
        orderId,
        productId: '',
        type: 1,
        payCode: '999999999999',
        logo: '',
        title: 'Old outlet',
        qrUrl: '',
        amount: 100,
        orderNo: 'OLD',
        payNotice: {},
      });
    await page.addInitScript(
      (saved: string) => sessionStorage.setItem('repayCodeInfo', saved),
      stale(scenario.query.orderId),
    );
    await openScenario('repay-code-170');
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await expect(page.getByText('9999 9999 9999')).toHaveCount(0);
    await expect(page.getByText('Old outlet')).toHaveCount(0);
  });

  test('a code saved for another order, or opened with no order, is never shown', async ({ page, borrower }) => {
    const saved = JSON.stringify({
      orderId: '424242',
      productId: '',
      type: 1,
      payCode: '999999999999',
      logo: '',
      title: 'Old outlet',
      qrUrl: '',
      amount: 100,
      orderNo: 'OLD',
      payNotice: {},
    });
    await page.addInitScript((s: string) => sessionStorage.setItem('repayCodeInfo', s), saved);
    await page.goto(`/repay-code.html?token=${borrower.token}`);
    await expect(page.getByRole('heading', { name: 'Payment details not found' })).toBeVisible();
    await expect(page.getByText('Old outlet')).toHaveCount(0);
  });

  test("legacy 'Repay now' stays disabled until what was submitted replaces it, then the order opens", async ({
    page,
    openScenario,
  }) => {
    await openScenario('legacy-repay-170');
    await page.getByRole('radio', { name: /Metrobank/ }).check();
    // Watches the money buttons from inside the page until it unloads; the record survives in
    // sessionStorage (same tab), so the order page can hand it back. 'Repay now' is never enabled again.
    await page.evaluate(() => {
      const seen: string[] = [];
      const record = () => {
        for (const b of document.querySelectorAll<HTMLButtonElement>('.legacy-actions button')) {
          const entry = `${b.textContent}:${b.disabled}`;
          if (seen.at(-1) !== entry) seen.push(entry);
        }
        sessionStorage.setItem('e2e.legacyButtons', JSON.stringify(seen));
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['disabled'],
      });
    });
    await page.getByRole('button', { name: 'Repay now' }).click();
    // A card without an SMS code pays at commit: the page says what was submitted before the order opens.
    await expect(page.getByRole('status').filter({ hasText: 'was submitted' })).toBeVisible();
    await page.getByRole('button', { name: 'View my order' }).click();
    await expect(page).toHaveURL(/\/order\.html\?/);
    const seen = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('e2e.legacyButtons'))) ?? '[]',
    ) as string[];
    expect(seen).toContain('Repay now:true');
    expect(seen).not.toContain('Repay now:false');
  });
});
