/** The internal preview page in Filipino (D27): its interface from the catalog; ids and entry names as they are. */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

const load = () => import('../../../pages/test-preview/test-preview-page').then((m) => m.TestPreviewPage);

describe('the test preview in Filipino', { timeout: 30_000 }, () => {
  it('shows every catalog text in Filipino and none in English; the device fields keep their names', async () => {
    const english = await renderIn('en', '/test-preview.html', load);
    const filipino = await renderIn('fil', '/test-preview.html', load);
    expect(expectFilipino(english, filipino, ['test-preview', 'bridge'])).toHaveLength(39);
    for (const field of ['token', 'productId', 'user_from']) expect(filipino).toContain(field);
  });
});
