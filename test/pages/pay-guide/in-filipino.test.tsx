/** The two pay guides in Filipino (D27): every step, picture description and heading from the catalog. */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each([
  [
    'pay-guide',
    // Its own area name: `pay-guide` is the shared pay-guide feature's.
    'pay-guide-entry',
    () => import('../../../pages/pay-guide/pay-guide-page').then((m) => m.PayGuidePage),
    24,
    /^Choose (.+) and enter your reference number/,
    (biller: string) => `Piliin ang ${biller} at ilagay ang iyong reference number at ang halaga.`,
  ],
  [
    'pay-guide-local',
    'pay-guide-local',
    () => import('../../../pages/pay-guide-local/pay-guide-local-page').then((m) => m.PayGuideLocalPage),
    10,
    /^Fill in the bills payment form: biller (.+), your/,
    (biller: string) =>
      `Sagutan ang form para sa bayad ng bills: biller ${biller}, ang iyong reference number at ang halaga.`,
  ],
] as const)('%s in Filipino', { timeout: 30_000 }, (entry, area, load, count, englishStep, filipinoStep) => {
  it('shows every text of its catalog in Filipino, the biller named as in English', async () => {
    const english = await renderIn('en', `/${entry}.html`, load);
    const filipino = await renderIn('fil', `/${entry}.html`, load);
    expect(expectFilipino(english, filipino, [area])).toHaveLength(count);
    const biller = english.map((text) => englishStep.exec(text)?.[1]).find(Boolean);
    expect(biller).toBeTruthy();
    expect(filipino).toContain(filipinoStep(biller!));
  });
});
