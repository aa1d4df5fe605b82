import type { Page, Request } from '@playwright/test';
import { requestsSettled } from './barrier';
import { said, tr } from './catalog';
import { expect, expectAxeClean, openedUrl, test } from './fixtures';

const SAVE = '**/states/v3/bind-card/bind-card-new**';
const CHANGE = '**/states/v3/bind-card/change-card**';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Chooses an option the way a borrower does: typing it first where the picker has a search (ADR 0028). */
async function pick(page: Page, label: RegExp, title: string, option: string) {
  await page.getByRole('button', { name: label }).click();
  const sheet = page.getByRole('dialog', { name: title });
  const search = sheet.getByRole('searchbox');
  if (await search.count()) await search.fill(option);
  await sheet.getByRole('radio', { name: option, exact: true }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();
}

/** Fills the bank-account tab of the plain scenario (name and phone are prefilled from the borrower). */
async function fillBankAccount(page: Page, accountNumber = '001234567890') {
  await pick(page, /^Bank\b/, 'Bank', 'BDO Unibank');
  await field(page, 'Account number').fill(accountNumber);
  await pick(page, /^City \/ Province/, 'City / Province', 'Cebu City, Central Visayas');
  await pick(page, /^Salary day/, 'Salary day', '15');
}

function recordPosts(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && pattern.test(r.url())) seen.push(r);
  });
  return seen;
}

