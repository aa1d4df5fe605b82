// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCssMathFalseReport, realErrors } from '../../scripts/check-html';

const TYPES = (property: string) => `CSS: “${property}”: The types are incompatible.`;

describe('check:html: the known false report and nothing else is left aside', () => {
  const css = 'a{color:red}p{font-size:max(calc(4 * var(--vw)), 1rem)}h1{width:calc(1px + 2px)}';

  it('is the types message pointing into a max(), min() or clamp() declaration that holds a var()', () => {
    const at = css.indexOf('1rem)}') + 4;
    expect(isCssMathFalseReport({ type: 'error', message: TYPES('font-size'), lastLine: 1, lastColumn: at }, css)).toBe(
      true,
    );
    const clamp = ':root{--x:clamp(1rem, var(--vw), 2rem)}';
    expect(
      isCssMathFalseReport({ type: 'error', message: TYPES('--x'), lastLine: 1, lastColumn: clamp.length - 1 }, clamp),
    ).toBe(true);
  });

  it('is not the same message elsewhere, nor another message at the same place', () => {
    const calc = css.indexOf('2px)}') + 4;
    expect(isCssMathFalseReport({ type: 'error', message: TYPES('width'), lastLine: 1, lastColumn: calc }, css)).toBe(
      false,
    );
    const at = css.indexOf('1rem)}') + 4;
    expect(
      isCssMathFalseReport(
        { type: 'error', message: 'CSS: “font-size”: Too many values.', lastLine: 1, lastColumn: at },
        css,
      ),
    ).toBe(false);
    // The previous declaration's max() does not excuse this one.
    const next = 'p{font-size:max(var(--a), 1rem);width:10qq}';
    expect(
      isCssMathFalseReport({ type: 'error', message: TYPES('width'), lastLine: 1, lastColumn: next.length - 1 }, next),
    ).toBe(false);
  });

  it('realErrors keeps every other error, with its file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-html-'));
    const file = join(dir, 'order.html');
    writeFileSync(file, `<!doctype html>\n<style>${css}</style><div aria-label="Loading"></div>`);
    const url = pathToFileURL(file).href;
    const errors = realErrors(
      [
        { type: 'error', url, message: TYPES('font-size'), lastLine: 2, lastColumn: css.indexOf('1rem)}') + 11 },
        {
          type: 'error',
          url,
          message: 'The “aria-label” attribute must not be specified on any “div” element…',
          lastLine: 2,
          lastColumn: 90,
        },
        { type: 'info', url, message: 'Trailing slash on void elements has no effect.' },
      ],
      dir,
    );
    expect(errors.map((e) => [e.file, e.message.message.slice(0, 24)])).toEqual([
      ['order.html', 'The “aria-label” attribu'],
    ]);
  });
});
