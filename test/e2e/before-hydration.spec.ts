/**
 * Contract D17: what the borrower types before the page's script runs is kept by hydration, and a
 * prerendered link tapped before hydration carries the session. The scripts are held (a route released
 * by the test, never a sleep) for as long as typing takes, as on a slow phone (2.5 s and more).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TestBorrower } from './fixtures';

/** Holds every script until `release()`; the prerendered HTML and CSS arrive at once. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\.(js|mjs|tsx?)(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The scenario's address (opened with `commit`: `load` would wait for the held scripts). */
function scenarioUrl(borrower: TestBorrower, key: string, extra: Record<string, string> = {}): string {
  const scenario = borrower.scenarios[key];
  return `/${scenario.entry}.html?${new URLSearchParams({ token: borrower.token, ...scenario.query, ...extra })}`;
}

const mounted = (page: Page) => expect(page.locator('html[data-mounted]')).toHaveCount(1, { timeout: 15_000 });

test.describe('before hydration (D17)', () => {
  test('landing: phone, captcha and SMS code typed before the script runs stay, and are what the form uses', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/landing.html?id=1&user_from=facebook&app_from=pesobridge#/agreementTemplate', {
      waitUntil: 'commit',
    });
    await page.getByLabel('Mobile number').pressSequentially('09171234567');
    await page.getByLabel('Picture captcha', { exact: true }).pressSequentially('AB2C');
    await page.getByLabel('SMS code').pressSequentially('123456');
    await expect(page.locator('html[data-mounted]')).toHaveCount(0);
    release();
    await mounted(page);
    await expect(page.getByLabel('Mobile number')).toHaveValue('0917 123 4567');
    await expect(page.getByLabel('Picture captcha', { exact: true })).toHaveValue('AB2C');
    await expect(page.getByLabel('SMS code')).toHaveValue('123456');
    // The form's state has them too: typing one more digit formats the whole number, not just the digit.
    await page.getByLabel('SMS code').press('Backspace');
    await expect(page.getByLabel('SMS code')).toHaveValue('12345');
    await page.getByLabel('Mobile number').press('End');
    await page.getByLabel('Mobile number').press('Backspace');
    await expect(page.getByLabel('Mobile number')).toHaveValue('0917 123 456');
  });

  test('marketing feedback: every field typed before the script runs stays', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/#feedback', { waitUntil: 'commit' });
    await page.getByLabel('Name').pressSequentially('Ana Cruz');
    await page.getByLabel('Telephone').pressSequentially('09171234567');
    await page.getByLabel('Suggestion').pressSequentially('Faster payouts please');
    release();
    await mounted(page);
    await expect(page.getByLabel('Name')).toHaveValue('Ana Cruz');
    await expect(page.getByLabel('Telephone')).toHaveValue('09171234567');
    await expect(page.getByLabel('Suggestion')).toHaveValue('Faster payouts please');
    const save = page.waitForRequest((r) => r.url().includes('feedback') && r.method() === 'POST');
    await page.getByRole('button', { name: /Submit|Send/ }).click();
    const body = new URLSearchParams((await save).postData() ?? '');
    expect(body.get('name')).toBe('Ana Cruz');
    expect(body.get('suggestion')).toBe('Faster payouts please');
  });

  test('complaint form: text typed before the script runs is not wiped by the draft restore', async ({
    page,
    borrower,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`/complaint-form.html?token=${borrower.token}&problemType=2&problemSonType=`, {
      waitUntil: 'commit',
    });
    await page.getByLabel('Description').pressSequentially('They called my family');
    release();
    await mounted(page);
    await expect(page.getByPlaceholder('Tell us what happened')).toHaveValue('They called my family');
  });

  test("'My complaints' tapped before the script runs opens the list with the session", async ({
    page,
    borrower,
    bridge,
  }) => {
    const release = await holdScripts(page);
    await page.goto(scenarioUrl(borrower, 'complaint-home'), { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'My complaints' }).click();
    await page.waitForURL(/complaint-list\.html/, { waitUntil: 'commit' });
    release();
    await mounted(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The list loaded with the borrower's session: no login was asked for.
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await bridge.calls()).filter(([n]) => n === 'login')).toEqual([]);
    // The page now keeps the session for this tab, out of the address bar (ADR 0014).
    expect(await page.evaluate(() => sessionStorage.getItem('pb.session'))).toContain(borrower.token);
  });
});
