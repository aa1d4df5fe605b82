/**
 * A toast never covers a control: it sits above a bar fixed at the bottom, and where
 * the bottom would cover a control it moves under the header; never over the control just used. (Above
 * bind bank's Next bar: the bar is marked `data-bottom-bar`, and the toast's bottom is set from its top.)
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

test("'Copied' covers neither the Copy button nor the 'How to pay' link", async ({ page, openScenario, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScenario('repay-period-170');
  const copy = page.getByRole('button', { name: 'Copy' });
  const guide = page.getByRole('link', { name: 'How to pay with a reference number' });
  // A phone whose screen ends just under the link: where a toast near the bottom would sit on it.
  const box = await guide.boundingBox();
  await page.setViewportSize({ width: 390, height: Math.round((box?.y ?? 0) + (box?.height ?? 0) + 90) });
  await expect(copy).toBeInViewport();
  await page.clock.install();
  await copy.click();
  const shown = toast(page, 'Copied');
  await expect(shown).toBeVisible();
  for (const control of [copy, guide, page.getByRole('button', { name: 'Payment', exact: true })])
    expect(await overlaps(shown, control)).toBe(false);
});

test("a network error on Apply now covers neither the agreement checkbox nor 'Apply now'", async ({
  page,
  openScenario,
}) => {
  await openScenario('loan-confirm');
  await page.route('**/loan-detail-push**', (route) => route.abort('internetdisconnected'));
  const apply = page.getByRole('button', { name: 'Apply now' });
  await apply.click();
  const shown = toast(page, 'Network error');
  await expect(shown).toBeVisible();
  expect(await overlaps(shown, apply)).toBe(false);
  expect(await overlaps(shown, page.getByRole('checkbox'))).toBe(false);
});
