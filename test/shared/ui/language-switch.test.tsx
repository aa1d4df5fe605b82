import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../shared/ui/language-switch';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the language switch (D27)', () => {
  it('prerendered: plain links to both twins of the page, each language named in itself, the current one marked', () => {
    document.body.innerHTML = renderToString(<LanguageSwitch path="/About" />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const english = screen.getByRole('link', { name: 'English' });
    const filipino = screen.getByRole('link', { name: 'Filipino' });
    expect(nav.contains(english)).toBe(true);
    expect(english.getAttribute('href')).toBe('/About');
    expect(filipino.getAttribute('href')).toBe('/fil/About?lang=fil');
    expect([english.getAttribute('hreflang'), filipino.getAttribute('lang')]).toEqual(['en', 'fil']);
    // The English build is this one (LANG 'en').
    expect(english.getAttribute('aria-current')).toBe('true');
    expect(filipino.hasAttribute('aria-current')).toBe(false);
  });

  it('once running, and again at the tap, the links carry the page query and hash', () => {
    history.replaceState(null, '', '/landing.html?channel_number=7&lang=fil#top');
    render(<LanguageSwitch path="/landing.html" />);
    const filipino = screen.getByRole('link', { name: 'Filipino' });
    expect(filipino.getAttribute('href')).toBe('/fil/landing.html?channel_number=7&lang=fil#top');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/landing.html?channel_number=7#top',
    );
    // The marketing site moved to another section with pushState: the tap follows the address.
    history.pushState(null, '', '/Policy?x=1');
    fireEvent.click(filipino);
    expect(filipino.getAttribute('href')).toBe('/fil/Policy?x=1&lang=fil');
  });
});
