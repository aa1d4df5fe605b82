import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const SECTION_TEXT = {
  home: 'Cash loans made simple',
  about: 'Our mission',
  feedback: 'Send us your feedback',
  policy: 'Privacy Agreement',
  loan: '91 to 365 calendar days',
};

async function expectOnly(page: Page, key: keyof typeof SECTION_TEXT) {
  for (const [k, text] of Object.entries(SECTION_TEXT)) {
    const locator = page.locator(`#${k}`);
    if (k === key) {
      await expect(locator).toBeVisible();
      await expect(locator).toContainText(text);
    } else await expect(locator).toBeHidden();
  }
}

test.describe('index.html marketing site', () => {
  for (const [path, key, label] of [
    ['/', 'home', 'Home'],
    ['/About', 'about', 'About us'],
    ['/Policy', 'policy', 'Privacy Agreement'],
    ['/Loan', 'loan', 'Loan terms and conditions'],
    ['/#feedback', 'feedback', 'Facebook'],
  ] as const) {
    test(`${path} shows the ${key} section, marked current in the nav`, async ({ page }) => {
      await page.goto(path);
      await expectOnly(page, key);
      await expect(nav(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('/ serves the marketing site; /_entries stays the development index', async ({ request }) => {
    expect(await (await request.get('/')).text()).toContain('Cash loans made simple');
    const dev = await request.get('/_entries');
    expect(dev.status()).toBe(200);
    expect(await dev.text()).toContain('Entries and scenarios');
  });

  test('the nav switches sections without a reload, and back / forward follow', async ({ page }) => {
    await page.goto('/');
    await expectOnly(page, 'home');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await nav(page).getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expectOnly(page, 'about');
    await expect(page).toHaveTitle('About us · PesoBridge');
    // The texts the build wrote stay after hydration (their Markdown is not in the script: ADR 0017).
    await expect(page.getByRole('heading', { name: 'About PesoBridge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Loan terms and conditions' }).click();
    await expect(page).toHaveURL(/\/Loan$/);
    await expectOnly(page, 'loan');
    await expect(page.getByRole('heading', { name: '1. Eligibility' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Facebook' }).click();
    await expect(page).toHaveURL(/\/#feedback$/);
    await expectOnly(page, 'feedback');
    await expect(page.getByRole('heading', { name: 'Send us your feedback' })).toBeFocused();
    await page.goBack();
    await expectOnly(page, 'loan');
    await page.goBack();
    await expectOnly(page, 'about');
    await page.goForward();
    await expectOnly(page, 'loan');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('home: claims, footer with the legal details', async ({ page }) => {
    await page.goto('/');
    const claims = page.getByRole('list', { name: 'Why borrowers choose us' });
    await expect(claims).toContainText('140,000+ users');
    await expect(claims).toContainText('97.8% rating');
    const footer = page.getByRole('contentinfo');
    for (const text of [
      'PesoBridge Lending Corporation',
      '(02) 8852 3100',
      'legal@pesobridge.ph',
      'Ayala Avenue, Makati City',
      'SEC Registration No. CS201912345',
      'Certificate of Authority CA No. 3045',
      '©',
    ]) {
      await expect(footer).toContainText(text);
    }
    await expect(footer.getByRole('link', { name: 'legal@pesobridge.ph' })).toHaveAttribute(
      'href',
      'mailto:legal@pesobridge.ph',
    );
  });

  test('the carousel advances every 3 s, follows a swipe, and stops with the pause control', async ({ page }) => {
    // The page clock: time still flows, and runFor() below moves it on without a real wait.
    await page.clock.install();
    await page.goto('/');
    const second = page.getByRole('button', { name: 'Show banner 2' });
    const first = page.getByRole('button', { name: 'Show banner 1' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 4500 });
    await expect(page.getByRole('group', { name: '2 of 2' })).toHaveAttribute('aria-hidden', 'false');

    // A swipe to the left moves on (wrapping to the first banner).
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const box = (await page.locator('.mk-carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, y, { steps: 5 });
    await page.mouse.up();
    await expect(first).toHaveAttribute('aria-current', 'true');

    // Paused: it stays on the first banner for longer than the interval.
    await page.clock.runFor(3600);
    await expect(first).toHaveAttribute('aria-current', 'true');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the carousel does not autoplay', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      await page.clock.runFor(3600);
      await expect(page.getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');
    });
  });

  test('feedback: all fields required, then sent once with Success!', async ({ page }) => {
    await page.goto('/#feedback');
    const submit = page.getByRole('button', { name: 'Submit' });
    // Once the script runs, the form sends by itself: the no-JavaScript note is gone.
    await expect(submit).toBeEnabled();
    await expect(page.getByText('Sending this form needs JavaScript.', { exact: false })).toHaveCount(0);
    await page.getByLabel('Name').fill('Ana Reyes');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Please provide complete information!' })).toBeVisible();
    await expect(page.getByLabel('Telephone')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue('Ana Reyes');
    await page.getByLabel('Telephone').fill('0917 123 4567');
    await page.getByLabel('Suggestion').fill('   ');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Please provide complete information!' })).toBeVisible();
    await expect(page.getByLabel('Suggestion')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'index: loaded, the feedback form refused');

    await page.getByLabel('Suggestion').fill('Please add GCash repayments.');
    let calls = 0;
    await page.route('**/states/v3/feedback/save**', async (route) => {
      calls++;
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const sent = page.waitForRequest('**/states/v3/feedback/save**');
    // A double tap: the second lands before React re-renders.
    await submit.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    expect(Object.fromEntries(new URLSearchParams((await sent).postData() ?? ''))).toEqual({
      name: 'Ana Reyes',
      telephone: '0917 123 4567',
      suggestion: 'Please add GCash repayments.',
    });
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(calls).toBe(1);
  });

  test('feedback: a failed send shows the error, no Success!, and keeps the text', async ({ page }) => {
    await page.route('**/states/v3/feedback/save**', (route) => route.abort('internetdisconnected'));
    await page.goto('/#feedback');
    await page.getByLabel('Name').fill('Ana Reyes');
    await page.getByLabel('Telephone').fill('0917 123 4567');
    await page.getByLabel('Suggestion').fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page.getByText('Success!')).toHaveCount(0);
    await expect(page.getByLabel('Suggestion')).toHaveValue('Hello');
  });

  test('Policy shows the privacy text itself (no frame: no blocked script, no dead back arrow); Loan the terms; both axe clean', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await page.goto('/Policy');
    const policy = page.locator('#policy');
    await expect(policy.getByRole('heading', { level: 2, name: 'Privacy Agreement' })).toBeVisible();
    await expect(policy.getByRole('heading', { level: 3, name: 'Privacy policy' })).toBeVisible();
    await expect(policy.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
    await expect(policy).toContainText('Data Privacy Act of 2012');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectAxeClean(page, 'index: /Policy');
    // Switched to from another section after hydration, the text the build wrote is still there.
    await page.goto('/About');
    await nav(page).getByRole('link', { name: 'Privacy Agreement' }).click();
    await expect(policy.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
    expect(logged).toEqual([]);
    await page.goto('/Loan');
    await expect(page.getByText('within 10 days', { exact: false }).first()).toBeVisible();
    await expectAxeClean(page, 'index: /Loan');
  });

  // With JavaScript off: test/e2e/public-no-js.spec.ts.
});