test.describe('bind-bank.html', () => {
  test('opens with bankStart, the card-type tabs and the bank-account fields', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('bind-bank');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment account information' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Account number')).toBeVisible();
    await expect(field(page, 'Account number')).toHaveAttribute('inputmode', 'numeric');
    await expect(next(page)).toBeVisible();
    expect(await bridge.calls()).toEqual([['bankStart', '']]);
  });

  test('switching tabs changes the fields and keeps what was typed', async ({ page, openScenario }) => {
    await openScenario('bind-bank');
    await field(page, 'Account number').fill('12345678901');
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await expect(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Wallet mobile number')).toBeVisible();
    await expect(page.getByRole('button', { name: /^E-wallet/ })).toBeVisible();
    await expect(field(page, 'Account number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Bank\b/ })).toHaveCount(0);
    // Shared fields (cardTypeMi 0) stay.
    await expect(page.getByRole('button', { name: /^Salary day/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await expect(field(page, 'Account number')).toHaveValue('1234 5678 901');
    await expect(field(page, 'Wallet mobile number')).toHaveCount(0);
  });

  test('digit inputs keep digits only and group as the borrower types', async ({ page, openScenario }) => {
    await openScenario('bind-bank');
    const account = field(page, 'Account number');
    await account.pressSequentially('12ab34-5678 90');
    await expect(account).toHaveValue('1234 5678 90');

    const phone = field(page, 'Mobile number');
    await phone.fill('');
    await phone.pressSequentially('0917x1234567999');
    await expect(phone).toHaveValue('0917 123 4567');

    const income = field(page, 'Monthly income (₱)');
    await income.pressSequentially('25,000');
    await expect(income).toHaveValue('25000');
  });

  test('typing and deleting in the middle keeps the caret where the borrower is', async ({ page, openScenario }) => {
    await openScenario('bind-bank');
    const account = field(page, 'Account number');
    await account.pressSequentially('12345678');
    for (let i = 0; i < 4; i++) await account.press('ArrowLeft');
    await account.press('9');
    await account.press('0');
    await expect(account).toHaveValue('1234 9056 78');
    // Backspace right after a space removes the digit before it.
    await account.press('Home');
    for (let i = 0; i < 5; i++) await account.press('ArrowRight');
    await account.press('Backspace');
    await expect(account).toHaveValue('1239 0567 8');
    await account.press('7');
    await expect(account).toHaveValue('1237 9056 78');
  });

  test("the picker's Cancel keeps the old choice and Confirm takes the new one; axe clean with it open", async ({
    page,
    openScenario,
  }) => {
    await openScenario('bind-bank');
    const bank = page.getByRole('button', { name: /^Bank\b/ });
    await expect(bank).toHaveText(/Choose your bank/);
    await bank.click();
    const sheet = page.getByRole('dialog', { name: 'Bank' });
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expectAxeClean(page, 'bind-bank: bind-bank, the bank picker open');
    await sheet.getByRole('radio', { name: 'Metrobank' }).check();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    await expect(bank).toHaveText(/Choose your bank/);

    await bank.click();
    await expect(sheet.getByRole('radio', { name: 'Metrobank' })).not.toBeChecked();
    await sheet.getByRole('radio', { name: 'UnionBank' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(bank).toHaveText(/UnionBank/);
  });

  test("'Next' hides while the keyboard shrinks the viewport by more than 60 px", async ({ page, openScenario }) => {
    await openScenario('bind-bank');
    const size = page.viewportSize()!;
    await expect(next(page)).toBeVisible();
    await field(page, 'Account number').focus();
    // 50 px shorter: under the threshold, 'Next' stays (asserted once the page has handled the resize).
    type Held = { resized?: Promise<void> };
    await page.evaluate(() => {
      (window as Held).resized = new Promise((done) =>
        (window.visualViewport ?? window).addEventListener('resize', () => requestAnimationFrame(() => done()), {
          once: true,
        }),
      );
    });
    await page.setViewportSize({ width: size.width, height: size.height - 50 });
    await page.evaluate(() => (window as Held).resized);
    await expect(next(page)).toBeVisible();
    // A keyboard-sized shrink hides it ...
    await page.setViewportSize({ width: size.width, height: size.height - 300 });
    await expect(next(page)).toBeHidden();
    // ... and it comes back when the keyboard goes away.
    await page.setViewportSize(size);
    await expect(next(page)).toBeVisible();
  });

  test('an empty required field is named and nothing is sent', async ({ page, openScenario }) => {
    await openScenario('bind-bank');
    const posts = recordPosts(page, /bind-card-new/);
    await pick(page, /^Bank\b/, 'Bank', 'BDO Unibank');
    await next(page).click();
    await expect(page.getByText('Please enter Account number').first()).toBeVisible();
    await expect(field(page, 'Account number')).toBeFocused();
    await expect(field(page, 'Account number')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'bind-bank: bind-bank, a required field left empty');

    await field(page, 'Account number').fill('12345');
    await next(page).click();
    await expect(page.getByText('Please enter a valid Account number (at least 10 digits)').first()).toBeVisible();

    await field(page, 'Account number').fill('1234567890');
    await field(page, 'Mobile number').fill('0917123');
    await next(page).click();
    await expect(page.getByText('Please enter a valid Mobile number (09XX XXX XXXX)').first()).toBeVisible();
    await requestsSettled(page);
    expect(posts).toHaveLength(0);
  });

  for (const lang of ['en', 'fil'] as const)
    test(`${lang}, 320 px: Next on an empty form shows every field's problem at once, each beside its field, the first focused`, async ({
      page,
      openScenario,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openScenario('bind-bank', lang === 'fil' ? { lang } : {});
      const posts = recordPosts(page, /bind-card-new/);
      await page.getByRole('button', { name: tr(lang, 'Next') }).click();
      const select = (field: string) => tr(lang, 'Please select {field}', { field: said(lang, field) });
      const enter = (field: string) => tr(lang, 'Please enter {field}', { field: said(lang, field) });
      const bank = page.getByRole('button', { name: new RegExp(`^${said(lang, 'Bank')}\\b`) });
      // Each control reads its own problem, and the first of them has the focus.
      await expect(bank).toBeFocused();
      await expect(bank).toHaveAccessibleDescription(select('Bank'));
      await expect(field(page, said(lang, 'Account number'))).toHaveAccessibleDescription(
        new RegExp(`${enter('Account number')}$`),
      );
      await expect(
        page.getByRole('button', { name: new RegExp(`^${said(lang, 'City / Province')}`) }),
      ).toHaveAccessibleDescription(select('City / Province'));
      await expect(
        page.getByRole('button', { name: new RegExp(`^${said(lang, 'Salary day')}`) }),
      ).toHaveAccessibleDescription(select('Salary day'));
      // Mending one field takes its message away; the others stay.
      await field(page, said(lang, 'Account number')).fill('001234567890');
      await expect(page.getByText(enter('Account number'))).toHaveCount(0);
      await expect(page.getByText(select('Salary day'))).toBeVisible();
      await requestsSettled(page);
      expect(posts).toHaveLength(0);
    });

  test('a save sends every value by code (digits only), then bankEnd and close; a second tap sends nothing', async ({
    page,
    openScenario,
    bridge,
  }) => {
    const scenario = await openScenario('bind-bank');
    await fillBankAccount(page, '0012 3456 7890');
    const posts = recordPosts(page, /bind-card-new/);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(SAVE, async (route) => {
      await held;
      await route.continue();
    });
    // Two submits in the same tick: only the first may call.
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(next(page)).toBeDisabled();
    release();
    await expect
      .poll(() => bridge.calls())
      .toEqual([
        ['bankStart', ''],
        ['bankEnd', ''],
        ['close', ''],
      ]);
    expect(posts).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(posts[0].postData() ?? ''));
    expect(body).toMatchObject({
      cardType: '1',
      channelNumber: '90006',
      bankCode: 'BDO',
      accountNumber: '001234567890',
      // The option's value: Cebu City's PSGC code.
      city: '0730600000',
      salaryDay: '15',
      product_id: scenario.query.product_id,
    });
    expect(body.bankPhone).toMatch(/^09\d{9}$/);
    expect(body).not.toHaveProperty('walletPhone');
  });

  test('an e-wallet save sends the wallet fields and cardType 2', async ({ page, openScenario, bridge }) => {
    await openScenario('bind-bank');
    // Typed on the other tab first: not sent with the e-wallet.
    await field(page, 'Account number').fill('1234567890');
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, /^E-wallet/, 'E-wallet', 'GCash');
    await field(page, 'Wallet mobile number').fill('09181234567');
    await pick(page, /^City \/ Province/, 'City / Province', 'Davao City, Davao Region');
    await pick(page, /^Salary day/, 'Salary day', '30');
    const request = page.waitForRequest(SAVE);
    await next(page).click();
    const body = Object.fromEntries(new URLSearchParams((await request).postData() ?? ''));
    expect(body).toMatchObject({
      cardType: '2',
      channelNumber: '90006',
      walletCode: 'GCASH',
      walletPhone: '09181234567',
      salaryDay: '30',
    });
    expect(body).not.toHaveProperty('accountNumber');
    expect(body).not.toHaveProperty('bankPhone');
    await expect
      .poll(() => bridge.calls())
      .toEqual([
        ['bankStart', ''],
        ['bankEnd', ''],
        ['close', ''],
      ]);
  });

  test('in a plain browser (no shell to close to), a save says the account is saved and where to go next', async ({
    page,
    openScenario,
  }) => {
    await openScenario('bind-bank');
    await fillBankAccount(page);
    await next(page).click();
    const saved = page.getByRole('status').filter({ hasText: 'Your payment account is saved.' });
    await expect(saved).toContainText('Go back to the app to continue your application');
    await expect(page).toHaveURL(/\/bind-bank\.html/);
    await expectAxeClean(page, 'bind-bank: bind-bank, saved in a plain browser');
    await saved.getByRole('button', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/(index\.html)?$/);
  });

  test('from the loan details: change-card, then the order page with source=loanDetail and the session', async ({
    page,
    openScenario,
    borrower,
    bridge,
  }) => {
    // The recorder starts again on the next document: keep a copy that survives the navigation.
    await page.addInitScript(() => {
      const handlers = (
        window as unknown as { webkit: { messageHandlers: Record<string, { postMessage(p: unknown): void }> } }
      ).webkit.messageHandlers;
      for (const name of ['bankEnd', 'close']) {
        const original = handlers[name];
        handlers[name] = { postMessage: (p) => (sessionStorage.setItem(`sent-${name}`, '1'), original.postMessage(p)) };
      }
    });
    const scenario = await openScenario('bind-bank-change');
    // The account on file is prefilled, its number masked by the server and sent back unedited (D14).
    await expect(page.getByRole('button', { name: /^Bank\b/ })).toHaveText(/BPI/);
    await expect(field(page, 'Account number')).toHaveValue('**** **** **** 7890');
    const request = page.waitForRequest(CHANGE);
    // What this screen sent the shell (its `bankStart`) stays in the recorder when the order is swapped in (D38).
    const before = (await bridge.calls()).length;
    await next(page).click();
    const sent = new URLSearchParams((await request).postData() ?? '');
    expect(sent.get('product_id')).toBe(scenario.query.productId);
    expect(sent.get('accountNumber')).toBe('**** **** **** 7890');
    await page.waitForURL(/\/order\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('source')).toBe('loanDetail');
    expect(url.searchParams.get('token')).toBe(borrower.token);
    expect(url.searchParams.get('orderId')).toBe(scenario.query.orderId);
    expect(url.searchParams.get('productId')).toBe(scenario.query.productId);
    expect(
      await page.evaluate(() => [sessionStorage.getItem('sent-bankEnd'), sessionStorage.getItem('sent-close')]),
    ).toEqual([null, null]);
    expect((await bridge.calls()).slice(before)).toEqual([]);
    // The order says the account changed, once (the key leaves the address).
    await expect(page.getByRole('status').filter({ hasText: 'Your payout account has been changed.' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.has('accountChanged')).toBe(false);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
    await expect(page.getByText('Your payout account has been changed.')).toHaveCount(0);
  });

  test('landscape: the fixed Next bar is as wide as the page column, not the whole screen', async ({
    page,
    openScenario,
  }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await openScenario('bind-bank');
    const bar = await next(page).locator('xpath=ancestor::*[@data-bottom-bar][1]').boundingBox();
    const column = await page.locator('body').boundingBox();
    expect(bar && column).toBeTruthy();
    expect(Math.abs((bar?.width ?? 0) - (column?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((bar?.x ?? 0) - (column?.x ?? 0))).toBeLessThanOrEqual(1);
    expect(column?.width).toBeLessThanOrEqual(480);
  });

  test('a failed save shows the server message and keeps every typed value', async ({ page, openScenario, bridge }) => {
    await openScenario('bind-bank');
    await field(page, 'Account name').fill('Ana Cruz');
    await fillBankAccount(page, '0000000000');
    await next(page).click();
    await expect(
      page.getByText('We could not verify this account number with the bank.', { exact: false }).first(),
    ).toBeVisible();
    await expect(field(page, 'Account number')).toHaveValue('0000 0000 00');
    await expect(field(page, 'Account name')).toHaveValue('Ana Cruz');
    await expect(page.getByRole('button', { name: /^Bank\b/ })).toHaveText(/BDO Unibank/);
    await expect(page.getByRole('button', { name: /^City \/ Province/ })).toHaveText(/Cebu City, Central Visayas/);
    await expect(page.getByRole('button', { name: /^Salary day/ })).toHaveText(/15/);
    await expect(next(page)).toBeEnabled();
    expect(await bridge.calls()).toEqual([['bankStart', '']]);
    await expectAxeClean(page, 'bind-bank: bind-bank, a failed save');
  });

  test('a network failure on save is visible, keeps the values, and Next works again', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('bind-bank');
    await fillBankAccount(page);
    await page.route(SAVE, (route) => route.abort('internetdisconnected'));
    await next(page).click();
    await expect(page.getByText('Network error').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(field(page, 'Account number')).toHaveValue('0012 3456 7890');
    await page.unroute(SAVE);
    await next(page).click();
    await expect
      .poll(() => bridge.calls())
      .toEqual([
        ['bankStart', ''],
        ['bankEnd', ''],
        ['close', ''],
      ]);
  });

  test('D14: a masked prefilled account goes back as received; a long number field keeps every digit', async ({
    page,
    openScenario,
  }) => {
    // The production backend prefills a masked account and sends a number field without maxLength.
    await page.route('**/states/v3/bind-card/card-init**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: Record<string, unknown>[] } };
      body.data.items = body.data.items.map((it) => {
        if (it.code === 'accountNumber') return { ...it, value: '**** **** **** 9876' };
        if (it.code === 'monthlyIncome') return { ...it, inputType: 'number', value: '' };
        return it;
      });
      await route.fulfill({ response: res, json: body });
    });
    await openScenario('bind-bank');
    await expect(field(page, 'Account number')).toHaveValue('**** **** **** 9876');
    const income = field(page, 'Monthly income (₱)');
    await income.pressSequentially('12345678901234');
    await expect(income).toHaveValue('12345678901234');
    await pick(page, /^Bank\b/, 'Bank', 'BDO Unibank');
    await pick(page, /^City \/ Province/, 'City / Province', 'Cebu City, Central Visayas');
    await pick(page, /^Salary day/, 'Salary day', '15');
    const posts = recordPosts(page, /bind-card-new/);
    await next(page).click();
    await expect.poll(() => posts.length).toBe(1);
    const body = Object.fromEntries(new URLSearchParams(posts[0].postData() ?? ''));
    expect(body).toMatchObject({ accountNumber: '**** **** **** 9876', monthlyIncome: '12345678901234' });
  });

  test('D28: a backend that writes the kind as the spec does ("city select") still gets its towns as a picker', async ({
    page,
    openScenario,
  }) => {
    await page.route('**/states/v3/bind-card/card-init**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: Record<string, unknown>[] } };
      body.data.items = body.data.items.map((it) => (it.code === 'city' ? { ...it, cate: 'city select' } : it));
      await route.fulfill({ response: res, json: body });
    });
    await openScenario('bind-bank');
    await expect(page.getByRole('textbox', { name: /City/ })).toHaveCount(0);
    await pick(page, /^Bank\b/, 'Bank', 'BDO Unibank');
    await field(page, 'Account number').fill('001234567890');
    // The city list is long: its picker has the search (ADR 0028), so the towns the backend sent are all there.
    await pick(page, /^City \/ Province/, 'City / Province', 'Cebu City, Central Visayas');
    await pick(page, /^Salary day/, 'Salary day', '15');
    const posts = recordPosts(page, /bind-card-new/);
    await next(page).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0].postData() ?? ''))).toMatchObject({ city: '0730600000' });
  });

  test('D31: a typed or pasted decimal point keeps the pesos whole, and the field says it takes whole numbers', async ({
    page,
    openScenario,
  }) => {
    await openScenario('bind-bank');
    const income = field(page, 'Monthly income (₱)');
    await expect(income).toHaveAccessibleDescription(/Whole numbers only\./);
    await income.pressSequentially('25000.5');
    await expect(income).toHaveValue('25000.5');
    await expect(income).toHaveAccessibleDescription(/Whole numbers only: 25000 is saved\./);
    await income.fill('');
    // Pasted as a borrower writes it.
    await income.evaluate((el: HTMLInputElement) => el.focus());
    await page.evaluate(() => document.execCommand('insertText', false, '25,000.50'));
    await expect(income).toHaveValue('25000.50');
    await expect(page.getByText('Whole numbers only: 25000 is saved.')).toBeVisible();
    await expectAxeClean(page, 'bind-bank: bind-bank, a decimal income pasted');
    await fillBankAccount(page);
    const posts = recordPosts(page, /bind-card-new/);
    await next(page).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0].postData() ?? ''))).toMatchObject({
      monthlyIncome: '25000',
    });
  });

  test('D14: editing the masked account starts a new number, grouped in fours and cut at 19 digits', async ({
    page,
    openScenario,
  }) => {
    await page.route('**/states/v3/bind-card/card-init**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: Record<string, unknown>[] } };
      body.data.items = body.data.items.map((it) =>
        it.code === 'accountNumber' ? { ...it, value: '**** **** **** 9876' } : it,
      );
      await route.fulfill({ response: res, json: body });
    });
    await openScenario('bind-bank');
    const account = field(page, 'Account number');
    await expect(account).toHaveValue('**** **** **** 9876');
    await account.press('End');
    await account.press('Backspace');
    await expect(account).toHaveValue('');
    await account.pressSequentially('12345678901234567890');
    await expect(account).toHaveValue('1234 5678 9012 3456 789');
  });
});

