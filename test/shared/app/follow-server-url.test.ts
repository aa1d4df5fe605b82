import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';

const toast = vi.fn();
vi.mock('../../../shared/feedback/toast', () => ({ toast: (m: string) => toast(m) }));

const { followServerUrl } = await import('../../../shared/app/follow-server-url');

const BASE = 'https://app.example.ph/order.html?token=t&orderId=4';
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

describe('followServerUrl', () => {
  let assign: MockInstance<Location['assign']>;
  let replace: MockInstance<Location['replace']>;

  beforeEach(() => {
    happyDOM.setURL(BASE);
    toast.mockReset();
    // Recorded, not performed: happy-dom would really navigate.
    assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    // Nothing is asked before a navigation (ADR 0027): a request here would fail the test.
    vi.stubGlobal('fetch', vi.fn());
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    happyDOM.setURL('http://localhost:3000/');
  });

  it('assigns the normalised URL; another origin (not a partner host) gets none of the page query (D18)', async () => {
    expect(followServerUrl(' https://partner.example.com/x\t')).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://partner.example.com/x');
    expect(replace).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('replaces with replace: true; our own origin gets the whole page query', async () => {
    expect(followServerUrl('/repay-period.html?type=1', { replace: true })).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith(
      'https://app.example.ph/repay-period.html?type=1&token=t&orderId=4',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('commonQuery: false follows the URL as the server sent it', async () => {
    expect(followServerUrl('https://pay.example.com/checkout?id=1', { commonQuery: false })).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://pay.example.com/checkout?id=1');
  });

  it.each([
    ['javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,x'],
    ['//evil.example'],
    ['https://a@b.example'],
    [''],
    [null],
    ['pesobridge://x'],
  ])("refuses %j: the spec's message, no navigation, false", (raw) => {
    expect(followServerUrl(raw)).toBe(false);
    expect(followServerUrl(raw, { replace: true })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith('This link cannot be opened.');
  });
});

describe('followServerUrl to a page of ours on a device that says it is offline (ADR 0027)', () => {
  it('stays, says so, and returns false so the caller unlocks its button; another origin is followed', () => {
    happyDOM.setURL(BASE);
    toast.mockReset();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(followServerUrl('/order.html?orderId=9', { money: true })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.stringContaining('Network error'));
    // A provider's page is not ours to keep the borrower from: the shell or the browser says why.
    expect(followServerUrl('https://pay.example.com/c', { commonQuery: false, money: true })).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://pay.example.com/c');
    onLine.mockRestore();
    vi.restoreAllMocks();
    happyDOM.setURL('http://localhost:3000/');
  });
});
