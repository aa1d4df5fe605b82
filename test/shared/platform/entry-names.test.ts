// @vitest-environment node
/**
 * Entry names are a union generated from the registry (ADR 0002): every place that links to or names
 * another entry takes `EntryName`, so a link to an entry that does not exist fails `npm run typecheck`
 * (each `@ts-expect-error` below is itself an error the day the parameter goes back to `string`).
 */
import { describe, expectTypeOf, it } from 'vitest';
import { nextScreens } from '../../../pages/order/order-logic';
import { previewUrl, TARGETS } from '../../../pages/test-preview/preview-links';
import { useNextScreens } from '../../../shared/app/next-screens';
import type { EntryName } from '../../../shared/platform/entry-names';
import { entryUrl } from '../../../shared/session/query';

describe('entry names', () => {
  it('a link to an entry that does not exist fails to typecheck', () => {
    expectTypeOf(entryUrl).toBeCallableWith('repay-period', { orderId: '7' });
    // @ts-expect-error: there is no entry `repay-periods`
    expectTypeOf(entryUrl).toBeCallableWith('repay-periods', { orderId: '7' });
    // @ts-expect-error: an entry is named without its `.html`
    expectTypeOf(entryUrl).toBeCallableWith('order.html');

    expectTypeOf(useNextScreens).toBeCallableWith(['pay-guide', 'pay-guide-local']);
    // @ts-expect-error: there is no entry `pay-guides`
    expectTypeOf(useNextScreens).toBeCallableWith(['pay-guide', 'pay-guides']);

    expectTypeOf(previewUrl).parameter(0).toEqualTypeOf<EntryName>();
    // @ts-expect-error: there is no entry `detail`
    expectTypeOf(previewUrl).toBeCallableWith('detail', {} as Parameters<typeof previewUrl>[1]);
    expectTypeOf(TARGETS).items.toHaveProperty('entry').toEqualTypeOf<EntryName>();
    expectTypeOf(nextScreens).returns.toEqualTypeOf<EntryName[]>();
  });

  it('a name is not any text', () => {
    expectTypeOf<'order'>().toExtend<EntryName>();
    expectTypeOf<string>().not.toExtend<EntryName>();
  });
});
