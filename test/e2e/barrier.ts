import type { Page } from '@playwright/test';

/**
 * Waits until every request the page started before this call has been reported, without a fixed sleep:
 * a tap handler sends its call within the same task (the transport chunk is already loaded once the page
 * shows data), so a request the page makes afterwards reaches the network after it. Use it before
 * asserting that a tap sent nothing.
 * @example await tap(); await requestsSettled(page); expect(posts).toHaveLength(0);
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `/__barrier-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((path) => void fetch(path).catch(() => undefined), marker);
  await seen;
}
