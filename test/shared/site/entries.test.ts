// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aliasMap, loadEntries, pascalPageName } from '../../../shared/site/entries';
import { hostingRules } from '../../../scripts/vite/entries-plugin';

describe('entry registry', () => {
  it('names the page component after the entry', () => {
    expect(pascalPageName('customer-service')).toBe('CustomerServicePage');
    expect(pascalPageName('repay-code-2')).toBe('RepayCode2Page');
  });

  it('finds every page folder with an entry.json, each with a title and a prerender mode', () => {
    const entries = loadEntries();
    expect(entries.map((e) => e.name)).toContain('customer-service');
    for (const e of entries) {
      expect(e.title).not.toBe('');
      expect(['full', 'frame']).toContain(e.prerender);
    }
  });

  it('emits the alias paths as rewrites in the hosting rules file', () => {
    const rules = hostingRules([{ name: 'index', title: 'Home', aliases: ['/', '/About'], prerender: 'full', firstCalls: [], html: '', component: '', componentExport: '' }]);
    expect(rules).toContain('/About  /index.html  200');
    expect(aliasMap([{ name: 'x', title: 'X', aliases: ['/y'], prerender: 'frame', firstCalls: [], html: '', component: '', componentExport: '' }]).get('/y')).toBe('x');
  });
});
