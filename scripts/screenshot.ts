/**
 * `npx tsx scripts/screenshot.ts <entry> [query] [out.png]`: a full-page iPhone-size screenshot of one
 * built entry, served by the reference server on a scratch database with the demo borrower's session.
 */
import { chromium, devices } from '@playwright/test';
import { startScratchServer } from '../server/start';
import { DEMO_TOKEN } from '../server/modules/core';

async function main() {
  const [entry = 'customer-service', query = '', out = `reports/${entry}.png`] = process.argv.slice(2);
  const { origin, server, stop } = await startScratchServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
  const { defaultBrowserType: _w, ...iphone } = devices['iPhone 13'];
  const page = await browser.newPage({ ...iphone, deviceScaleFactor: 1 });
  const scenario = server.demoScenarios.find((s) => s.key === query) ?? server.demoScenarios.find((s) => s.entry === entry);
  const qs = new URLSearchParams({ token: DEMO_TOKEN, ...(query.includes('=') ? Object.fromEntries(new URLSearchParams(query)) : (scenario?.query ?? {})) });
  await page.goto(`${origin}/${entry}.html?${qs}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  await page.screenshot({ path: out, fullPage: true });
  console.log(out);
  await browser.close();
  await stop();
}

void main();
