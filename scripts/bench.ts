/**
 * `npm run bench [-- --runs 3 --entry order]`: lab FCP and LCP of each built entry, cold cache, under
 * Lighthouse's Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up) and 4× CPU slowdown, in Debian's
 * Chromium at an iPhone viewport. Medians of N runs; JSON in reports/bench.json. Served by the reference
 * server (gzip on) on a scratch database. A measurement, not a test: it never fails on a number.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { startScratchServer } from '../server/start';
import { DEMO_TOKEN } from '../server/modules/core';
import { loadEntries, ROOT } from '../shared/site/entries';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 3);
const only = arg('entry');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { origin, server, stop } = await startScratchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const { defaultBrowserType: _w, ...iphone } = devices['iPhone 13'];
  const results: { entry: string; fcp: number; lcp: number; runs: { fcp: number; lcp: number }[] }[] = [];

  for (const entry of loadEntries().filter((e) => !only || e.name === only)) {
    const scenario = server.demoScenarios.find((s) => s.entry === entry.name);
    const url = `${origin}/${entry.name}.html?${new URLSearchParams({ token: DEMO_TOKEN, ...(scenario?.query ?? {}) })}`;
    const samples: { fcp: number; lcp: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(iphone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const m = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number }>((resolve) => {
            let lcp = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => {
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
              resolve({ fcp, lcp: lcp || fcp });
            }, 100);
          }),
      );
      samples.push({ fcp: Math.round(m.fcp), lcp: Math.round(m.lcp) });
      await context.close();
    }
    const row = { entry: entry.name, fcp: median(samples.map((s) => s.fcp)), lcp: median(samples.map((s) => s.lcp)), runs: samples };
    results.push(row);
    console.log(`${entry.name.padEnd(24)} FCP ${String(row.fcp).padStart(5)} ms   LCP ${String(row.lcp).padStart(5)} ms`);
  }

  await browser.close();
  await stop();
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports', 'bench.json'), JSON.stringify({ profile: 'Slow 4G + 4x CPU', runs, results }, null, 2));
}

void main();
