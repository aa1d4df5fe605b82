/**
 * Contract D19 in the browser: a gateway's HTTP 401 (any body) sends `login` once however many calls
 * fail together, and a header value outside Latin-1 never fails a call.
 */
import { expect, test } from './fixtures';

test.describe('gateway answers (D19)', () => {
  test('two calls failing with HTTP 401 and a text body send login once, and no network error', async ({
    page,
    openScenario,
    bridge,
  }) => {
    // Loan confirm loads its offer and its agreements at the same time.
    await page.route(/\/(loan-detail-confirm|contract-list)/, (route) =>
      route.fulfill({ status: 401, contentType: 'text/plain', body: 'Unauthorized' }),
    );
    const failed = Promise.all([
      page.waitForResponse((r) => r.status() === 401 && r.request().url().includes('loan-detail-confirm')),
      page.waitForResponse((r) => r.status() === 401 && r.request().url().includes('contract')),
    ]);
    await openScenario('loan-confirm');
    await failed;
    await expect.poll(() => bridge.calls()).toEqual([['login', '']]);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Network error')).toHaveCount(0);
  });

  test('a device name outside Latin-1 in the query does not fail the calls (sent percent-encoded)', async ({
    page,
    open,
  }) => {
    const sent = page.waitForRequest('**/contact-kf-info**');
    await open('customer-service', { building: 'Juan’s iPhone' });
    expect((await sent).headers().building).toBe('Juan%E2%80%99s%20iPhone');
    await expect(page.getByRole('button', { name: /Phone/ })).toBeVisible();
    await expect(page.getByText('Network error')).toHaveCount(0);
  });
});
