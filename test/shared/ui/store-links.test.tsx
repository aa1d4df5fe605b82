import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreLinks, storeOrder } from '../../../shared/ui/store-links';

const LINKS = {
  appStoreUrl: 'https://apps.apple.com/ph/app/x/id6451234567',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=ph.x.y',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('store links', () => {
  it('puts Google Play first on Android, the App Store first elsewhere', () => {
    expect(
      storeOrder('Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/128 Mobile Safari/537.36'),
    ).toEqual(['googlePlay', 'appStore']);
    expect(storeOrder('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15')).toEqual([
      'appStore',
      'googlePlay',
    ]);
    expect(storeOrder('')).toEqual(['appStore', 'googlePlay']);
  });

  it('renders both links from the given URLs, the visitor’s store first after mount', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/128 Mobile' });
    render(<StoreLinks links={LINKS} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Get it on Google Play', 'Download on the App Store']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([LINKS.googlePlayUrl, LINKS.appStoreUrl]);
  });
});
