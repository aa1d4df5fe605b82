// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { config } from '../../../shared/config/config';

/** WCAG 2.x relative luminance of a #RGB or #RRGGBB colour. */
function luminance(hex: string): number {
  const m = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const full = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21, independent of argument order. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const AA_TEXT = 4.5;
const AA_LARGE_TEXT = 3;

describe('contrast (the checker itself)', () => {
  it('gives the known WCAG values', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrast('#FFF', '#777')).toBeCloseTo(4.48, 2);
    expect(contrast('#777777', '#FFFFFF')).toBe(contrast('#FFFFFF', '#777777'));
  });
});

describe('config.theme contrast (WCAG AA)', () => {
  const t = config.theme;

  it.each([
    ['onPrimary on primaryStrong (buttons, tags)', t.onPrimary, t.primaryStrong],
    ['text on background', t.text, t.background],
    ['text on surface', t.text, t.surface],
    ['textMuted on background', t.textMuted, t.background],
    ['textMuted on surface', t.textMuted, t.surface],
    ['danger on surface', t.danger, t.surface],
  ])('%s is at least 4.5:1', (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('white on the brand purple #896CFE is below 4.5:1 but at least 3:1, so large bold text only', () => {
    expect(t.primary.toUpperCase()).toBe('#896CFE');
    const ratio = contrast('#FFFFFF', t.primary);
    expect(ratio).toBeLessThan(AA_TEXT);
    expect(ratio).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
    expect(ratio).toBeCloseTo(3.72, 2);
  });
});
