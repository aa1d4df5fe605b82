// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isModifiedClick, prerenderedSections, SECTIONS, sectionOf } from '../../../pages/index/sections';
import { afterSwipe } from '../../../pages/index/carousel';
import { missingFields } from '../../../pages/index/feedback-form';

describe('marketing sections', () => {
  it('maps the alias paths onto sections (contract §1)', () => {
    expect(sectionOf('/', '')).toBe('home');
    expect(sectionOf('/index.html', '')).toBe('home');
    expect(sectionOf('/About', '')).toBe('about');
    expect(sectionOf('/Policy', '')).toBe('policy');
    expect(sectionOf('/Loan/', '')).toBe('loan');
    expect(sectionOf('/', '#feedback')).toBe('feedback');
    // An alias's own prerendered file, opened by its name.
    expect(sectionOf('/About.html', '')).toBe('about');
    // The Filipino twins (D27).
    expect(sectionOf('/fil/About', '')).toBe('about');
    expect(sectionOf('/fil/', '#feedback')).toBe('feedback');
    expect(sectionOf('/fil', '')).toBe('home');
    expect(sectionOf('/filipino', '')).toBe('home');
  });

  it('without JavaScript an alias page shows its section; home also carries the feedback form', () => {
    expect(prerenderedSections('home')).toEqual(['home', 'feedback']);
    expect(prerenderedSections('about')).toEqual(['about']);
    expect(prerenderedSections('loan')).toEqual(['loan']);
  });

  it('every nav link leads back to its own section', () => {
    for (const s of SECTIONS) {
      const [path, hash = ''] = s.href.split('#');
      expect(sectionOf(path, hash ? `#${hash}` : '')).toBe(s.key);
    }
    expect(SECTIONS.map((s) => s.label)).toEqual([
      'Home',
      'About us',
      'Facebook',
      'Privacy Agreement',
      'Loan terms and conditions',
    ]);
  });

  it('leaves modified clicks to the browser', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(plain)).toBe(false);
    expect(isModifiedClick({ ...plain, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
  });
});

describe('carousel swipe', () => {
  it('a swipe left goes forward, right goes back, wrapping; a tap stays', () => {
    expect(afterSwipe(0, -80, 2)).toBe(1);
    expect(afterSwipe(1, -80, 2)).toBe(0);
    expect(afterSwipe(0, 80, 2)).toBe(1);
    expect(afterSwipe(1, 10, 2)).toBe(1);
  });
});

describe('feedback form', () => {
  it('every field is required; blanks do not count', () => {
    expect(missingFields({ name: 'Ana', telephone: ' ', suggestion: '' })).toEqual(['telephone', 'suggestion']);
    expect(missingFields({ name: 'Ana', telephone: '0917', suggestion: 'Hi' })).toEqual([]);
  });
});
