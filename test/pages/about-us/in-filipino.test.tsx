/**
 * The static pages in Filipino (D27): their interface in Filipino from the catalog; the legal documents
 * (privacy policy, loan agreement) stay English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

const PAGES = [
  ['about-us', () => import('../../../pages/about-us/about-us-page').then((m) => m.AboutUsPage)],
  ['privacy', () => import('../../../pages/privacy/privacy-page').then((m) => m.PrivacyPage)],
  [
    'loan-agreement',
    () => import('../../../pages/loan-agreement/loan-agreement-page').then((m) => m.LoanAgreementPage),
  ],
] as const;

describe.each(PAGES)('%s in Filipino', { timeout: 30_000 }, (entry, load) => {
  it('shows its title in Filipino and no English catalog text outside the document', async () => {
    // The document itself is the legal text (English, D27) or the about text (its own file).
    const english = await renderIn('en', `/${entry}.html`, load, {}, '.static-text');
    const filipino = await renderIn('fil', `/${entry}.html`, load, {}, '.static-text');
    expect(expectFilipino(english, filipino, [entry])).toHaveLength(1);
  });
});

describe('the legal documents in Filipino', { timeout: 30_000 }, () => {
  it.each(PAGES.slice(1))('%s keeps its English text (D27)', async (entry, load) => {
    const english = await renderIn('en', `/${entry}.html`, load);
    const filipino = await renderIn('fil', `/${entry}.html`, load);
    const body = (texts: string[]) => texts.filter((text) => text.length > 80);
    expect(body(english).length).toBeGreaterThan(2);
    expect(body(filipino)).toEqual(body(english));
  });
});
