// @vitest-environment node
/**
 * `shared/platform/entry-names.ts` and `shared/site/screens.ts` are generated from the screens'
 * declarations (ADR 0002, ADR 0035): regenerated here, each must be the committed file byte for byte, so a
 * screen added, renamed, removed or changed without running `npx tsx scripts/entry-names.ts` fails this
 * test (and a link to it fails to typecheck).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_NAMES_FILE,
  SCREENS_FILE,
  entryNamesSource,
  mainSource,
  screenFolders,
  screensSource,
  listModule,
  newScreenSources,
  templateSource,
  writeMissingScreenFiles,
  writeNewScreenFiles,
} from '../../scripts/entry-names';
import { loadEntries } from '../../shared/site/entries';

describe('the generated entry names and screen table', () => {
  it('are the screens’, as committed', async () => {
    const run = 'a screen was added, renamed, removed or changed: run `npx tsx scripts/entry-names.ts` and commit';
    expect(readFileSync(ENTRY_NAMES_FILE, 'utf8'), run).toBe(await entryNamesSource());
    expect(readFileSync(SCREENS_FILE, 'utf8'), run).toBe(await screensSource());
  });

  it('name every folder with a screen.ts, and only those', async () => {
    const names = screenFolders();
    expect(names).toEqual(loadEntries().map((e) => e.name));
    expect(names.length).toBeGreaterThan(20);
    const listed = [...(await entryNamesSource(names)).matchAll(/\| '([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(listed).toEqual(names);
    const fewer = names.filter((n) => n !== 'order');
    expect(await entryNamesSource(fewer)).not.toContain("'order'");
    expect(await screensSource(fewer)).not.toContain('pages/order/');
  });

  it('copies each declaration as data, so shared/ never imports pages/ (ADR 0049)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'screens-'));
    try {
      mkdirSync(join(dir, 'repay-code-2'));
      writeFileSync(join(dir, 'repay-code-2', 'screen.ts'), "export default { title: 'Repay', prerender: 'frame' };\n");
      const source = await screensSource(['repay-code-2'], dir);
      expect(source).toContain("{ 'repay-code-2': { title: 'Repay', prerender: 'frame' } }");
      expect(source).not.toMatch(/from '[^']*pages\//);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every screen’s HTML template as the generator writes it', () => {
    for (const entry of loadEntries())
      expect(readFileSync(entry.html, 'utf8'), entry.html).toBe(templateSource(entry.name));
  });

  it('writes a new screen’s template and main.tsx, and never overwrites one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'screens-'));
    try {
      mkdirSync(join(dir, 'repay-code-2'));
      mkdirSync(join(dir, 'index'));
      writeFileSync(join(dir, 'index', 'main.tsx'), '// its own start\n');
      const written = writeMissingScreenFiles(['repay-code-2', 'index'], dir).map((f) => f.slice(dir.length));
      expect(written).toEqual(['/repay-code-2/repay-code-2.html', '/repay-code-2/main.tsx', '/index/index.html']);
      expect(readFileSync(join(dir, 'index', 'main.tsx'), 'utf8')).toBe('// its own start\n');
      expect(readFileSync(join(dir, 'repay-code-2', 'main.tsx'), 'utf8')).toBe(mainSource('repay-code-2'));
      expect(mainSource('repay-code-2')).toContain("import { RepayCode2Page } from './repay-code-2-page';");
      expect(mainSource('repay-code-2')).toContain('mount(RepayCode2Page);');
      expect(templateSource('order')).toContain('<script type="module" src="/pages/order/main.tsx"></script>');
      expect(writeMissingScreenFiles(['repay-code-2'], dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the main.tsx the screens that start plainly have', () => {
    const plain = loadEntries().filter((e) => e.name !== 'index');
    for (const e of plain) expect(readFileSync(e.html.replace(/[^/]+$/, 'main.tsx'), 'utf8')).toBe(mainSource(e.name));
  });

  it('writes what a new screen needs beside it: its seeded scenario, listed, its unit test and its e2e spec, each failing until written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'new-screen-'));
    try {
      mkdirSync(join(root, 'server/modules'), { recursive: true });
      writeFileSync(join(root, 'server/modules/index.ts'), readFileSync('server/modules/index.ts', 'utf8'));
      const written = (await writeNewScreenFiles([{ name: 'pay-later', title: 'Pay later' }], root)).map((f) =>
        f.slice(root.length + 1),
      );
      expect(written).toEqual([
        'server/modules/pay-later/index.ts',
        'server/modules/index.ts',
        'test/pages/pay-later/pay-later-page.test.tsx',
        'test/e2e/pay-later.spec.ts',
      ]);
      const module = readFileSync(join(root, 'server/modules/pay-later/index.ts'), 'utf8');
      expect(module).toMatch(/key: 'pay-later',\s+title: 'Pay later',\s+entry: 'pay-later',\s+query: {}/);
      const index = readFileSync(join(root, 'server/modules/index.ts'), 'utf8');
      expect(index).toContain("import { payLaterModule } from './pay-later';");
      expect(index).toMatch(/ {2}payLaterModule,\n\];/);
      // Each test names itself and what to fill in, and fails until it is written.
      const unit = readFileSync(join(root, 'test/pages/pay-later/pay-later-page.test.tsx'), 'utf8');
      expect(unit).toContain("import { PayLaterPage } from '../../../pages/pay-later/pay-later-page';");
      expect(unit).toMatch(/expect\.fail\(\s*'test\/pages\/pay-later\/pay-later-page\.test\.tsx: test what/);
      const spec = readFileSync(join(root, 'test/e2e/pay-later.spec.ts'), 'utf8');
      expect(spec).toContain("await openScenario('pay-later');");
      expect(spec).toMatch(/throw new Error\(\s*'test\/e2e\/pay-later\.spec\.ts: check what the borrower/);
      // Never overwritten, never listed twice.
      writeFileSync(join(root, 'test/e2e/pay-later.spec.ts'), '// written\n');
      expect(await writeNewScreenFiles([{ name: 'pay-later', title: 'Pay later' }], root)).toEqual([]);
      expect(readFileSync(join(root, 'test/e2e/pay-later.spec.ts'), 'utf8')).toBe('// written\n');
      expect(listModule(index, 'pay-later')).toBe(index);
      expect(newScreenSources('pay-later', 'Pay later').map(([path]) => path)).toHaveLength(3);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
