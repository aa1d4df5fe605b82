import type { Page, Response } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';

const QUERY = 'id=1&user_from=facebook&app_from=pesobridge&utm_tag=spring-promo&links_id=7';
const CAPTCHA = '**/api/v2/youmi/promotion/get-captcha**';

/** A phone nobody else in the run uses (the database is shared by the whole e2e run). */
function freshPhone(): string {
  return `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

async function openLanding(page: Page, hash = '#/agreementTemplate') {
  const captcha = page.waitForResponse(CAPTCHA);
  await page.goto(`/landing.html?${QUERY}${hash}`);
  await captcha;
}

/**
 * The answer of one captcha picture, keyed on its response (its URL holds the sid). The picture carries no
 * text (the server draws it as paths, ADR 0014), so the test asks the reference server's test-only
 * endpoint (`TEST_API` only), never anything a production page sees.
 */
async function captchaAnswer(picture: Response): Promise<string> {
  const sid = new URL(picture.url()).searchParams.get('sid') ?? '';
  const res = await picture
    .frame()
    .page()
    .request.get(`/_test/captcha?sid=${encodeURIComponent(sid)}`);
  return res.ok() ? ((await res.json()) as { answer: string }).answer : '';
}

/**
 * Records every captcha picture the page loads, by URL, from before the first navigation. The returned
 * function answers the captcha the page shows *now*: it reads the picture's `src` (a new sid after every
 * `goto`, a new `t` after every refresh) and waits for that very response — never an earlier page's
 * answer, which the server has already replaced or which belongs to another sid.
 */
function recordCaptchas(page: Page): () => Promise<string> {
  const seen = new Map<string, Response>();
  const waiting = new Map<string, (picture: Response) => void>();
  page.on('response', (res) => {
    if (!res.url().includes('/promotion/get-captcha')) return;
    seen.set(res.url(), res);
    waiting.get(res.url())?.(res);
  });
  return async () => {
    const img = page.getByRole('img', { name: /Picture captcha/ });
    await expect(img).toHaveAttribute('src', /[?&]sid=[0-9a-f]+/);
    const url = new URL((await img.getAttribute('src'))!, page.url()).href;
    const picture = seen.get(url) ?? (await new Promise<Response>((resolve) => waiting.set(url, resolve)));
    const answer = await captchaAnswer(picture);
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    return answer;
  };
}

/**
 * Every text the status region (the toast) shows, recorded in the page from its first script on. A toast
 * lasts 3 s; on a busy machine the assertion that looks for it can run after it has gone (the code was
 * sent, the countdown was at 51 s, no 'code sent' to be seen). Each document records its own,
 * so a second visit never sees the first visit's toast.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { statuses: string[] }).statuses = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
});

/** Resolves once the status region of the current document has shown `text` (even if it is gone again). */
async function statusShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses.join('\n')))
    .toContain(text);
}

async function readOutboxCode(page: Page, phone: string): Promise<string> {
  const html = await (await page.request.get('/dev/outbox')).text();
  // Whitespace between the cells is the template's formatting, not content.
  const m = new RegExp(`<td class="phone">\\s*${phone}\\s*</td>\\s*<td class="code">\\s*(\\d{6})\\s*</td>`).exec(html);
  expect(m, `an SMS code for ${phone} in the outbox`).not.toBeNull();
  return m![1];
}

test.describe('landing.html registration (#/agreementTemplate)', () => {
  test('shows the template and prerenders the form', async ({ page, request }) => {
    const html = await (await request.get('/landing.html')).text();
    for (const label of ['Mobile number', 'Picture captcha', 'SMS code', 'Get code', 'Apply'])
      expect(html).toContain(label);
    await openLanding(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cash loans with a decision within 1 day' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy.html');
    await expect(page.getByLabel('SMS code')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  test('reports the visit with the query (track-visit)', async ({ page }) => {
    const visit = page.waitForRequest('**/promotion/track-visit**');
    await openLanding(page);
    // A keepalive fetch (the one client's sendAndForget), not an XHR a visitor leaving at once would cancel.
    expect((await visit).resourceType()).toBe('fetch');
    const url = new URL((await visit).url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page_id: '1',
      user_from: 'facebook',
      page_type: '1',
      utm_tag: 'spring-promo',
      app_from: 'pesobridge',
      client_type: 'ios',
    });
  });

  test('each validation message, keeping what was typed', async ({ page }) => {
    await openLanding(page);
    const phone = page.getByLabel('Mobile number');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Enter the phone correctly')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    // The spec's mainland pattern is refused; a Philippine number in +63 form is accepted (D6).
    await phone.fill('13800138000');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Enter the phone correctly')).toBeVisible();
    await phone.fill('+63 917 123 4567');
    await expect(phone).toHaveValue('0917 123 4567');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Enter the phone correctly')).toHaveCount(0);
    await expect(page.getByText('Enter the picture captcha correctly')).toBeVisible();
    await expect(page.getByLabel('Picture captcha', { exact: true })).toBeFocused();

    await page.getByLabel('Picture captcha', { exact: true }).fill('AB2C');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Enter the SMS code correctly')).toBeVisible();
    await expect(phone).toHaveValue('0917 123 4567');
    await expect(page.getByLabel('Picture captcha', { exact: true })).toHaveValue('AB2C');
    await expectAxeClean(page, 'landing: landing-register, each validation message');
  });

  test('the captcha refresh needs a phone first, then draws a new image', async ({ page }) => {
    await openLanding(page);
    const img = page.getByRole('img', { name: /Picture captcha/ });
    const before = await img.getAttribute('src');
    await page.getByRole('button', { name: 'Refresh the picture captcha' }).click();
    await expect(page.getByText('Enter the phone correctly')).toBeVisible();
    expect(await img.getAttribute('src')).toBe(before);
    await page.getByLabel('Mobile number').fill('09171234567');
    const fresh = page.waitForResponse(CAPTCHA);
    await page.getByRole('button', { name: 'Refresh the picture captcha' }).click();
    await fresh;
    await expect(img).not.toHaveAttribute('src', before!);
  });

  test('a real round trip: captcha, SMS from the outbox, register, download page with the same query', async ({
    page,
  }) => {
    const captcha = recordCaptchas(page);
    await openLanding(page);
    const phone = freshPhone();
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Picture captcha', { exact: true }).fill((await captcha()).toLowerCase());
    const sms = page.waitForRequest('**/promotion/get-sms**');
    await page.getByRole('button', { name: 'Get code' }).click();
    await statusShown(page, 'Code sent, please check your phone');
    const body = new URLSearchParams((await sms).postData() ?? '');
    expect(Object.fromEntries(body)).toMatchObject({
      phone,
      user_from: 'facebook',
      app_from: 'pesobridge',
      utm_tag: 'spring-promo',
      appName: 'PesoBridge',
    });
    expect(body.get('sid')).toMatch(/^[0-9a-f]{32}$/);
    expect(body.get('deviceId')).toMatch(/^[0-9a-f]{32}$/);

    // The countdown shows the seconds left; another tap only says not to send again.
    await expect(page.getByRole('button', { name: /^(60|5\d)s$/ })).toBeVisible();
    let smsCalls = 0;
    page.on('request', (r) => r.url().includes('/promotion/get-sms') && smsCalls++);
    await page.getByRole('button', { name: /^\d+s$/ }).click({ force: true });
    await statusShown(page, 'Do not send the code repeatedly');
    expect(smsCalls).toBe(0);

    const code = await readOutboxCode(page, phone);
    await page.getByLabel('SMS code').fill(code);
    const reg = page.waitForRequest('**/promotion/register**');
    const click = page.waitForRequest('**/promotion/track-click**');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(Object.fromEntries(new URLSearchParams((await reg).postData() ?? ''))).toMatchObject({
      phone,
      userName: phone,
      smsCode: code,
      merchantNumber: '0',
      id: '1',
      invite_code: '',
    });
    await statusShown(page, 'Registration successful');
    expect(new URL((await click).url()).searchParams.get('phone')).toBe(phone);
    expect((await click).resourceType()).toBe('fetch');
    await expect(page).toHaveURL(new RegExp(`/landing\\.html\\?${QUERY.replace(/[.?]/g, '\\$&')}#/downloadTemplate$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/ph/app/pesobridge/id0000000000',
    );
    await expectAxeClean(page, 'landing: landing-register, registered');

    // The same number again: a code is sent as to any number (ADR 0054: nobody learns which numbers are
    // registered without the phone); with it, register answers 11 and the visitor goes to the download page.
    await page.goto(`/landing.html?${QUERY}#/agreementTemplate`);
    const answer = await captcha();
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Picture captcha', { exact: true }).fill(answer);
    await page.getByRole('button', { name: 'Get code' }).click();
    await statusShown(page, 'Code sent, please check your phone');
    const again = await readOutboxCode(page, phone);
    await page.getByLabel('SMS code').fill(again);
    await page.getByRole('button', { name: 'Apply' }).click();
    await statusShown(page, 'You are registered, please download the app and log in');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    await expect(page).toHaveURL(/#\/downloadTemplate$/);
  });

  test('get-sms 101: the server message, a new captcha, no countdown', async ({ page }) => {
    await openLanding(page);
    await page.getByLabel('Mobile number').fill(freshPhone());
    await page.getByLabel('Picture captcha', { exact: true }).fill('QQQQ');
    const img = page.getByRole('img', { name: /Picture captcha/ });
    const before = await img.getAttribute('src');
    const fresh = page.waitForResponse(CAPTCHA);
    await page.getByRole('button', { name: 'Get code' }).click();
    await statusShown(page, 'The picture captcha is wrong. Please enter the new one.');
    await fresh;
    await expect(img).not.toHaveAttribute('src', before!);
    await expect(page.getByLabel('Picture captcha', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
  });

  test('register 11 goes to the download page; -1 refreshes the captcha; another code shows its message', async ({
    page,
  }) => {
    const answers: Record<string, { code: number; message: string; data: null }> = {
      first: { code: 13, message: 'The SMS code is wrong or has expired.', data: null },
      second: {
        code: -1,
        message: 'The picture captcha is wrong or has expired. Please enter the new one.',
        data: null,
      },
      third: { code: 11, message: 'This number is already registered.', data: null },
    };
    const order = ['first', 'second', 'third'];
    let calls = 0;
    await page.route('**/promotion/register**', (route) => route.fulfill({ json: answers[order[calls++]] }));
    await openLanding(page);
    await page.getByLabel('Mobile number').fill('09171234567');
    await page.getByLabel('Picture captcha', { exact: true }).fill('AB2C');
    await page.getByLabel('SMS code').fill('123456');
    const apply = page.getByRole('button', { name: 'Apply' });

    await apply.click();
    await statusShown(page, 'The SMS code is wrong or has expired.');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toHaveCount(0);

    const img = page.getByRole('img', { name: /Picture captcha/ });
    const before = await img.getAttribute('src');
    await apply.click();
    await statusShown(page, 'Please enter the new one.');
    await expect(img).not.toHaveAttribute('src', before!);

    await page.getByLabel('Picture captcha', { exact: true }).fill('XY34');
    await apply.click();
    await statusShown(page, 'You are registered, please download the app and log in');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    expect(calls).toBe(3);
  });

  test('Apply sends one request however often it is tapped while in flight', async ({ page }) => {
    let calls = 0;
    // Held until the extra taps are done: a timed delay let the first answer arrive before them on a busy
    // machine, and a second request was then rightly sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/promotion/register**', async (route) => {
      calls++;
      await held;
      await route.fulfill({ json: { code: 13, message: 'The SMS code is wrong or has expired.', data: null } });
    });
    await openLanding(page);
    await page.getByLabel('Mobile number').fill('09171234567');
    await page.getByLabel('Picture captcha', { exact: true }).fill('AB2C');
    await page.getByLabel('SMS code').fill('123456');
    const apply = page.getByRole('button', { name: 'Apply' });
    const first = page.waitForRequest('**/promotion/register**');
    await apply.click();
    await first;
    await apply.click({ force: true }).catch(() => undefined);
    await page.getByLabel('SMS code').press('Enter');
    release();
    await statusShown(page, 'The SMS code is wrong or has expired.');
    expect(calls).toBe(1);
  });

  test('a template that is not 00 shows its message; a network failure shows a text error', async ({ page }) => {
    await page.goto('/landing.html?id=3#/agreementTemplate');
    await expect(page.getByRole('alert').filter({ hasText: 'This promotion has ended.' })).toBeVisible();
    await page.route('**/channel/channel-template**', (route) => route.abort('internetdisconnected'));
    await page.goto('/landing.html?id=1#/agreementTemplate');
    await expect(page.getByRole('alert').filter({ hasText: 'The promotion could not be loaded' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  });
});

// The download page (#/downloadTemplate): test/e2e/landing-download.spec.ts.
