import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageSwitchHtml } from '../../../shared/ui/language-switch';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the language switch (D27)', () => {
  it.each([
    ['/About', '/About', '/fil/About?lang=fil'],
    ['/', '/', '/fil/?lang=fil'],
    ['/landing.html', '/landing.html', '/fil/landing.html?lang=fil'],
  ])(
    'built for %s: plain links to both twins, each language named in itself, the current one marked',
    (path, en, fil) => {
      document.body.innerHTML = languageSwitchHtml(path);
      const nav = screen.getByRole('navigation', { name: 'Language' });
      const english = screen.getByRole('link', { name: 'English' });
      const filipino = screen.getByRole('link', { name: 'Filipino' });
      expect(nav.contains(english)).toBe(true);
      // The page's inline switch script finds them by these (scripts/vite/lang-twin-plugin.ts).
      expect(document.querySelectorAll('.lang-switch a[hreflang]')).toHaveLength(2);
      expect([english.getAttribute('href'), filipino.getAttribute('href')]).toEqual([en, fil]);
      expect([english.getAttribute('hreflang'), filipino.getAttribute('hreflang')]).toEqual(['en', 'fil']);
      expect([english.getAttribute('lang'), filipino.getAttribute('lang')]).toEqual(['en', 'fil']);
      // The English build is this one (LANG 'en').
      expect(english.getAttribute('aria-current')).toBe('true');
      expect(filipino.hasAttribute('aria-current')).toBe(false);
    },
  );

  it('escapes what it writes into the markup', () => {
    document.body.innerHTML = languageSwitchHtml('/a"b<c>&');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/a"b<c>&');
    expect(document.body.querySelectorAll('c')).toHaveLength(0);
  });
});
