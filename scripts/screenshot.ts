/**
 * `npx tsx scripts/screenshot.ts <entry> [scenario-key | query] [out.png]`: a full-page iPhone-size
 * screenshot of one built entry, served by the reference server on a scratch database with the demo
 * borrower's session. `npm run screenshots` photographs every entry and scenario.
 */
import { startScratchServer } from '../server/start';
import { DEMO_TOKEN } from '../server/modules/core';
import { capture, iphone, launchChromium } from './capture';

async function main() {
  const [entry = 'customer-service', query = '', out = `reports/${entry}.png`] = process.argv.slice(2);
  const { origin, server, stop } = await startScratchServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage(iphone(1));
    const scenario =
      server.demoScenarios.find((s) => s.key === query) ?? server.demoScenarios.find((s) => s.entry === entry);
    const qs = new URLSearchParams({
      token: DEMO_TOKEN,
      ...(query.includes('=') ? Object.fromEntries(new URLSearchParams(query)) : (scenario?.query ?? {})),
    });
    await capture(page, `${origin}/${entry}.html?${qs}`, out, { fullPage: true });
    console.log(out);
  } finally {
    await browser.close();
    await stop();
  }
}

void main();
