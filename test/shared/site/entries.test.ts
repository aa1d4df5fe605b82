// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aliasMap, aliasPageName, loadEntries, pascalPageName } from '../../../shared/site/entries';
import { SECTIONS } from '../../../pages/index/sections';
import { config } from '../../../shared/config/config';

describe('entry registry', () => {
  it('names the page component after the entry', () => {
    expect(pascalPageName('customer-service')).toBe('CustomerServicePage');
    expect(pascalPageName('repay-code-2')).toBe('RepayCode2Page');
  });

  it('checks each declaration, naming the file to fix', () => {
    const screen = { title: 'Order Details', prerender: 'frame' } as const;
    expect(loadEntries({ order: screen, 'bind-bank': { ...screen, opens: ['order', 'order'] } })[0].opens).toEqual([
      'order',
    ]);
    expect(() => loadEntries({ order: { ...screen, title: '' } })).toThrow('pages/order/screen.ts needs a title');
    expect(() => loadEntries({ order: { ...screen, prerender: 'none' as 'full' } })).toThrow(
      'pages/order/screen.ts: prerender must be',
    );
    expect(() => loadEntries({ order: { ...screen, opens: ['repay-period'] } })).toThrow(
      'pages/order/screen.ts: opens repay-period, which is no other entry',
    );
    expect(() => loadEntries({ order: { ...screen, opens: ['order'] } })).toThrow('opens order');
    expect(() => loadEntries({ index: { ...screen, aliases: ['/about'], aliasPages: { '/about': 'A' } } })).toThrow(
      'aliasPages key /about',
    );
    expect(() => loadEntries({ index: { ...screen, aliasDescriptions: { '/About': 'A' } } })).toThrow(
      'aliasDescriptions key /About',
    );
  });

  it('finds every page folder with a screen.ts, each with a title and a prerender mode', () => {
    const entries = loadEntries();
    expect(entries.map((e) => e.name)).toContain('customer-service');
    for (const e of entries) {
      expect(e.title).not.toBe('');
      expect(['full', 'frame']).toContain(e.prerender);
    }
  });

  it('maps each alias path onto the flat file serving it', () => {
    expect(
      aliasMap([
        {
          name: 'x',
          title: 'X',
          aliases: ['/y'],
          prerender: 'frame',
          aliasPages: {},
          description: '',
          aliasDescriptions: {},
          firstCalls: null,
          opens: [],
          html: '',
          component: '',
          componentExport: '',
        },
      ]).get('/y'),
    ).toBe('x');
  });

  it('an alias with its own prerendered page is served by it: the server map', () => {
    const index = {
      name: 'index',
      title: 'Home',
      aliases: ['/', '/About'],
      aliasPages: { '/About': 'About us' },
      description: '',
      aliasDescriptions: {},
      firstCalls: null,
      opens: [],
      prerender: 'full' as const,
      html: '',
      component: '',
      componentExport: '',
    };
    expect(aliasPageName(index, '/About')).toBe('About');
    expect(aliasMap([index]).get('/About')).toBe('About');
    expect(aliasMap([index]).get('/')).toBe('index');
  });

  it('the marketing aliases each have their page, titled as the page titles itself after mount', () => {
    const index = loadEntries().find((e) => e.name === 'index')!;
    expect(index.aliasPages).toEqual({
      '/About': 'About us · PesoBridge',
      '/Policy': 'Privacy Agreement · PesoBridge',
      '/Loan': 'Loan terms and conditions · PesoBridge',
    });
    // The same title the page sets after mount (index-page.tsx: `${label} · ${appName}`).
    for (const [alias, title] of Object.entries(index.aliasPages)) {
      expect(title).toBe(`${SECTIONS.find((s) => s.href === alias)!.label} · ${config.appName}`);
    }
  });
});
