/**
 * The landing's download page (`#/downloadTemplate`, ADR 0015): both store links from config, the
 * visitor's store first; 'Your account is ready' only after a registration in this tab; the in-app
 * browser hint. And an ended promotion (template 3) without a form.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';

const QUERY = 'id=1&user_from=facebook&app_from=pesobridge&utm_tag=spring-promo&links_id=7';
const APP_STORE = 'https://apps.apple.com/ph/app/pesobridge/id0000000000';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=ph.pesobridge.demo';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36';

const storeLinks = (page: Page) => page.getByRole('list', { name: 'Download the app' }).getByRole('link');

async function register(page: Page) {
  // The backend's answer is held to 'registered' (spec §8 code 0): the page's reaction is what is tested.
  await page.route('**/promotion/register**', (route) =>
    route.fulfill({ json: { code: 0, message: 'Registration successful', data: { userId: 1 } } }),
  );
  await page.goto(`/landing.html?${QUERY}#/agreementTemplate`);
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByLabel('Picture captcha', { exact: true }).fill('AB2C');
  await page.getByLabel('SMS code').fill('123456');
  await page.getByRole('button', { name: 'Apply' }).click();
}

test.describe('landing.html download page', () => {
  test('opened directly: a neutral title, both store links (App Store first on iPhone), axe clean', async ({
    page,
  }) => {
    await page.goto(`/landing.html?${QUERY}#/downloadTemplate`);
    await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    await expect(page.getByText('Your account is ready')).toHaveCount(0);
    await expect(storeLinks(page)).toHaveText(['Download on the App Store', 'Get it on Google Play']);
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', APP_STORE);
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', GOOGLE_PLAY);
    await expect(page.getByText('Open this page in your browser')).toHaveCount(0);
    await expectAxeClean(page, 'landing: landing-register, the download page');
  });

  test('after a registration in this tab: "Your account is ready"; another tab is neutral', async ({
    page,
    context,
  }) => {
    await register(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeFocused();
    await expect(page.getByText('log in with your mobile number')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();

    const other = await context.newPage();
    await other.goto(`/landing.html?${QUERY}#/downloadTemplate`);
    await expect(other.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    await expect(other.getByText('Your account is ready')).toHaveCount(0);
  });

  test("a channel's own store link replaces config's for its store; an unsafe one is never used (D7)", async ({
    page,
  }) => {
    let downloadUrl = 'https://apps.apple.com/ph/app/pesobridge/id6451234567?ct=spring';
    await page.route('**/channel/channel-template**', (route) =>
      route.fulfill({
        json: { code: '00', message: 'success', data: { id: 9, title: 't', subtitle: '', downloadUrl } },
      }),
    );
    await page.goto('/landing.html?id=9#/downloadTemplate');
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', downloadUrl);
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', GOOGLE_PLAY);
    downloadUrl = 'javascript:alert(1)';
    await page.reload();
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', APP_STORE);
  });

  test.describe('on Android', () => {
    test.use({ userAgent: ANDROID });
    test('Google Play comes first', async ({ page }) => {
      await page.goto(`/landing.html?${QUERY}#/downloadTemplate`);
      await expect(storeLinks(page)).toHaveText(['Get it on Google Play', 'Download on the App Store']);
      await expect(storeLinks(page).first()).toHaveAttribute('href', GOOGLE_PLAY);
    });
  });

  test.describe('in a messaging app', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/564431005;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
    });

    test('shows how to open the page in the phone browser instead of the store links', async ({ page }) => {
      await page.goto(`/landing.html?${QUERY}#/downloadTemplate`);
      await expect(page.getByRole('heading', { name: 'Open this page in your browser' })).toBeVisible();
      await expect(page.getByText('The Facebook browser cannot open the app store.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(storeLinks(page)).toHaveCount(0);
      await expectAxeClean(page, 'landing: landing-register, the download page in a messaging app');
    });
  });
});

test.describe('landing.html, an ended promotion (template 3)', () => {
  test('shows the ended message and no form', async ({ page }) => {
    const template = page.waitForResponse('**/channel/channel-template**');
    await page.goto('/landing.html?id=3#/agreementTemplate');
    await template;
    await expect(page.getByRole('alert').filter({ hasText: 'This promotion has ended.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' })).toHaveCount(0);
    await expect(page.getByLabel('Mobile number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Visit PesoBridge' })).toHaveAttribute('href', '/');
    await expectAxeClean(page, 'landing: landing-ended');
  });

  test('a network failure keeps the form (registration may still work)', async ({ page }) => {
    await page.route('**/channel/channel-template**', (route) => route.abort('internetdisconnected'));
    await page.goto('/landing.html?id=1#/agreementTemplate');
    await expect(page.getByRole('alert').filter({ hasText: 'The promotion could not be loaded' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  });
});
