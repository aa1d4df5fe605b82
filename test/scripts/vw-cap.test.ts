// @vitest-environment node
import postcss from 'postcss';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { describe, expect, it } from 'vitest';
import { vwCap } from '../../scripts/vite/vw-cap';

const run = (css: string) =>
  postcss([pxToViewport({ viewportWidth: 375, minPixelValue: 2 }), vwCap()]).process(css, { from: undefined }).css;

describe('px → vw, capped', () => {
  it('turns design px into multiples of --vw, custom properties included', () => {
    expect(run('a { font-size: 15px; margin: 0 auto 30px; border: 1px solid red }')).toBe(
      'a { font-size: calc(4 * var(--vw)); margin: 0 auto calc(8 * var(--vw)); border: 1px solid red }',
    );
    expect(run(':root { --gap: 15px }')).toBe(':root { --gap: calc(4 * var(--vw)) }');
  });

  it('leaves the unit itself and ignored declarations alone', () => {
    // The plugin drops the ignore comment once it has honoured it.
    expect(run(':root { --vw: 1vw } b { max-width: 480px; /* px-to-viewport-ignore */ }')).toBe(
      ':root { --vw: 1vw } b { max-width: 480px; }',
    );
  });
});
