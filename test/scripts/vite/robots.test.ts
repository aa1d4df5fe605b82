// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descriptionTag, robotsTags } from '../../../scripts/vite/robots';
import { loadEntries } from '../../../shared/site/entries';
import { entryHeaders, INDEXED_ENTRIES } from '../../../shared/site/headers';

describe('what search engines are told of each page', () => {
  it('the public pages (the marketing site, the landing) have a description; every other entry has none', () => {
    const entries = loadEntries();
    expect(INDEXED_ENTRIES).toEqual(['index', 'landing']);
    for (const entry of entries) {
      const indexed = INDEXED_ENTRIES.includes(entry.name);
      expect(entry.description !== '', entry.name).toBe(indexed);
      // A search result shows about 155 characters.
      expect(entry.description.length, entry.name).toBeLessThanOrEqual(160);
      for (const text of Object.values(entry.aliasDescriptions)) expect(text.length).toBeLessThanOrEqual(160);
    }
    const index = entries.find((e) => e.name === 'index')!;
    expect(Object.keys(index.aliasDescriptions)).toEqual(Object.keys(index.aliasPages));
  });

  it('a public page gets its meta description, any other noindex in a tag and a header', () => {
    expect(robotsTags({ name: 'index', description: 'Cash loans & "more"' })).toBe(
      '<meta name="description" content="Cash loans &#38; &#34;more&#34;" />',
    );
    expect(robotsTags({ name: 'order', description: '' })).toBe('<meta name="robots" content="noindex" />');
    expect(() => robotsTags({ name: 'landing', description: ' ' })).toThrow(/needs a description/);
    expect(entryHeaders('order')['X-Robots-Tag']).toBe('noindex');
    expect(entryHeaders('index')).not.toHaveProperty('X-Robots-Tag');
    expect(descriptionTag('x')).toBe('<meta name="description" content="x" />');
  });
});
