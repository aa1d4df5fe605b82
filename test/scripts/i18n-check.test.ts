// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  areaOfUse,
  catalogProblems,
  placementProblems,
  registryTexts,
  sharedFeatures,
  sourceFiles,
  textsOf,
} from '../../scripts/i18n-check';
import {
  readCatalogFiles,
  reviewedFloor,
  reviewedShare,
  reviewLine,
  reviewRefusal,
} from '../../scripts/vite/i18n-plugin';
import { loadEntries } from '../../shared/site/entries';
import type { CatalogFile } from '../../shared/i18n/catalog';

const entry = (fil: string, reviewed = false) => ({ fil, reviewed });

describe('the Filipino catalog (D27, ADR 0039)', () => {
  it('holds every text the entries show, each used, none empty, placeholders as in English, in its area’s file', () => {
    const { used, problems } = textsOf(sourceFiles());
    for (const [text, where] of registryTexts(loadEntries())) used.set(text, [...(used.get(text) ?? []), ...where]);
    const files = readCatalogFiles();
    expect([...problems, ...catalogProblems(used, files), ...placementProblems(used, files)]).toEqual([]);
  });

  it('names the area of a use: the titles, a shared folder or feature, an entry (`-entry` beside a feature)', () => {
    const features = new Set(['pay-guide']);
    expect(areaOfUse('pages/order/screen.ts', features)).toBe('titles');
    expect(areaOfUse('shared/ui/tabs.tsx:3', features)).toBe('ui');
    expect(areaOfUse('shared/features/pay-guide/steps.tsx:9', features)).toBe('pay-guide');
    expect(areaOfUse('pages/order/order-page.tsx:40', features)).toBe('order');
    expect(areaOfUse('pages/pay-guide/pay-guide-page.tsx:12', features)).toBe('pay-guide-entry');
    expect([...sharedFeatures()]).toEqual(expect.arrayContaining(['pay-code', 'pay-channel', 'loan-confirm']));
  });

  it('keeps a text two areas show in the lower one’s file: titles, then shared/ by layer, then a page', () => {
    const features = new Set(['pay-code']);
    const used = new Map([
      ['Order Details', ['pages/order/order-page.tsx:9', 'pages/order/screen.ts']],
      ['Copy', ['pages/repay-code/a.tsx:1', 'shared/features/pay-code/b.tsx:2', 'shared/ui/c.tsx:3']],
      ['Retry', ['shared/app/d.tsx:4', 'shared/feedback/e.ts:5']],
      ['Pay', ['shared/features/pay-code/b.tsx:6', 'pages/order/order-page.tsx:7']],
      ['Done', ['pages/order/order-page.tsx:8', 'pages/landing/f.tsx:9']],
    ]);
    const files: Record<string, CatalogFile> = {
      order: { 'Order Details': entry('Detalye ng order'), Pay: entry('Magbayad'), Done: entry('Tapos') },
      'pay-code': { Copy: entry('Kopyahin') },
      app: { Retry: entry('Subukan ulit') },
    };
    expect(placementProblems(used, files, features)).toEqual([
      'shared/i18n/fil/order.json: "Order Details" belongs in titles.json (the lowest area showing it)',
      'shared/i18n/fil/order.json: "Pay" belongs in pay-code.json (the lowest area showing it)',
      'shared/i18n/fil/pay-code.json: "Copy" belongs in ui.json (the lowest area showing it)',
      'shared/i18n/fil/app.json: "Retry" belongs in feedback.json (the lowest area showing it)',
    ]);
    // Two pages of one text: either page's file.
    expect(
      placementProblems(
        new Map([['Done', ['pages/order/a.tsx:1', 'pages/landing/b.tsx:2']]]),
        { landing: { Done: entry('Tapos') } },
        features,
      ),
    ).toEqual([]);
  });

  it('reads the texts of t() and tNodes() calls, and names a call whose text is not a literal', () => {
    const sources: Record<string, string> = {
      '/r/pages/a/a.tsx': `import { t, tNodes } from '../../shared/i18n/t';\nexport const A = () => <p title={t('Due on {date}', { date })}>{tNodes('Read the {terms}.', { terms: <a /> })}</p>;`,
      '/r/shared/ui/b.ts': `import { t as say } from '../i18n/t';\nconst key = 'x';\nexport const b = [say('Paid'), say(key)];`,
      '/r/shared/ui/c.ts': `const t = (s: string) => s;\nexport const c = t('Not ours');`,
    };
    const { used, problems } = textsOf(Object.keys(sources), (file) => sources[file]);
    expect([...used.keys()].sort()).toEqual(['Due on {date}', 'Paid', 'Read the {terms}.']);
    expect(problems).toEqual([expect.stringMatching(/b\.ts:3: t\(\) needs its English text as a string literal$/)]);
  });

  it('fails on a missing text, other placeholders, an empty or unused entry, a text in two files, no review flag', () => {
    const used = new Map([
      ['Due on {date}', ['pages/a/a.tsx:1']],
      ['Paid', ['pages/a/a.tsx:2']],
      ['Amount', ['pages/a/a.tsx:3']],
      ['Order Details', ['pages/order/screen.ts']],
    ]);
    const files: Record<string, CatalogFile> = {
      a: { 'Due on {day}': entry('Due date: {day}'), 'Due on {date}': entry('Due date: {petsa}'), Paid: entry(' ') },
      b: {
        Paid: entry('Bayad na'),
        'Order Details': { fil: 'Detalye ng order' } as unknown as CatalogFile[string],
        Amount: entry('Halaga', true),
      },
    };
    expect(catalogProblems(used, files)).toEqual([
      'shared/i18n/fil/a.json: "Due on {day}" is used nowhere (no t() call or page title has this text)',
      'shared/i18n/fil/a.json: "Due on {date}": its Filipino has the placeholders {petsa}, the English {date}',
      'shared/i18n/fil/a.json: "Paid" has no Filipino text',
      'shared/i18n/fil/b.json: "Paid" is also in a.json (one entry per text)',
      'shared/i18n/fil/b.json: "Order Details" needs "reviewed": true or false',
    ]);
    // A missing text says which file to add it to, and the line to add: a page's text in its entry's file,
    // a title in titles.json, a text two areas show in the lower one's.
    const features = new Set(['pay-code']);
    expect(catalogProblems(new Map([['New text', ['pages/a/a.tsx:9']]]), {}, features)).toEqual([
      '"New text" (pages/a/a.tsx:9) has no Filipino: add "New text": { "fil": "…", "reviewed": false } to shared/i18n/fil/a.json',
    ]);
    const title = new Map([['New title', ['pages/new/screen.ts', 'pages/new/new-page.tsx:3']]]);
    expect(catalogProblems(title, {}, features)[0]).toMatch(/to shared\/i18n\/fil\/titles\.json$/);
    const shared = new Map([['Copy', ['pages/repay-code/x.tsx:1', 'shared/features/pay-code/y.tsx:2']]]);
    expect(catalogProblems(shared, {}, features)[0]).toMatch(/to shared\/i18n\/fil\/pay-code\.json$/);
  });

  it('counts the page titles and descriptions of the registry as used texts', () => {
    const texts = registryTexts(loadEntries());
    expect(texts.get('Order Details')).toEqual(['pages/order/screen.ts']);
    expect(texts.get('About us · PesoBridge')).toEqual(['pages/index/screen.ts']);
  });

  it('says how many entries no native speaker has reviewed', () => {
    expect(reviewLine({ a: { A: entry('a'), B: entry('b', true) }, b: { C: entry('c') } })).toBe(
      'Filipino catalog: 2 of 3 texts not yet reviewed by a native speaker (shared/i18n/fil/, "reviewed")',
    );
    expect(reviewLine({ a: { A: entry('a') } }, { S: entry('s', true), T: entry('t') })).toMatch(
      /1 of 1 texts not yet reviewed .*; the reference backend's: 1 of 2 \(server\/i18n\/fil\.json\)$/,
    );
  });

  it('refuses a release reviewed under the share FIL_REVIEWED_MIN asks for, and nothing without it', () => {
    const files = { a: { A: entry('a', true), B: entry('b', true), C: entry('c', true), D: entry('d') } };
    expect(reviewedShare(files)).toBe(0.75);
    expect(reviewRefusal(files, 0.75)).toBeNull();
    expect(reviewRefusal(files, 0.8)).toMatch(/75% of the Filipino texts are reviewed .* under the 80%/);
    expect(reviewedFloor(undefined)).toBe(0);
    expect(reviewRefusal(files, reviewedFloor(undefined) as number)).toBeNull();
    expect(reviewedFloor('0.9')).toBe(0.9);
    expect(reviewedFloor('90%')).toMatch(/must be a share from 0 to 1/);
    expect(reviewedFloor('1.5')).toMatch(/must be a share from 0 to 1/);
  });
});
