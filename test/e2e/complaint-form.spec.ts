import { NOT_AN_IMAGE_MESSAGE } from '../../server/modules/complaint';
import { said, tr } from './catalog';
import { makeImages } from './complaint-helpers';
import { expect, expectAxeClean, test } from './fixtures';
import type { Page } from '@playwright/test';

const EMPTY = 'Please fill in your comments and suggestions';

async function waitForUploads(page: Page, count: number) {
  await expect(page.getByRole('button', { name: /^Remove image/ })).toHaveCount(count);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Retry image/ })).toHaveCount(0);
}

test.describe('complaint-form.html', () => {
  test('the whole path: home → collection sub-type → form → 3 images → send → list → details', async ({
    page,
    openScenario,
    borrower,
  }) => {
    // Four pages, three uploads and two axe passes: 10 s on a quiet machine, up to 35 s on a loaded one.
    test.slow();
    await openScenario('complaint-home');
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await page.getByRole('button', { name: 'Harassing calls or messages' }).click();
    await page.waitForURL(/complaint-form\.html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible();
    const tags = page.getByRole('list', { name: 'Complaint type' });
    await expect(tags).toContainText('Collection');
    await expect(tags).toContainText('Harassing calls or messages');

    const text = 'The collector called me 12 times today before 7 am.';
    await page.getByLabel('Description').fill(text);
    await expect(page.getByText(`${text.length}/200`)).toBeVisible();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/upload-problem-img')) uploads.push(r.headers()['content-type'] ?? '');
    });
    await page.getByLabel('Add image').setInputFiles(await makeImages(page, 3));
    await waitForUploads(page, 3);
    expect(uploads).toHaveLength(3);
    // Multipart bodies are not exposed to Playwright; the server accepts only the field `problemImage`.
    for (const type of uploads) expect(type).toMatch(/^multipart\/form-data; boundary=/);
    await expectAxeClean(page, 'complaint-form: from complaint-home, three images added');

    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/problem-save')) saves.push(r.postData() ?? '');
    });
    // D39: the modal shows the complaint's number and stays until OK (no timer to race axe); OK leaves for
    // the complaint home. The home's page is refused once, so its address is checked before it opens.
    let homeUrl = '';
    await page.route(/\/complaint\.html/, (route) => {
      homeUrl = route.request().url();
      return route.abort('aborted');
    });
    await page.getByRole('button', { name: 'Send' }).click();
    const modal = page.getByRole('dialog', { name: 'Successfully Sent' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Complaint number')).toBeVisible();
    await expectAxeClean(page, 'complaint-form: from complaint-home, sent');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => homeUrl).not.toBe('');
    await page.unroute(/\/complaint\.html/);
    await page.goto(homeUrl);
    const home = new URL(homeUrl).searchParams;
    expect(home.get('token')).toBe(borrower.token);
    expect(home.get('problemType')).toBeNull();
    expect(saves).toHaveLength(1);
    const sent = new URLSearchParams(saves[0]);
    expect(sent.get('problemType')).toBe('1');
    expect(sent.get('problemSonType')).toBe('1');
    expect(sent.get('problemDetail')).toBe(text);
    expect(sent.get('problemImage')?.split(',')).toHaveLength(3);
    expect(await page.evaluate(() => localStorage.getItem('complaint-draft'))).toBeNull();

    await page.getByRole('link', { name: 'My complaints' }).click();
    await page.waitForURL(/complaint-list\.html/);
    await expect(page.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    const item = page.getByRole('link').filter({ hasText: text });
    await expect(item).toContainText('Collection - Harassing calls or messages');
    await item.click();
    await page.waitForURL(/complaint-details\.html/);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Enlarge image: Complaint image/ })).toHaveCount(3);
  });

  test('D39: a save that names no number: the modal says where the complaint is and leaves after 1.5 s', async ({
    page,
    openScenario,
  }) => {
    // A backend written from the spec alone answers 'success' with no data.
    await page.route('**/user-problem/problem-save**', (route) =>
      route.fulfill({ json: { code: 0, message: 'success', data: null } }),
    );
    await openScenario('complaint-form');
    await page.getByLabel('Description').fill('The collector called me twice.');
    await page.clock.install();
    await page.getByRole('button', { name: 'Send' }).click();
    const modal = page.getByRole('dialog', { name: 'Successfully Sent' });
    await expect(modal).toContainText('You can follow it in My complaints.');
    await expect(modal.getByText('Complaint number')).toHaveCount(0);
    await expect(modal.getByRole('button')).toHaveCount(0);
    await page.clock.runFor(1500);
    await page.waitForURL(/\/complaint\.html\?/);
  });

  test('the description keeps at most 200 characters and the counter shows it', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    const box = page.getByLabel('Description');
    await box.fill('a'.repeat(250));
    await expect(box).toHaveValue('a'.repeat(200));
    await expect(page.getByText('200/200')).toBeVisible();
    await box.press('End');
    await box.pressSequentially('bcd');
    await expect(box).toHaveValue('a'.repeat(200));
  });

  test('D31: 304 characters pasted keep the first 200, and the screen says how many were kept', async ({
    page,
    openScenario,
  }) => {
    await openScenario('complaint-form');
    const box = page.getByLabel('Description');
    await box.focus();
    const pasted = `${'a'.repeat(200)}${'b'.repeat(104)}`;
    await box.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, pasted);
    await expect(box).toHaveValue('a'.repeat(200));
    await expect(page.getByText('200/200')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The description holds' })).toHaveText(
      'The description holds 200 characters: 200 of the 304 you pasted were kept.',
    );
    await expect(box).toHaveAccessibleDescription(/200 of the 304 you pasted were kept/);
  });

  test('empty text: the message, and nothing is sent', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/problem-save')) saves++;
    });
    await page.getByLabel('Description').fill('   ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: EMPTY })).toBeVisible();
    expect(saves).toBe(0);
  });

  test('at most 9 images: the add control hides at 9 and comes back after a removal', async ({
    page,
    openScenario,
  }) => {
    await openScenario('complaint-form');
    const add = page.getByLabel('Add image');
    await expect(add).toHaveAttribute('accept', 'image/*');
    // Ten chosen: the toast says why one was left out (it may be replaced by an upload toast at once
    // on a fast machine), and the limit stays written where the add control was.
    const limitToast = page.waitForFunction(() =>
      [...document.querySelectorAll('[role="status"]')].some((el) =>
        el.textContent?.includes('You can add up to 9 images'),
      ),
    );
    await add.setInputFiles(await makeImages(page, 10));
    await limitToast;
    await waitForUploads(page, 9);
    await expect(page.getByLabel('Add image')).toHaveCount(0);
    await expect(
      page.getByText('You can add up to 9 images', { exact: true }).and(page.locator('.cf-limit')),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Remove image 4' }).click();
    await expect(page.getByRole('button', { name: /^Remove image/ })).toHaveCount(8);
    await expect(page.getByLabel('Add image')).toHaveCount(1);
  });

  test('a reload keeps the draft (text and uploaded images)', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    await page.getByLabel('Description').fill('Draft that must survive');
    await page.getByLabel('Add image').setInputFiles(await makeImages(page, 2));
    await waitForUploads(page, 2);
    await page.reload();
    await expect(page.getByLabel('Description')).toHaveValue('Draft that must survive');
    await expect(page.getByRole('img', { name: /^Image \d/ })).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', /^\/files\/complaints\//);
  });

  test('a big photo is shrunk to 1600 px and re-encoded as JPEG before upload', async ({
    page,
    openScenario,
    request,
  }) => {
    await openScenario('complaint-form');
    const [big] = await makeImages(page, 1, 2400, 1200, 'png');
    await page.getByLabel('Add image').setInputFiles(big);
    await waitForUploads(page, 1);
    const url = await page.evaluate(
      () => JSON.parse(localStorage.getItem('complaint-draft') as string).images[0] as string,
    );
    expect(url).toMatch(/\.jpg$/);
    const bytes = await (await request.get(url)).body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, url);
    expect(size).toEqual([1600, 800]);
  });

  test('a failed upload shows Retry, and the retry uploads it', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    await page.route('**/upload-problem-img**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Add image').setInputFiles(await makeImages(page, 1));
    const retry = page.getByRole('button', { name: 'Retry image 1' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toBeVisible();
    await page.getByLabel('Description').fill('With a photo');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'An image did not upload. Tap Retry or remove it.' }),
    ).toBeVisible();
    await page.unroute('**/upload-problem-img**');
    await retry.click();
    await waitForUploads(page, 1);
  });

  for (const lang of ['en', 'fil'] as const)
    test(`${lang}, 320 px: a file the server refuses is not added, its message stays, and Send works`, async ({
      page,
      openScenario,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openScenario('complaint-form', lang === 'fil' ? { lang } : {});
      // Beside the images (the toast that also says it goes by itself).
      const images = page.getByRole('region', {
        name: new RegExp(
          `^${tr(lang, 'Evidence images ({count}/{max})')
            .replace(/[()]/g, '\\$&')
            .replace(/\{\w+\}/g, '\\d')}$`,
        ),
      });
      const refusal = images.getByRole('status').filter({ hasText: said(lang, NOT_AN_IMAGE_MESSAGE) });
      await page
        .getByLabel(tr(lang, 'Add image'))
        .setInputFiles([{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') }]);
      await expect(refusal).toBeVisible();
      // Not counted, no tile, no Retry that could never mend it.
      await expect(
        page.getByRole('heading', { name: tr(lang, 'Evidence images ({count}/{max})', { count: '0', max: '9' }) }),
      ).toBeVisible();
      await expect(page.getByRole('img')).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr(lang, 'Retry') })).toHaveCount(0);
      // The message stays while the borrower writes, until the next choice of a file.
      await page.getByLabel(tr(lang, 'Description')).fill('A photo that would not open');
      await expect(refusal).toBeVisible();
      await page.getByLabel(tr(lang, 'Add image')).setInputFiles(await makeImages(page, 1));
      await expect(refusal).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: tr(lang, 'Evidence images ({count}/{max})', { count: '1', max: '9' }) }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      await page.getByRole('button', { name: tr(lang, 'Send') }).click();
      await expect(page.getByRole('dialog', { name: tr(lang, 'Successfully Sent') })).toBeVisible();
    });

  test('upload progress is shown while the image goes up', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/upload-problem-img**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Add image').setInputFiles(await makeImages(page, 1));
    await expect(page.getByRole('progressbar', { name: 'Uploading image 1' })).toBeVisible();
    release();
    await waitForUploads(page, 1);
  });

  test('Send is guarded against a second tap: one request', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    let saves = 0;
    await page.route('**/problem-save**', async (route) => {
      saves++;
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByLabel('Description').fill('Only once');
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await send.click({ force: true }).catch(() => undefined);
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(saves).toBe(1);
  });

  test('a failed send keeps what was typed', async ({ page, openScenario }) => {
    await openScenario('complaint-form');
    await page.route('**/problem-save**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Description').fill('Keep me');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveValue('Keep me');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

test.describe('the complaint flow carries its order', () => {
  test('two complaints in a row against an order that is not the newest both go against that order', async ({
    page,
    openScenario,
  }) => {
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/problem-save')) saves.push(new URLSearchParams(r.postData() ?? '').get('orderNo') ?? '');
    });
    await openScenario('complaint-home-no-collection');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const orders = page.getByRole('list', { name: 'All orders' }).getByRole('button');
    // The last order listed: never the one the backend selects by default.
    const chosen = orders.and(page.locator('[aria-pressed="false"]')).last();
    const orderNo = String((await chosen.locator('.cp-muted').textContent())?.split(' · ')[0]).trim();
    await chosen.click();
    for (let round = 1; round <= 2; round++) {
      await expect(page.locator('.cp-order__rows')).toContainText(orderNo);
      await page.getByRole('button', { name: 'Repayment' }).click();
      await page.waitForURL(/complaint-form\.html/);
      await expect(page.getByText(`Order ${orderNo}`)).toBeVisible();
      await page.getByLabel('Description').fill(`Complaint ${round} about ${orderNo}`);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('dialog', { name: 'Successfully Sent' }).getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/complaint\.html/);
    }
    expect(saves).toEqual([orderNo, orderNo]);
    await expect(page.locator('.cp-order__rows')).toContainText(orderNo);
  });
});
