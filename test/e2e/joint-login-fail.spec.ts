import type { Request } from '@playwright/test';
import { requestsSettled } from './barrier';
import { expect, openedUrl, test } from './fixtures';

test.describe('joint-login-fail.html', () => {
  test("shows 'Failed', the error message, the notice and the recommended products", async ({ page, openScenario }) => {
    await openScenario('joint-login-fail');
    await expect(page.getByRole('heading', { level: 2, name: 'Failed' })).toBeVisible();
    await expect(page.getByText('We could not sign you in with your partner account.')).toBeVisible();
    await expect(
      page.getByText('You can still apply for one of the products below with your PesoBridge account.'),
    ).toBeVisible();
    const items = page.getByRole('list', { name: 'Recommended products' }).getByRole('listitem');
    // Four products, less Negosyo Plus: the borrower's application for it is under review (D39).
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'Negosyo Plus' })).toHaveCount(0);
    await expect(items.first()).toContainText('Peso Flex');
    await expect(items.first()).toContainText('₱2,000 - ₱20,000');
    await expect(items.first()).toContainText('Loan amount');
    await expect(items.first()).toContainText('Daily interest rate 0.05%');
    await expect(items.first()).toContainText('120 to 180 days, pay monthly');
  });

  test('D3: enabled 0 is ignored; enabled 1 sends the event with its index, then define, and opens the link', async ({
    page,
    openScenario,
    borrower,
  }) => {
    // A backend that marks no product under review (D39 is optional): Negosyo Plus, full today, then shows.
    await page.route('**/union/union-error-info**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { family: { underReview?: unknown }[] } };
      for (const item of body.data.family) delete item.underReview;
      await route.fulfill({ response: res, json: body });
    });
    await openScenario('joint-login-fail');
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (/event\/save|goya\/define/.test(r.url())) seen.push(r);
    });
    await page.getByRole('button', { name: 'Full today: Negosyo Plus' }).click({ force: true });
    await requestsSettled(page);
    expect(seen).toHaveLength(0);
    await page.getByRole('button', { name: 'Apply: Peso Flex' }).click();
    await page.waitForURL(/\/loan-confirm\.html\?/);
    // Both leave in the tap's task (define never waits for the tracking call): their order on the wire is
    // the browser's, so each is found by its path.
    expect(seen.map((r) => new URL(r.url()).pathname).sort()).toEqual([
      '/states/gopia/goya/define',
      '/states/service/event/save',
    ]);
    const define = seen.find((r) => r.url().includes('/goya/define'))!;
    expect(new URLSearchParams(define.postData() ?? '').get('product_code')).toBe('PF01');
    expect((await openedUrl(page)).searchParams.get('token')).toBe(borrower.token);
  });

  test('D3: the app-scheme link goes through the bridge; a failure toasts its message', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('joint-login-fail');
    await page.getByRole('button', { name: 'Apply: Sahod Loan' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['to', 'pesobridge://product/SL02']]);
    // The shell takes over for a moment (the tap guard holds the list, ADR 0027), then the list answers again.
    await expect(page.getByRole('button', { name: 'Apply: Sahod Loan' })).not.toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: 'Apply: Quick Cash' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Quick Cash is not available in your area yet.' }),
    ).toBeVisible();
  });
});
