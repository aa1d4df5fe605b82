import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLayout } from '../../../shared/app/page-layout';
import { entryName, resetReported, RootBoundary, scrubMessage } from '../../../shared/app/root-boundary';

const posted: [string, unknown][] = [];

beforeEach(() => {
  posted.length = 0;
  resetReported();
  const names = ['close', 'trackPoint'] as const;
  window.webkit = {
    messageHandlers: Object.fromEntries(names.map((n) => [n, { postMessage: (p: unknown) => posted.push([n, p]) }])),
  };
  history.replaceState(null, '', '/repay-period.html?token=secret-token&orderId=7');
  // React logs every caught render error; the test reads the boundary's output instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  delete window.webkit;
  vi.restoreAllMocks();
});

let broken = true;
let loads = 0;

function Flaky() {
  useEffect(() => {
    loads++;
  }, []);
  if (broken) throw new Error('Cannot read account 1234 5678 9012 of /x.html?token=secret-token');
  return (
    <PageLayout title="Instalment">
      <p>the screen</p>
    </PageLayout>
  );
}

describe('RootBoundary', () => {
  it('a render error shows the header with a working back and the error box; reported once, scrubbed', () => {
    broken = true;
    document.title = 'Repayment';
    render(
      <RootBoundary>
        <Flaky />
      </RootBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again.');
    expect(posted).toEqual([
      ['trackPoint', { event: 'renderError', entry: 'repay-period', message: 'Cannot read account # of /x.html?' }],
    ]);
    const payload = JSON.stringify(posted);
    expect(payload).not.toContain('secret-token');
    expect(payload).not.toMatch(/\d{4}/);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(posted.at(-1)).toEqual(['close', '']);

    // The same fault again is not reported again.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(posted.filter(([n]) => n === 'trackPoint')).toHaveLength(1);
  });

  it("'Try again' mounts the page afresh once the fault is gone", () => {
    broken = true;
    render(
      <RootBoundary>
        <Flaky />
      </RootBoundary>,
    );
    const before = loads;
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loads).toBe(before + 1);
  });

  it('renders the page untouched when nothing fails', () => {
    broken = false;
    const { container } = render(
      <RootBoundary>
        <Flaky />
      </RootBoundary>,
    );
    expect(container.querySelector('main')?.textContent).toBe('the screen');
    expect(posted).toEqual([]);
  });
});

describe('scrubMessage / entryName', () => {
  it('takes out queries, phone-like and account-like numbers and tokens', () => {
    expect(scrubMessage('call +63 917 123 4567 now')).toBe('call # now');
    expect(scrubMessage('GET /a.html?token=t&x=1 failed')).toBe('GET /a.html? failed');
    expect(scrubMessage('key abcdefghijklmnopqrstuvwxyz012345 bad')).toBe('key # bad');
    // ADR 0021: amounts go, separators and all.
    expect(scrubMessage('loan of ₱1,500.00 refused')).toBe('loan of ₱# refused');
    expect(scrubMessage('word '.repeat(80))).toHaveLength(160);
    expect(scrubMessage("Cannot read properties of undefined (reading 'map')")).toBe(
      "Cannot read properties of undefined (reading 'map')",
    );
  });
  it('names the entry from the path', () => {
    expect(entryName('/repay-code.html')).toBe('repay-code');
    expect(entryName('/')).toBe('index');
  });
});
