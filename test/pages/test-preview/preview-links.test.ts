// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyFields, fieldsFromQuery, previewUrl, TARGETS } from '../../../pages/test-preview/preview-links';

describe('test preview links', () => {
  it('puts the non-empty fields into the query', () => {
    expect(previewUrl('order', { ...emptyFields(), token: 't', orderId: ' 7 ', eyes: '' })).toBe(
      '/order.html?token=t&orderId=7',
    );
    expect(previewUrl('privacy', emptyFields())).toBe('/privacy.html');
  });

  it('reads the device fields from the page query and ignores other keys', () => {
    expect(fieldsFromQuery({ token: 't', productId: '3', other: 'x' })).toMatchObject({
      token: 't',
      productId: '3',
      orderId: '',
    });
    expect(fieldsFromQuery({ other: 'x' })).not.toHaveProperty('other');
  });

  it('opens the ten pages of spec §2 by their contract entry names', () => {
    expect(TARGETS.map((t) => t.entry)).toEqual([
      'loan-confirm',
      'order',
      'repay-period',
      'repay-delay',
      'bind-bank',
      'about-us',
      'complaint',
      'customer-service',
      'privacy',
      'repay-code',
    ]);
  });
});
