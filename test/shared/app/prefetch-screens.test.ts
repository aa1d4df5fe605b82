import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayPrefetch, prefetchScreens, scriptsOf } from '../../../shared/app/prefetch-screens';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HTML = `<!doctype html><html><head><script>early()</script>
<script type="module" crossorigin src="/assets/repay-period-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="modulepreload" crossorigin href="/assets/repay-C.js">
<link rel="stylesheet" type="text/plain" href="/assets/repay-D.css">
<link rel="modulepreload" crossorigin href="/assets/repay-C.js">
<script src="https://other.example/x.js"></script></head></html>`;

/** A fetch that answers each entry's HTML and records every URL it was asked for. */
function stubFetch(pages: Record<string, string>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = pages[url];
      return new Response(body ?? '', { status: body === undefined ? (url.startsWith('/assets/') ? 200 : 404) : 200 });
    }),
  );
  return asked;
}

describe('next screens (ADR 0017)', () => {
  it('reads the start scripts of an entry: its module script and modulepreload links, once each, ours only', () => {
    expect(scriptsOf(HTML)).toEqual(['/assets/repay-period-A.js', '/assets/react-B.js', '/assets/repay-C.js']);
  });

  it('spends no data when the user saves data or on 2G', () => {
    expect(mayPrefetch({})).toBe(true);
    expect(mayPrefetch({ connection: { effectiveType: '4g' } })).toBe(true);
    expect(mayPrefetch({ connection: { effectiveType: '3g' } })).toBe(true);
    expect(mayPrefetch({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it("fetches the entry's bare HTML (no session query) and the scripts this page lacks, never data", async () => {
    const asked = stubFetch({ '/repay-period.html': HTML });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/assets/react-B.js` } as PerformanceResourceTiming,
    ]);
    history.replaceState(null, '', '/order.html?token=secret&orderId=5');
    const requested = await prefetchScreens(['repay-period']);
    expect(requested).toEqual(['/assets/repay-period-A.js', '/assets/repay-C.js']);
    expect(asked).toEqual(['/repay-period.html', '/assets/repay-period-A.js', '/assets/repay-C.js']);
    expect(asked.join(' ')).not.toMatch(/token|states|api/);
    // Named again (a re-render): nothing more.
    expect(await prefetchScreens(['repay-period'])).toEqual([]);
  });

  it('fetches nothing with saveData on, and a failed HTML costs nothing else', async () => {
    const asked = stubFetch({});
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    expect(await prefetchScreens(['repay-delay'])).toEqual([]);
    expect(asked).toEqual([]);
    vi.unstubAllGlobals();
    const again = stubFetch({});
    expect(await prefetchScreens(['complaint-form'])).toEqual([]);
    expect(again).toEqual(['/complaint-form.html']);
  });
});
