/**
 * What the Filipino build of shared/ shows (D27, ADR 0040): the catalog's words through `t()`, the legal
 * documents in English under one Filipino line, and the lender's sentences in the lender's own Filipino
 * (D30), never the demo lender's Filipino of a promise the lender wrote itself. Each test imports the
 * modules afresh with `VITE_LANG=fil`, as the `fil/` build reads them.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, resolveConfig } from '../../../shared/config/config';
import { promiseProblems } from '../../../shared/config/release-check';
import { DEMO_PROMISES_FIL } from '../../../shared/config/promises';
import { REAL_LENDER } from '../../support/lender-config';

async function filipino() {
  vi.stubEnv('VITE_LANG', 'fil');
  vi.resetModules();
  return {
    config: (await import('../../../shared/config/config')).config,
    promises: await import('../../../shared/config/promises'),
    messages: await import('../../../shared/feedback/messages'),
    words: await import('../../../shared/features/paid-not-showing/words'),
    frame: await import('../../../shared/ui/document-frame'),
    staticPage: await import('../../../shared/app/static-text-page'),
    disclosure: await import('../../../shared/features/loan-confirm/disclosure'),
  };
}

describe('the Filipino build of shared/', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('says the shared messages in the catalog’s Filipino, and in English without VITE_LANG', async () => {
    const fil = await filipino();
    expect(fil.messages.NETWORK_ERROR_MESSAGE).toBe(
      'May problema sa koneksyon. Pakitingnan ang internet mo at subukan ulit.',
    );
    expect(fil.disclosure.ASK).toBe('Hingin sa amin ang kulang bago ka mag-apply.');
    vi.unstubAllEnvs();
    vi.resetModules();
    const en = await import('../../../shared/feedback/messages');
    expect(en.NETWORK_ERROR_MESSAGE).toBe('Network error. Please check your connection and try again.');
  });

  it('shows a legal document in English under one Filipino line, marked English; the English page shows no line', async () => {
    const fil = await filipino();
    const { container } = render(
      <fil.staticPage.StaticTextPage title="Privacy policy" source={'# Privacy\n\nWe keep it.'} />,
    );
    expect(screen.getByText('Nasa English ang dokumentong ito. Ang English na bersyon ang masusunod.')).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('en');
    render(<fil.frame.DocumentFrame src="about:blank" title="Privacy policy" />);
    expect(screen.getAllByText(/Ang English na bersyon ang masusunod/)).toHaveLength(2);

    vi.unstubAllEnvs();
    vi.resetModules();
    const en = await import('../../../shared/app/static-text-page');
    const english = render(<en.StaticTextPage title="Privacy policy" source={'# Privacy\n\nWe keep it.'} />);
    expect(english.container.textContent).not.toMatch(/governs|masusunod/);
    expect(english.container.querySelector('article')?.hasAttribute('lang')).toBe(false);
  });

  it('a text in the page’s own language (about us) says nothing of English; a translated statement says the English prevails', async () => {
    const fil = await filipino();
    const { container } = render(
      <fil.staticPage.StaticTextPage title="Tungkol sa amin" source={'# Tungkol sa amin\n\nKami ay…'} translated />,
    );
    expect(container.textContent).not.toMatch(/English/);
    expect(container.querySelector('article')?.hasAttribute('lang')).toBe(false);
    render(<fil.frame.EnglishPrevails />);
    expect(screen.getByText(/ang English ang masusunod/)).toBeTruthy();

    vi.unstubAllEnvs();
    vi.resetModules();
    const en = await import('../../../shared/ui/document-frame');
    expect(render(<en.EnglishPrevails />).container.textContent).toBe('');
  });

  it("says the lender's Filipino, else its English, and the demo's Filipino only for the demo's promise (D30)", async () => {
    const { config, promises } = await filipino();
    try {
      expect(promises.promise('paymentOnItsWay')).toBe(DEMO_PROMISES_FIL.paymentOnItsWay);
      config.promises = { paymentOnItsWay: 'We refund a double payment within 5 banking days.' };
      expect(promises.promise('paymentOnItsWay')).toBe('We refund a double payment within 5 banking days.');
      config.promises.fil = { paymentOnItsWay: 'Ibabalik namin ang dobleng bayad sa loob ng 5 banking day.' };
      expect(promises.promise('paymentOnItsWay')).toBe('Ibabalik namin ang dobleng bayad sa loob ng 5 banking day.');
      expect(promises.promise('homeLead')).toBe(DEMO_PROMISES_FIL.homeLead);
    } finally {
      delete config.promises;
    }
  });

  it('says each posting time in the lender’s Filipino where it wrote one, else as it wrote it', async () => {
    const { config, words } = await filipino();
    expect(words.postingTimes()[0]).toEqual({ kind: 'E-wallet (GCash, Maya)', shows: 'Lalabas sa loob ng 15 minuto.' });
    expect(words.cutoffSentence()).toBe('Ang bayad na ginawa pagkalipas ng 10:00 PM ay lalabas kinabukasan.');
    const kinds = config.posting.kinds;
    try {
      config.posting.kinds = [{ kind: 'Bank transfer', channels: 'PESONet', shows: 'by the next banking day' }];
      expect(words.postingTimes()).toEqual([
        { kind: 'Bank transfer (PESONet)', shows: 'Lalabas by the next banking day.' },
      ]);
    } finally {
      config.posting.kinds = kinds;
    }
  });
});

describe("the release check refuses the demo lender's Filipino too (D30)", () => {
  const over = (o: object) => resolveConfig(JSON.stringify(o));

  it('a Filipino promise left as the demo’s is refused; one left out is not (the English shows)', () => {
    expect(promiseProblems(over(REAL_LENDER))).toEqual([]);
    const copied = over({ ...REAL_LENDER, promises: { ...REAL_LENDER.promises, fil: DEMO_PROMISES_FIL } });
    expect(promiseProblems(copied)).toEqual(
      Object.keys(DEMO_PROMISES_FIL).map(
        (key) =>
          `promises.fil.${key} is still the demo lender's: ${JSON.stringify(DEMO_PROMISES_FIL[key as keyof typeof DEMO_PROMISES_FIL])}`,
      ),
    );
  });

  it('a posting time whose Filipino is the demo’s is refused (the Filipino build’s defaults carry it)', async () => {
    vi.stubEnv('VITE_LANG', 'fil');
    vi.resetModules();
    try {
      const fil = await import('../../../shared/config/config');
      const check = await import('../../../shared/config/release-check');
      const demoFil = fil.defaultConfig.posting.kinds[0].fil;
      expect(demoFil).toEqual({ kind: 'E-wallet', shows: 'sa loob ng 15 minuto' });
      const kinds = [{ kind: 'E-wallet', channels: 'GCash', shows: 'within 30 minutes', fil: demoFil }];
      const lender = fil.resolveConfig(JSON.stringify({ ...REAL_LENDER, posting: { ...REAL_LENDER.posting, kinds } }));
      expect(check.promiseProblems(lender)).toEqual([
        'posting.kinds[0] (E-wallet) is still the demo posting time "within 30 minutes"',
      ]);
      expect(check.promiseProblems(fil.resolveConfig(JSON.stringify(REAL_LENDER)))).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('an English build carries no Filipino demo values', () => {
    expect(defaultConfig.posting.kinds.every((k) => k.fil === undefined)).toBe(true);
  });
});
