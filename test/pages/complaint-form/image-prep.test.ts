// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_SIDE } from '../../../pages/complaint-form/image-prep';

describe('fitWithin', () => {
  it('shrinks the longest side to 1600 px, keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(2400, 1200)).toEqual({ width: 1600, height: 800 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
  });

  it('keeps a very thin picture at least 1 px wide', () => {
    expect(fitWithin(10000, 2)).toEqual({ width: 1600, height: 1 });
  });

  it('answers 0×0 for a picture with no size', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });

  it('for any size: fits the limit, never grows, keeps the ratio within rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (w, h) => {
        const out = fitWithin(w, h);
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(MAX_SIDE);
        expect(out.width).toBeLessThanOrEqual(w);
        expect(out.height).toBeLessThanOrEqual(h);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        if (Math.max(w, h) > MAX_SIDE) expect(Math.max(out.width, out.height)).toBe(MAX_SIDE);
        // Rounding moves each side by at most half a pixel (a side under 1 px is raised to 1).
        const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
        if (w * scale >= 1) expect(Math.abs(out.width - w * scale)).toBeLessThanOrEqual(0.5 + 1e-9);
        if (h * scale >= 1) expect(Math.abs(out.height - h * scale)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
