import { afterEach, describe, expect, it, vi } from 'vitest';
import { quiet } from '../../../shared/app/field-start';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('field reports wait for a quiet network (ADR 0021)', () => {
  it('start a second after the last resource finished, not while the data is on its way', () => {
    vi.useFakeTimers();
    let notify: () => void = () => undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(cb: () => void) {
          notify = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const then = vi.fn();
    quiet(then, 1000);
    vi.advanceTimersByTime(900);
    notify(); // the data call finished
    vi.advanceTimersByTime(900);
    notify(); // the chunks that draw it
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits the plain second where the browser has no resource timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('resource is not supported');
        }
      },
    );
    const then = vi.fn();
    quiet(then, 1000);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
