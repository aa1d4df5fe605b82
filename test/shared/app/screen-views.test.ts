/**
 * The screens a swap puts in (D38, ADR 0060), as the field reports read them: where each one's time starts
 * (the touch, the click, Back, or the page's own opening after a call), the entry it came from, and the
 * first frame that shows its data, or none when its load failed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSwap, screenViews, startOf, TAP_MS, watchInputs } from '../../../shared/app/screen-views';

const never = -Infinity;

describe('startOf', () => {
  it.each([
    ['a finger: from its touchstart', 'push', 1000, { touch: 800, click: 900, back: never }, 'touch', 800],
    ['a click with no touch before it', 'push', 1000, { touch: never, click: 950, back: never }, 'click', 950],
    ['an old touch and a new click', 'push', 5000, { touch: 100, click: 4990, back: never }, 'click', 4990],
    ['Back: from its event', 'pop', 1000, { touch: 10, click: 20, back: 990 }, 'back', 990],
    [
      'the page opening it after the tap’s call',
      'replace',
      3000,
      { touch: 800, click: 900, back: never },
      'code',
      3000,
    ],
  ] as const)('%s', (_, how, opened, last, input, start) => {
    expect(startOf(how, opened, last)).toEqual({ input, start });
  });

  it(`takes a click up to ${TAP_MS} ms before the opening as its tap`, () => {
    expect(startOf('push', 2000, { touch: never, click: 2000 - TAP_MS, back: never }).input).toBe('click');
    expect(startOf('push', 2001, { touch: never, click: 2000 - TAP_MS, back: never }).input).toBe('code');
  });
});

describe('noteSwap', () => {
  let root: HTMLElement;
  beforeEach(() => {
    screenViews.length = 0;
    history.replaceState(null, '', '/repay-period.html');
    root = document.createElement('div');
    document.body.append(root);
    watchInputs();
  });
  afterEach(() => {
    root.remove();
    vi.restoreAllMocks();
  });
  const frame = () => new Promise((r) => requestAnimationFrame(r));

  it('names the screen and the one before it, and times its first frame without a loading placeholder', async () => {
    // The old screen leaves, the frame goes in (its skeleton), in one task; the data replaces it later.
    noteSwap('repay-code', 'push', root);
    root.innerHTML = '<main><div class="card"><span class="skeleton"></span></div></main>';
    await frame();
    expect(screenViews[0]).toMatchObject({ entry: 'repay-code', from: 'repay-period' });
    expect(screenViews[0]!.ms).toBeUndefined();
    root.innerHTML = '<main><p>₱3,230.00</p></main>';
    await frame();
    await frame();
    expect(screenViews[0]!.ms).toEqual(expect.any(Number));
    noteSwap('repay-period', 'pop', root);
    expect(screenViews[1]).toMatchObject({ entry: 'repay-period', from: 'repay-code', input: 'back' });
  });

  it('reports no time when the load failed, nor for a screen left before its data came', async () => {
    noteSwap('repay-code', 'push', root);
    root.innerHTML = '<span class="skeleton"></span>';
    await frame();
    noteSwap('order', 'push', root);
    root.innerHTML = '<div class="card load-error" role="alert"><p>Could not load</p></div>';
    await frame();
    await frame();
    expect(screenViews.map((v) => v.ms)).toEqual([undefined, undefined]);
  });
});
