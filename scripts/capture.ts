/**
 * One Chromium and one way to photograph a built entry, shared by `scripts/screenshot.ts` (one entry)
 * and `scripts/screenshots.ts` (the gallery): the iPhone 13's screen as the shell's web view fills it.
 */
import { chromium, devices } from '@playwright/test';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

const { defaultBrowserType: _webkit, ...iphone13 } = devices['iPhone 13'];

/** The whole 390×844 screen (no Safari toolbars in a WKWebView), at `scale` device pixels per CSS pixel. */
export function iphone(scale = 1): BrowserContextOptions {
  return { ...iphone13, viewport: { width: 390, height: 844 }, deviceScaleFactor: scale };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--hide-scrollbars',
    ],
  });
}

/**
 * Opens `url` and waits until React has mounted (`<html data-mounted>`, set by `mount()`), the first
 * calls have answered and web fonts are in, then writes a PNG with CSS animations stopped at their end.
 */
export async function capture(
  page: Page,
  url: string,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('html[data-mounted="true"]')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => {
      // A scenario that leaves the entry (a continue link) lands on a page that may not be ours: shoot it as is.
    });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: 'disabled', caret: 'hide' });
}
