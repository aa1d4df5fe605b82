// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../shared/app/after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('runs once, in a task after the next frame', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    const fn = vi.fn();
    afterFirstPaint(fn);
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    frame?.(0);
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('still runs when no frame comes (a page opened in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const fn = vi.fn();
    afterFirstPaint(fn, 500);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
