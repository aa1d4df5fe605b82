/**
 * Contract D27 in the `fil/` build: `lang=fil` rides along on every call and every URL D22 fills, and
 * links between our entries keep the `fil/` prefix. The build's language is a constant (lang.ts), so this
 * file stands in the Filipino build's module (and runs isolated, see vite.config.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../shared/i18n/lang', () => ({ LANG: 'fil', LANG_TAG: { en: 'en', fil: 'fil' } }));

const { config } = await import('../../../shared/config/config');
const { withCommonQuery } = await import('../../../shared/session/outbound');
const { entryUrl, readQuery } = await import('../../../shared/session/query');
const { call } = await import('../../../shared/api/request');
const { sendAndForget } = await import('../../../shared/api/wire');
const { eventSave } = await import('../../../shared/api/contract/loan');
const { loanPlayDetail } = await import('../../../shared/api/contract/repay');
const { FakeXhr } = await import('../../support/fake-xhr');
const { prefetchScreens } = await import('../../../shared/app/prefetch-screens');

afterEach(() => {
  history.replaceState(null, '', '/');
  config.partnerHosts = [];
  vi.unstubAllGlobals();
});

describe('the Filipino page query (D27)', () => {
  it('the page query says lang=fil even when the shell left it out', () => {
    history.replaceState(null, '', '/fil/order.html?orderId=7&token=t');
    expect(readQuery()).toMatchObject({ orderId: '7', token: 't', lang: 'fil' });
  });

  it('a lang the page query carries stays as it is; a parsed query string gets nothing added', () => {
    history.replaceState(null, '', '/fil/order.html?lang=en');
    expect(readQuery().lang).toBe('en');
    expect(readQuery('?orderId=7')).toEqual({ orderId: '7' });
  });

  it('links between entries keep the fil/ prefix and the language, with or without the session', () => {
    history.replaceState(null, '', '/fil/order.html?orderId=7&token=t');
    expect(entryUrl('repay-period', { orderId: 12 })).toBe('/fil/repay-period.html?orderId=12&lang=fil&token=t');
    expect(entryUrl('pay-guide', {}, { session: false })).toBe('/fil/pay-guide.html?orderId=7&lang=fil');
    // A link that asks for English itself opens the English entry.
    expect(entryUrl('privacy', { lang: 'en' })).toBe('/privacy.html?lang=en&orderId=7&token=t');
  });

  it('a server link D22 fills gets lang=fil (its own lang wins); another origin gets none of the query', () => {
    history.replaceState(null, '', '/fil/order.html?orderId=7&token=t');
    expect(withCommonQuery('/loan-confirm.html?productId=1')).toBe(
      '/loan-confirm.html?productId=1&orderId=7&token=t&lang=fil',
    );
    expect(withCommonQuery('/loan-confirm.html?lang=en')).toBe('/loan-confirm.html?lang=en&orderId=7&token=t');
    expect(withCommonQuery('https://pay.example/x')).toBe('https://pay.example/x');
  });

  it('every call carries lang=fil: the request helper and the fire-and-forget send', async () => {
    history.replaceState(null, '', '/fil/order.html?orderId=7&token=t');
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    void call(loanPlayDetail, { orderId: '7', productId: '1' } as never, { silent: true });
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(new URL(FakeXhr.all[0].url, location.href).searchParams.get('lang')).toBe('fil');

    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    sendAndForget(eventSave, { productId: '1', moduleId: 30, positionId: 0 } as never);
    expect(new URL(fetchMock.mock.calls[0][0], location.href).searchParams.get('lang')).toBe('fil');
  });

  it('the next screens are fetched ahead from fil/, the twins the taps open', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('<script type="module" src="/assets/a.js"></script>'));
    vi.stubGlobal('fetch', fetchMock);
    await prefetchScreens(['repay-period']);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/fil/repay-period.html', '/assets/a.js']);
  });
});
