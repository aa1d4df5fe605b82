// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHROMIUM, HEADLESS_SHELL, testChromium } from '../../scripts/test-chromium';

describe('testChromium', () => {
  it('takes the headless shell when it is installed', () => {
    expect(testChromium({}, (p) => p === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
  });
  it("falls back to Debian's chromium without it", () => {
    expect(testChromium({}, () => false)).toBe(CHROMIUM);
  });
  it('CHROMIUM_PATH wins over both', () => {
    expect(testChromium({ CHROMIUM_PATH: '/opt/c/chrome' }, () => true)).toBe('/opt/c/chrome');
  });
});
