import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageTitle } from '../../../shared/platform/page-title';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('setPageTitle', () => {
  it('sets document.title', () => {
    setPageTitle('Order Details');
    expect(document.title).toBe('Order Details');
    setPageTitle('Payment account information');
    expect(document.title).toBe('Payment account information');
  });

  it('does nothing without a document', () => {
    vi.stubGlobal('document', undefined);
    expect(() => setPageTitle('x')).not.toThrow();
  });
});
