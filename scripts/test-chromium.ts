/**
 * The Chromium the e2e suite and the size check drive (ADR 0018): Debian's `chromium-headless-shell` when
 * it is installed, else Debian's `chromium`; `CHROMIUM_PATH` overrides both. The headless shell is the
 * same Blink build without the desktop browser around it (what Playwright itself runs headless); here it
 * ran the e2e suite in about half the time. The bench and Lighthouse keep the full browser: they measure
 * what a phone's browser paints.
 */
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The switches every Chromium we drive starts with (tests, bench): no sandbox in a container, no GPU, no
 * background traffic that would land in a measurement or a request log.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @example chromium.launch({ executablePath: testChromium(), args: [...CHROMIUM_ARGS] }) */
export function testChromium(
  env: NodeJS.ProcessEnv = process.env,
  has: (path: string) => boolean = existsSync,
): string {
  return env.CHROMIUM_PATH || (has(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