// Pickers that scale (ADR 0028): the country's 1,642 cities and municipalities, found by typing.
for (const dialect of ['ours', 'spec', 'ids'] as const) {
  test.describe(`bind-bank.html: City / Province from every Philippine city and municipality (${dialect})`, () => {
    test.use({ dialect });
    // A whole form walked twice through a sheet of 1,642 places, with an axe check: more than 30 s on a
    // shared 2-core machine.
    test.describe.configure({ timeout: 60_000 });

    test('searched as a Filipino types ("santo" for "Sto.", no accents) and saved with its code', async ({
      page,
      openScenario,
      bridge,
    }) => {
      await openScenario('bind-bank');
      await page.getByRole('button', { name: /^City \/ Province/ }).click();
      const sheet = page.getByRole('dialog', { name: 'City / Province' });
      await expect(sheet.getByText('Showing 50 of 1,642. Type to find yours.')).toBeVisible();
      // A backend written only from the spec sends no freeText: no 'Other' there (D21).
      const other = dialect === 'ours' ? 1 : 0;
      await expect(sheet.getByRole('radio')).toHaveCount(50 + other);
      if (dialect === 'ours') await expectAxeClean(page, 'bind-bank: bind-bank, the City / Province list open');
      const search = sheet.getByRole('searchbox', { name: 'Search City / Province' });
      await search.fill('las pinas');
      await expect(sheet.getByRole('radio', { name: 'Las Piñas City, Metro Manila' })).toBeVisible();
      await search.fill('santo tomas batangas');
      await expect(sheet.getByRole('radio')).toHaveCount(1 + other);
      await sheet.getByRole('radio', { name: 'Sto. Tomas City, Batangas' }).check();
      await expect(sheet.getByText('Selected: Sto. Tomas City, Batangas')).toBeVisible();
      await sheet.getByRole('button', { name: 'Confirm' }).click();
      await expect(sheet).toBeHidden();
      const city = page.getByRole('button', { name: /^City \/ Province/ });
      await expect(city).toHaveText(/Sto\. Tomas City, Batangas/);

      // Opened again: the chosen place is said, and kept while another search hides it.
      await city.click();
      await expect(sheet.getByText('Selected: Sto. Tomas City, Batangas')).toBeVisible();
      await search.fill('cebu');
      await expect(sheet.getByRole('radio', { name: 'Sto. Tomas City, Batangas' })).toHaveCount(0);
      await sheet.getByRole('button', { name: 'Confirm' }).click();
      await expect(city).toHaveText(/Sto\. Tomas City, Batangas/);

      await pick(page, /^Bank\b/, 'Bank', 'BDO Unibank');
      await field(page, 'Account number').fill('001234567890');
      await pick(page, /^Salary day/, 'Salary day', '15');
      // Optional only where the backend says so (`required` is ours): a spec backend's fields are all needed.
      await field(page, 'Monthly income (₱)').fill('25000');
      const request = page.waitForRequest(SAVE);
      await next(page).click();
      expect(new URLSearchParams((await request).postData() ?? '').get('city')).toBe('0401028000');
      await expect
        .poll(() => bridge.calls())
        .toEqual([
          ['bankStart', ''],
          ['bankEnd', ''],
          ['close', ''],
        ]);
    });
  });
}

