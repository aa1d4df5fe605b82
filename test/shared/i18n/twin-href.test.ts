import { describe, expect, it } from 'vitest';
import { twinHref } from '../../../shared/i18n/twin-href';

const at = (href: string) => {
  const url = new URL(href, 'https://h');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('the twin of a page (D27)', () => {
  it.each([
    ['fil', '/About', '/fil/About?lang=fil'],
    ['fil', '/?token=t&x=1#feedback', '/fil/?token=t&x=1&lang=fil#feedback'],
    ['fil', '/landing.html?channel_number=7', '/fil/landing.html?channel_number=7&lang=fil'],
    ['fil', '/fil/About?lang=fil', '/fil/About?lang=fil'],
    // English: no lang at all, or the English page would send the reader straight back to Filipino.
    ['en', '/fil/About?lang=fil&x=1', '/About?x=1'],
    ['en', '/fil/?lang=fil#feedback', '/#feedback'],
    ['en', '/fil', '/'],
    ['en', '/About', '/About'],
    ['en', '/filipino.html', '/filipino.html'],
  ] as const)('%s of %s is %s', (lang, href, twin) => {
    expect(twinHref(lang, at(href))).toBe(twin);
  });
});
