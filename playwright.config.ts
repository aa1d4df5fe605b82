/**
 * End-to-end tests: the built pages served by the reference server (fresh temporary database, started
 * in test/e2e/global-setup.ts on a free port), in Debian's Chromium (its headless shell when installed:
 * scripts/test-chromium.ts, ADR 0018) at an iPhone-size viewport.
 * Never `npx playwright install`: there is no browser download here (toolchain note).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from './scripts/test-chromium';
import { SAMPLE_SEED } from './test/e2e/sample';

// The sweeps' sample is the run's, not each worker's: a commit made while the suite runs changes nothing
// (the workers inherit the seed the runner read, test/e2e/sample.ts).
process.env.E2E_SAMPLE_SEED = SAMPLE_SEED;

const { defaultBrowserType: _webkit, ...iphone } = devices['iPhone 13'];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  // A stray `test.only` would turn CI green on a subset of the suite.
  forbidOnly: !!process.env.CI,
  workers: 2,
  // CI retries a failed test once and reports it as flaky (the list shows it); locally nothing is retried,
  // so a flaky test is seen where it can be fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    ...iphone,
    // The iPhone's layout (390×844, touch, mobile viewport) at 1× pixels: nothing here compares pictures,
    // and rasterising 3× pixels in software was a large part of each test's CPU.
    deviceScaleFactor: 1,
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    trace: process.env.PW_TRACE === 'keep' ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: {
      executablePath: testChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
});