test.describe('bind-bank.html: a place the list lacks', () => {
  test("'Other: type it' takes what was searched for, and the typed place is saved", async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('bind-bank');
    await page.getByRole('button', { name: /^City \/ Province/ }).click();
    const sheet = page.getByRole('dialog', { name: 'City / Province' });
    await sheet.getByRole('searchbox', { name: 'Search City / Province' }).fill('Poblacion');
    await expect(sheet.getByText('Nothing matches "Poblacion". Choose "Other: type it" to enter it.')).toBeVisible();
    await sheet.getByRole('radio', { name: 'Other: type it' }).check();
    const typed = sheet.getByRole('textbox', { name: 'Your City / Province' });
    await expect(typed).toHaveValue('Poblacion');
    await typed.fill('Poblacion, Pateros');
    await expectAxeClean(page, 'bind-bank: bind-bank, a place typed under Other');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: /^City \/ Province/ })).toHaveText(/Poblacion, Pateros/);
    await pick(page, /^Bank\b/, 'Bank', 'BDO Unibank');
    await field(page, 'Account number').fill('001234567890');
    await pick(page, /^Salary day/, 'Salary day', '15');
    const request = page.waitForRequest(SAVE);
    await next(page).click();
    expect(new URLSearchParams((await request).postData() ?? '').get('city')).toBe('Poblacion, Pateros');
    await expect.poll(() => bridge.calls()).toContainEqual(['close', '']);
  });
});
