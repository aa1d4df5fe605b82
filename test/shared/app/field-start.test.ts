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

describe('client errors are heard from the start (ADR 0034)', () => {
  /** A new page view: fresh modules (field-start asks once per page view), the config's report URL set. */
  async function pageView(url: string) {
    vi.resetModules();
    const { config } = await import('../../../shared/config/config');
    config.fieldReports.url = url;
    const start = await import('../../../shared/app/field-start');
    const errors = await import('../../../shared/app/render-errors');
    return { start, errors };
  }
  const fail = () =>
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('tap failed'), message: 'tap failed' }));

  it('from the moment the reports are asked for, before the page is quiet and they load', async () => {
    vi.useFakeTimers();
    const { start, errors } = await pageView('/v1/logs');
    start.startFieldReportsWhenIdle();
    fail();
    expect(errors.renderErrors()).toEqual([{ source: 'error', name: 'TypeError', message: 'tap failed', epoch: 0 }]);
  });

  it('not at all without a report URL', async () => {
    const { start, errors } = await pageView('');
    start.startFieldReportsWhenIdle();
    fail();
    expect(errors.renderErrors()).toEqual([]);
    expect(document.documentElement.dataset.fieldReports).toBe('off');
  });
});

describe('a config without a report URL loads and sends nothing (ADR 0021)', () => {
  /** A page view after its load, network quiet and idle moment, with the reports' module watched. */
  async function settledPageView(url: string) {
    vi.useFakeTimers();
    vi.resetModules();
    localStorage.clear();
    delete document.documentElement.dataset.fieldReports;
    const started = vi.fn();
    vi.doMock('../../../shared/app/field-reports', () => ({ startFieldReports: started }));
    const sent = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', sent);
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    const { config } = await import('../../../shared/config/config');
    config.fieldReports.url = url;
    const { startFieldReportsWhenIdle } = await import('../../../shared/app/field-start');
    startFieldReportsWhenIdle();
    // The page's load is long past (happy-dom's document is complete); a second of quiet, then idle.
    expect(document.readyState).toBe('complete');
    await vi.advanceTimersByTimeAsync(2000);
    vi.doUnmock('../../../shared/app/field-reports');
    return { started, sent };
  }

  it('with one, the reports start once the page is quiet and idle', async () => {
    const { started } = await settledPageView('/v1/logs');
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('without one, neither the reports’ module nor web-vitals is fetched, nothing is queued or sent', async () => {
    const { started, sent } = await settledPageView('');
    expect(started).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(document.documentElement.dataset.fieldReports).toBe('off');
  });
});
