import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptReferrerSession } from '../../../shared/session/referrer-session';

function at(path: string, referrer: string) {
  history.replaceState({ kept: 1 }, '', path);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

afterEach(() => vi.restoreAllMocks());

describe('adoptReferrerSession (D17)', () => {
  it('a page opened without token from one of ours takes the session keys from the referrer', () => {
    at('/complaint-list.html#x', `${location.origin}/complaint.html?token=t1&building=B&orderId=9&utm=u`);
    adoptReferrerSession();
    expect(location.pathname + location.search + location.hash).toBe('/complaint-list.html?token=t1&building=B#x');
    expect(history.state).toEqual({ kept: 1 });
  });

  it('keeps what the address already has, and takes nothing when it has a token', () => {
    at(
      '/complaint-details.html?problemId=3&building=mine',
      `${location.origin}/complaint-list.html?token=t1&building=B`,
    );
    adoptReferrerSession();
    expect(location.search).toBe('?problemId=3&building=mine&token=t1');
    at('/order.html?token=own', `${location.origin}/x.html?token=other`);
    adoptReferrerSession();
    expect(location.search).toBe('?token=own');
  });

  it('a path that reads as another host (`//host/…`) takes the session on its own origin (ADR 0047)', () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    const origin = location.origin;
    happyDOM.setURL(`${origin}//evil.example/x#y`);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${origin}/complaint.html?token=t1`);
    adoptReferrerSession();
    expect(location.href).toBe(`${origin}//evil.example/x?token=t1#y`);
    happyDOM.setURL(`${origin}/`);
  });

  it('never takes a session from another origin, or from a referrer without one', () => {
    at('/complaint-list.html', 'https://evil.example/complaint.html?token=stolen');
    adoptReferrerSession();
    expect(location.search).toBe('');
    at('/complaint-list.html', `${location.origin}/index.html?utm=x`);
    adoptReferrerSession();
    expect(location.search).toBe('');
  });
});
