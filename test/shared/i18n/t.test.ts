// @vitest-environment node
import { createElement, isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The t() surface as a build in `lang` loads it, over a catalog of `texts` (English → Filipino). */
async function surface(lang: string | undefined, texts: Record<string, string> = {}) {
  vi.resetModules();
  if (lang === undefined) vi.unstubAllEnvs();
  else vi.stubEnv('VITE_LANG', lang);
  vi.doMock('../../../shared/i18n/catalog', () => ({ CATALOG: texts, CATALOG_FILES: {} }));
  return { ...(await import('../../../shared/i18n/t')), ...(await import('../../../shared/i18n/lang')) };
}

const FIL = {
  'Loan amount': 'Halaga ng utang',
  'Due on {date}': 'Due date: {date}',
  'Read the {terms} first.': 'Basahin muna ang {terms}.',
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock('../../../shared/i18n/catalog');
});

describe('t() in the English build (D27)', () => {
  it('shows the English as written, fills placeholders, and never reads the catalog', async () => {
    const { t, translate, tNodes, LANG } = await surface(undefined, FIL);
    expect(LANG).toBe('en');
    expect(t('Loan amount')).toBe('Loan amount');
    expect(translate('Loan amount')).toBe('Loan amount');
    expect(t('Due on {date}', { date: '2026-12-01' })).toBe('Due on 2026-12-01');
    const link = createElement('a', { href: '/terms' }, 'terms');
    const nodes = tNodes('Read the {terms} first.', { terms: link });
    expect(nodes).toEqual(['Read the ', link, ' first.']);
  });
});

describe('t() in the Filipino build (VITE_LANG=fil)', () => {
  it('shows the catalog text, with the values in its own placeholders and elements where its word order puts them', async () => {
    const { t, tNodes, LANG } = await surface('fil', FIL);
    expect(LANG).toBe('fil');
    expect(t('Loan amount')).toBe('Halaga ng utang');
    expect(t('Due on {date}', { date: '2026-12-01' })).toBe('Due date: 2026-12-01');
    const link = createElement('a', { href: '/terms' }, 'terms');
    const nodes = tNodes('Read the {terms} first.', { terms: link });
    expect(nodes).toEqual(['Basahin muna ang ', link, '.']);
    expect(isValidElement(nodes[1])).toBe(true);
  });

  it('falls back to the English of a text the catalog lacks (the catalog check fails on it)', async () => {
    const { t } = await surface('fil', FIL);
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('reads the real catalog files: the page titles (shared/i18n/fil/titles.json)', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    const { t } = await import('../../../shared/i18n/t');
    expect(t('Order Details')).toBe('Detalye ng order');
  });
});

describe('fill()', () => {
  it('leaves a placeholder without a value visible, and takes numbers', async () => {
    const { fill, fillNodes } = await import('../../../shared/i18n/fill');
    expect(fill('{n} of {total} paid', { n: 2 })).toBe('2 of {total} paid');
    expect(fillNodes('{a}{b}', { a: 'x' })).toEqual(['x', '{b}']);
  });
});
