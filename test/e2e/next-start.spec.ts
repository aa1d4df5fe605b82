/**
 * The next screen starts when the finger lands (ADR 0048): a finger on the order's Repayment starts the
 * instalment page's read, whose answer the next page adopts (the read crosses the network once); a touch
 * that becomes a scroll leaves nothing the next page would adopt; Save-Data starts nothing. Touches are
 * the browser's own (CDP touch events, as a phone's), held as long as the test needs: no fixed waits.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ hasTouch: true, isMobile: true });

const READ = '/states/v3/repay/loan-play-detail';

async function finger(page: Page, name: string) {
  const control = page.getByRole('button', { name, exact: true });
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd' | 'touchCancel') =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [point] : [] });
  return { down: () => touch('touchStart'), up: () => touch('touchEnd'), cancel: () => touch('touchCancel') };
}

const reads = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === READ) seen.push(r.frame().url());
  });
  return seen;
};

const slot = (page: Page) => page.evaluate(() => sessionStorage.getItem('pb.next'));

test('a finger on Repayment: the instalment read starts on the order page and the next page adopts it', async ({
  page,
  openScenario,
}) => {
  // What a navigation takes from the HTTP cache (ADR 0051): this tap must load a document (a tab's `pb.swap`
  // off). A swap takes the touch's document itself (swap.spec.ts).
  await page.addInitScript(() => sessionStorage.setItem('pb.swap', 'off'));
  await openScenario('order-170');
  await expect(page.locator('html[data-fingers="watched"]')).toBeAttached();
  const seen = reads(page);
  const documents: Request[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/repay-period.html' && documents.push(r));
  // Where the browser took the next document from: its cache, or the server.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const cached: string[] = [];
  cdp.on(
    'Network.responseReceived',
    (e) => e.type === 'Document' && e.response.fromDiskCache && cached.push(e.response.url),
  );
  const repayment = await finger(page, 'Repayment');
  await repayment.down();
  // The answer is on its way to the next page before the finger lifts.
  await expect.poll(() => slot(page)).not.toBeNull();
  expect(seen).toHaveLength(1);
  await repayment.up();
  await page.waitForURL(/repay-period\.html/);
  await expect(page.getByText('₱3,230.00').first()).toBeVisible();
  // Asked once, by the order page: the instalment page sent nothing of its own.
  expect(seen).toHaveLength(1);
  expect(await slot(page)).toBeNull();
  // The document the touch fetched is the very URL the tap opened (the session keys left the address bar
  // in between), still fresh: the navigation takes it from the browser's cache (ADR 0051).
  const touched = documents.filter((r) => r.resourceType() === 'fetch' && new URL(r.url()).search);
  const opened = documents.filter((r) => r.resourceType() === 'document');
  expect(touched.map((r) => r.url())).toHaveLength(1);
  expect(opened.map((r) => r.url())).toEqual(touched.map((r) => r.url()));
  expect(cached).toEqual(touched.map((r) => r.url()));
});

test('a touch that becomes a scroll costs one read and leaves nothing; Save-Data starts nothing', async ({
  page,
  openScenario,
}) => {
  await openScenario('order-170');
  await expect(page.locator('html[data-fingers="watched"]')).toBeAttached();
  const seen = reads(page);
  const finished = new Promise<void>((resolve) =>
    page.on('requestfinished', (r) => new URL(r.url()).pathname === READ && resolve()),
  );
  const repayment = await finger(page, 'Repayment');
  await repayment.down();
  await repayment.cancel();
  await finished;
  expect(seen).toHaveLength(1);
  expect(await slot(page)).toBeNull();
  await expect(page).toHaveURL(/order\.html/);

  // Save-Data: the phone asks for it; the finger starts neither the document nor the read.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  const documents: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/repay-period.html' && documents.push(r.url()));
  await repayment.down();
  await repayment.cancel();
  // A request sent after the touch: the browser reports requests in order, so one the touch started
  // would have been seen before it.
  await Promise.all([
    page.waitForRequest('**/__after-touch'),
    page.evaluate(() => void fetch('/__after-touch').catch(() => undefined)),
  ]);
  expect(seen).toHaveLength(1);
  expect(documents).toEqual([]);
});
