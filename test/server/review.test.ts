// @vitest-environment node
/**
 * The reviewer's page (ADR 0046): every catalog text, the pages' and the backend's, with where it shows,
 * the English beside the Filipino, its note and glossary words; a reviewer's answer is written back to the
 * catalog file (reviewed, and the Filipino they wrote), never one that loses a placeholder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import { readGlossary, screensOf, termsOf, writeReview } from '../../server/dev/review-page';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** A root with one page catalog and the server's, as a working tree holds them. */
function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'review-'));
  dirs.push(root);
  mkdirSync(join(root, 'shared/i18n/fil'), { recursive: true });
  mkdirSync(join(root, 'server/i18n'), { recursive: true });
  const order = { 'Due on {date}': { fil: 'Due date {date}', reviewed: false, note: 'The due date.' } };
  writeFileSync(join(root, 'shared/i18n/fil/order.json'), `${JSON.stringify(order, null, 2)}\n`);
  writeFileSync(
    join(root, 'server/i18n/fil.json'),
    `${JSON.stringify({ Settled: { fil: 'Bayad na', reviewed: false } }, null, 2)}\n`,
  );
  return root;
}

describe('writeReview', () => {
  it('marks a text reviewed, with the Filipino a reviewer wrote, in the file as Prettier keeps it', () => {
    const root = tree();
    expect(writeReview('order', 'Due on {date}', '', root)).toBeNull();
    const file = join(root, 'shared/i18n/fil/order.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      'Due on {date}': { fil: 'Due date {date}', reviewed: true, note: 'The due date.' },
    });
    expect(writeReview('server', 'Settled', ' Bayad na lahat ', root)).toBeNull();
    const server = readFileSync(join(root, 'server/i18n/fil.json'), 'utf8');
    expect(server).toBe(`{\n  "Settled": {\n    "fil": "Bayad na lahat",\n    "reviewed": true\n  }\n}\n`);
  });

  it('refuses an unknown catalog or text, a path, and a Filipino that loses a placeholder', () => {
    const root = tree();
    const before = readFileSync(join(root, 'shared/i18n/fil/order.json'), 'utf8');
    expect(writeReview('../../etc', 'x', '', root)).toMatch(/No catalog/);
    expect(writeReview('landing', 'x', '', root)).toMatch(/No catalog/);
    expect(writeReview('order', 'Due on', '', root)).toMatch(/No text/);
    expect(writeReview('order', 'Due on {date}', 'Due date', root)).toMatch(/placeholders: date/);
    expect(readFileSync(join(root, 'shared/i18n/fil/order.json'), 'utf8')).toBe(before);
  });
});

describe('where a text shows and which glossary words it says', () => {
  it('a page’s texts on its entry, a shared feature’s on the pages importing it, a title on its entry', () => {
    expect(screensOf('order', 'x')).toEqual(['order']);
    expect(screensOf('loan-confirm-entry', 'x')).toEqual(['loan-confirm']);
    expect(screensOf('loan-confirm', 'x')).toEqual(expect.arrayContaining(['loan-confirm', 'loan-confirm-v2']));
    expect(screensOf('ui', 'x')).toBe('every screen');
    expect(screensOf('server', 'x')).toBe('every screen');
  });

  it('reads the glossary’s words and finds them in a Filipino text', () => {
    const glossary = readGlossary();
    expect(termsOf('Multa sa pagkahuli', glossary).map((t) => t.en)).toEqual(expect.arrayContaining(['late charges']));
    expect(termsOf('Hulog 2 sa 4', glossary).map((t) => t.en)).toEqual(['instalment']);
  });
});

describe('/_review', () => {
  it('is mounted only with the development switch, and lists each text in context', { timeout: 60_000 }, async () => {
    const off = createServerApp({ dbFile: ':memory:', distDir: 'dist' });
    expect((await off.app.request('/_review')).status).toBe(404);
    off.close();
    const s = createServerApp({ dbFile: ':memory:', distDir: 'dist', devRoutes: true });
    try {
      const page = await (await s.app.request('/_review')).text();
      expect(page).toContain('Halagang dapat bayaran');
      // The backend's words (D33) and a page's, each with a scenario to open in Filipino and English.
      expect(page).toContain('Multa sa pagkahuli');
      expect(page).toMatch(/href="\/fil\/order\.html\?token=[^"]*orderId=[^"]*lang=fil"/);
      expect(page).toMatch(/href="\/order\.html\?token=/);
      const refused = await s.app.request('/_review', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ area: 'nothing', en: 'x' }).toString(),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('No catalog named nothing');
    } finally {
      s.close();
    }
  });
});
