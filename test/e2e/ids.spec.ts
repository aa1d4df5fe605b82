/**
 * Identifiers a backend chose (contract D23): the reference server's `ids` dialect sends text ids with a
 * prefix (`card_5`, `RR-20261125-0003`, `P-2`, `agr-1`, `pos-1`) and 64-bit order and complaint ids as
 * strings (`1864209123456789005`), also inside its links. Each path that sends an id back is walked here,
 * and every id it sends must be one it received, exactly (`watchIds`). The sweep of every entry in this
 * dialect is in dialects.spec.ts.
 */
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { expect, test } from './fixtures';
import { watchIds } from './ids';
import { applyLoop, repayLoop } from './money-loops';

test.use({ dialect: 'ids' });

const BIG = /^\d{19}$/;

test.describe('ids the backend chose go back exactly', () => {
  test('legacy repayment: a text card id, commit → the code for a text record id → confirm → the order', async ({
    page,
    openScenario,
  }) => {
    const ids = await watchIds(page);
    const scenario = await openScenario('legacy-repay-170');
    expect(scenario.query.orderId).toMatch(BIG);
    await page.getByRole('radio', { name: /BDO Unibank/ }).check();
    const commit = page.waitForRequest('**/states/api/repayment/repayment-commit**');
    await page.getByRole('button', { name: 'Repay now' }).click();
    expect(new URLSearchParams((await commit).postData() ?? '').get('cardId')).toMatch(/^card_\d+$/);
    await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
    const confirm = page.waitForRequest('**/states/api/repayment/repayment-confirm**');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const sent = new URLSearchParams((await confirm).postData() ?? '');
    expect(sent.get('repaymentRecordId')).toMatch(/^RR-20261125-\d+$/);
    expect(sent.get('orderId')).toBe(scenario.query.orderId);
    await page.waitForURL(new RegExp(`/order\\.html\\?.*orderId=${scenario.query.orderId}`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText(LOAD_FAILED_MESSAGE)).toHaveCount(0);
    ids.expectExact();
  });

  test('complaints: a 64-bit id from the list opens its details and is rated under the same id', async ({
    page,
    openScenario,
  }) => {
    const ids = await watchIds(page);
    await page.clock.install();
    await openScenario('complaint-list');
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Processed' }).click();
    await panel.getByRole('link').click();
    await page.waitForURL(/complaint-details\.html/);
    const problemId = new URL(page.url()).searchParams.get('problemId') ?? '';
    expect(problemId).toMatch(BIG);
    await expect(page.getByText('Process Result')).toBeVisible();
    await page.clock.runFor(3600);
    const modal = page.getByRole('dialog', { name: 'Please rate this service' });
    await modal.getByRole('radio', { name: '4 stars' }).click();
    const score = page.waitForRequest('**/states/user-problem/save-score**');
    await modal.getByRole('button', { name: 'Send' }).click();
    expect(new URLSearchParams((await score).postData() ?? '').get('problemId')).toBe(problemId);
    await expect(modal).toBeHidden();
    ids.expectExact();
  });

  test('loan confirm: each agreement keeps its text id and position; contract-jump gets them back', async ({
    page,
    openScenario,
  }) => {
    const ids = await watchIds(page);
    const offer = await openScenario('loan-confirm');
    expect(offer.query.productId).toMatch(/^P-\d+$/);
    const docs = page.getByRole('list', { name: 'Agreements' }).getByRole('button');
    await expect(docs.first()).toHaveText('Loan Agreement');
    const jump = page.waitForRequest('**/states/v3/contract/contract-jump**');
    await docs.first().click();
    const sent = new URLSearchParams((await jump).postData() ?? '');
    expect(sent.get('position')).toMatch(/^pos-\d+$/);
    expect(sent.get('productId')).toBe(offer.query.productId);
    await expect(page.getByRole('dialog', { name: 'Loan Agreement' })).toBeVisible();
    ids.expectExact();
  });

  test('the money loops: repay through the provider and back, apply for a new order', async ({
    page,
    openScenario,
  }) => {
    const ids = await watchIds(page);
    await repayLoop(page, openScenario);
    await applyLoop(page, openScenario);
    // The pay link's channel and the new order's ids came from the backend too.
    expect(ids.sent.some((s) => s.name === 'channelNumber' && s.value.startsWith('CH-'))).toBe(true);
    ids.expectExact();
  });
});
