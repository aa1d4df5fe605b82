// @vitest-environment node
import postcss from 'postcss';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { describe, expect, it } from 'vitest';
import { vwCap } from '../../scripts/vite/vw-cap';

const run = (css: string) =>
  postcss([pxToViewport({ viewportWidth: 375, minPixelValue: 2 }), vwCap()]).process(css, { from: undefined }).css;

describe('px → vw, capped', () => {
  it('turns design px into multiples of --vw, custom properties included', () => {
    expect(run('a { margin: 0 auto 30px; border: 1px solid red }')).toBe(
      'a { margin: 0 auto calc(8 * var(--vw)); border: 1px solid red }',
    );
    expect(run(':root { --gap: 15px }')).toBe(':root { --gap: calc(4 * var(--vw)) }');
  });

  it('gives every type size a floor at the design size in rem: never smaller, and it follows the text setting (ADR 0019)', () => {
    expect(run('a { font-size: 15px }')).toBe('a { font-size: max(calc(4 * var(--vw)), 0.9375rem) }');
    expect(run('input { font-size: 16px }')).toBe('input { font-size: max(calc(4.26667 * var(--vw)), 1rem) }');
    expect(run(':root { --font-size-small: 13px }')).toBe(
      ':root { --font-size-small: max(calc(3.46667 * var(--vw)), 0.8125rem)}',
    );
    // Not a single length (a shorthand, a calc of its own): left as a plain --vw multiple.
    expect(run('a { font: 600 15px/1.5 sans-serif }')).toBe('a { font: 600 calc(4 * var(--vw))/1.5 sans-serif }');
  });

  it('leaves the unit itself and ignored declarations alone', () => {
    // The plugin drops the ignore comment once it has honoured it.
    expect(run(':root { --vw: 1vw } b { max-width: 480px; /* px-to-viewport-ignore */ }')).toBe(
      ':root { --vw: 1vw } b { max-width: 480px; }',
    );
  });
});
