/**
 * The static pages in Filipino (D27): about us wholly in Filipino (its text has a Filipino twin); the legal
 * documents (privacy policy, loan agreement) stay English, their titles too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

const aboutUs = () => import('../../../pages/about-us/about-us-page').then((m) => m.AboutUsPage);
const LEGAL = [
  ['privacy', () => import('../../../pages/privacy/privacy-page').then((m) => m.PrivacyPage)],
  [
    'loan-agreement',
    () => import('../../../pages/loan-agreement/loan-agreement-page').then((m) => m.LoanAgreementPage),
  ],
] as const;

describe('about-us in Filipino', { timeout: 30_000 }, () => {
  it('shows its title and its text in Filipino, the figures as in English', async () => {
    const english = await renderIn('en', '/about-us.html', aboutUs);
    const filipino = await renderIn('fil', '/about-us.html', aboutUs);
    expect(expectFilipino(english, filipino, ['about-us'])).toEqual(['About us']);
    expect(english).toEqual(expect.arrayContaining(['Our mission', 'Our team', 'Contact us']));
    expect(filipino).toEqual(expect.arrayContaining(['Ang aming misyon', 'Ang aming team', 'Makipag-ugnayan sa amin']));
    for (const heading of ['Our mission', 'Our advantages', 'Our team', 'Contact us']) {
      expect(filipino).not.toContain(heading);
    }
    const joined = filipino.join(' ');
    for (const figure of ['140,000+', '97.8%', '1 araw', '3 weekdays']) expect(joined).toContain(figure);
  });
});

describe.each(LEGAL)('%s in Filipino', { timeout: 30_000 }, (entry, load) => {
  it('keeps the legal document and its title in English (D27)', async () => {
    const english = await renderIn('en', `/${entry}.html`, load);
    const filipino = await renderIn('fil', `/${entry}.html`, load);
    expect(expectFilipino(english, filipino, [entry])).toEqual([]);
    const body = (texts: string[]) => texts.filter((text) => text.length > 80);
    expect(body(english).length).toBeGreaterThan(2);
    expect(body(filipino)).toEqual(body(english));
  });
});
