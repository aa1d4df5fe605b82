// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { config } from '../../../shared/config/config';
import { storeLinks, templateStateOf, TEMPLATE_NETWORK_ERROR } from '../../../pages/landing/template-state';
import { asId } from '../../../shared/api/contract/declare';

const ready = (downloadUrl: string) => ({
  status: 'ready' as const,
  data: { id: asId('1'), title: 't', subtitle: '', downloadUrl },
});

describe('download page store links', () => {
  it("keeps a channel's own store link for its store", () => {
    expect(storeLinks(ready('https://apps.apple.com/ph/app/x/id6451234567?ct=promo'))).toEqual({
      ...config.stores,
      appStoreUrl: 'https://apps.apple.com/ph/app/x/id6451234567?ct=promo',
    });
    expect(storeLinks(ready('https://play.google.com/store/apps/details?id=ph.x.y&referrer=promo'))).toEqual({
      ...config.stores,
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=ph.x.y&referrer=promo',
    });
  });

  it('uses config for both when the template has none, failed, sends an unsafe URL (D7) or another host', () => {
    expect(storeLinks(ready(''))).toEqual(config.stores);
    expect(storeLinks(ready('javascript:alert(1)'))).toEqual(config.stores);
    expect(storeLinks(ready('https://evil.example/app'))).toEqual(config.stores);
    expect(storeLinks({ status: 'error', message: 'x' })).toEqual(config.stores);
  });
});

describe('template state (spec §8 "Template fetch")', () => {
  it('a network failure keeps the form; a refused template (an ended promotion) shows its message', () => {
    expect(
      templateStateOf({ success: false, code: null, message: 'Network error', data: undefined, raw: null }),
    ).toEqual({ status: 'error', message: TEMPLATE_NETWORK_ERROR });
    expect(
      templateStateOf({ success: false, code: '02', message: 'This promotion has ended.', data: undefined, raw: null }),
    ).toEqual({ status: 'refused', message: 'This promotion has ended.' });
    const data = { id: asId('1'), title: 't', subtitle: '', downloadUrl: '' };
    expect(templateStateOf({ success: true, code: '00', message: 'success', data, raw: null })).toEqual({
      status: 'ready',
      data,
    });
  });
});
