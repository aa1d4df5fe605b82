/**
 * The public site in Filipino (D27): every section's interface text, the footer and the page title from
 * the catalog; About us in its Filipino text; the privacy policy and the loan terms stay English under one
 * Filipino line saying the English governs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogOf, expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

const load = () => import('../../../pages/index/index-page').then((m) => m.IndexPage);
// The banners are the lender's configuration (D30), translated there; the legal documents stay English;
// About us is its own text (about-us.fil.md), not the catalog's.
const LEFT_OUT = '.mk-carousel__slide img, #about-text, #policy-text, #loan-text';
const LENDER_AND_ABOUT = '.mk-hero__lead, .mk-carousel__slide img, #about-text';

/** The line every legal document carries on a Filipino page: the shared document frame's text (D27). */
async function governs(): Promise<string> {
  vi.resetModules();
  vi.stubEnv('VITE_LANG', 'fil');
  const { t } = await import('../../../shared/i18n/t');
  vi.unstubAllEnvs();
  return t('This document is in English. The English text governs.');
}

describe('the public site in Filipino', { timeout: 30_000 }, () => {
  it('shows every catalog text in Filipino and none in English', async () => {
    const english = await renderIn('en', '/', load, {}, LEFT_OUT);
    const filipino = await renderIn('fil', '/', load, {}, LEFT_OUT);
    // The SEC registration is named as on its certificates, in English in both (its ' of ' is no slide's).
    const registration = (text: string) => text.startsWith('SEC Registration No. ');
    expect(filipino.filter(registration)).toEqual(english.filter(registration));
    const shown = expectFilipino(
      english,
      filipino.filter((text) => !registration(text)),
      ['index'],
    );
    expect(shown).toHaveLength(17);
    // Texts around an element are split at it: their Filipino words, each beside its element.
    for (const words of ['na user', 'Rating na', 'Telepono:']) expect(filipino).toContain(words);
    expect(filipino).toContain('PesoBridge · Cash loan sa Pilipinas');
    expect(english).not.toContain(await governs());
  });

  it('says above each legal document that the English governs, and keeps the documents English', async () => {
    // The lender's sentences beside the offer have their own Filipino (D30), as About us has.
    const english = await renderIn('en', '/', load, {}, LENDER_AND_ABOUT);
    const filipino = await renderIn('fil', '/', load, {}, LENDER_AND_ABOUT);
    const line = await governs();
    expect(filipino.filter((text) => text === line)).toHaveLength(2);
    const legal = english.filter((text) => text.length > 80);
    expect(legal.length).toBeGreaterThan(5);
    for (const text of legal) expect(filipino).toContain(text);
  });

  it('shows About us in Filipino', async () => {
    const filipino = await renderIn('fil', '/About', load);
    expect(filipino).toContain('Tungkol sa PesoBridge');
    expect(filipino).not.toContain('About PesoBridge');
  });

  it("says the feedback form's messages in Filipino", async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    const form = await import('../../../pages/index/feedback-form');
    vi.unstubAllEnvs();
    const catalog = catalogOf('index');
    expect(form.INCOMPLETE_MESSAGE).toBe(catalog['Please provide complete information!'].fil);
    expect(form.SUCCESS_MESSAGE).toBe('Tagumpay!');
  });
});
