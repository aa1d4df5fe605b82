import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const PUSH = /\/states\/v3\/loan\/loan-detail-push/;

function pushes(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (PUSH.test(r.url())) seen.push(r);
  });
  return seen;
}

// A promise the figures keep (the statement shows interest for the whole term): no "interest-free" days.
const promoText = 'Quick Cash: a decision within 1 day. Every fee is in the Disclosure Statement before you apply.';

test.describe('loan-confirm-v2.html', () => {
  test("the promo pop-up shows the server's message and button text; its button dismisses it", async ({
    page,
    openScenario,
  }) => {
    await openScenario('loan-confirm-v2');
    const promo = page.getByRole('dialog', { name: promoText });
    await expect(promo.getByRole('button', { name: 'Got it' })).toBeVisible();
    await promo.getByRole('button', { name: 'Got it' }).click();
    await expect(promo).toHaveCount(0);
    await expect(page.getByText('Quick Cash')).toBeVisible();
  });

  test('the promo close icon dismisses it', async ({ page, openScenario }) => {
    await openScenario('loan-confirm-v2');
    const promo = page.getByRole('dialog', { name: promoText });
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toHaveCount(0);
  });

  test('without a promo message there is no pop-up; Apply now replaces the page by the order (one push on a double tap)', async ({
    page,
    openScenario,
  }) => {
    await openScenario('loan-confirm-v2-plain');
    const sent = pushes(page);
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.route(PUSH, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Apply now' }).dblclick();
    await page.waitForURL(/\/order\.html\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers()['content-type']).toContain('application/x-www-form-urlencoded');
  });

  test("a code other than '00' on apply shows the server message and stays", async ({ page, openScenario }) => {
    await page.route(PUSH, (r) =>
      r.fulfill({
        json: {
          code: 0,
          message: 'Your application is being checked. Please try again.',
          data: { lendDetailsUrl: '/order.html' },
        },
      }),
    );
    await openScenario('loan-confirm-v2-plain');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your application is being checked. Please try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/loan-confirm-v2\.html\?/);
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  test("reads the offer and the order link from the envelope's `attach`, not `data` (spec §7)", async ({
    page,
    openScenario,
  }) => {
    // The reference server answers both envelopes; drop `data` so only `attach` can carry the page.
    await page.route(/\/states\/v3\/loan\/loan-detail-(confirm|push)/, async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { attach?: unknown };
      expect(body.attach).toBeTruthy();
      await route.fulfill({ response: real, json: { ...body, data: null } });
    });
    await openScenario('loan-confirm-v2-plain');
    await expect(page.getByText('Peso Flex').first()).toBeVisible();
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/order\.html\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
  });

  test("a code '00' without `attach` says the page could not load", async ({ page, openScenario }) => {
    await page.route(/\/states\/v3\/loan\/loan-detail-confirm/, (r) =>
      r.fulfill({ json: { code: '00', message: 'success', data: {} } }),
    );
    await openScenario('loan-confirm-v2-plain');
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test("a code other than '00' on load shows the server message once, with the way back", async ({
    page,
    openScenario,
  }) => {
    await openScenario('loan-confirm-v2-unavailable');
    await expect(page.getByRole('alert')).toContainText('Negosyo Plus is full today. Please try again tomorrow.');
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'full today' })).toHaveCount(0);
  });

  test('the agreement modal at load and the retention pop-up work as in the first variant', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('loan-confirm-v2-agreement');
    await page.getByRole('dialog', { name: 'Loan Agreement' }).getByRole('button', { name: 'Agree' }).click();
    await openScenario('loan-confirm-v2-plain');
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await page.evaluate(() => window.onNativeBack?.());
    await page.getByRole('dialog', { name: 'Wait a moment' }).getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });
});
