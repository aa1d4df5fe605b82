// @vitest-environment node
/**
 * `shared/platform/entry-names.ts` and `shared/site/screens.ts` are generated from the screens'
 * declarations (ADR 0002, ADR 0035): regenerated here, each must be the committed file byte for byte, so a
 * screen added, renamed or removed without running `npx tsx scripts/entry-names.ts` fails this test (and a
 * link to it fails to typecheck).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_NAMES_FILE,
  SCREENS_FILE,
  entryNamesSource,
  screenFolders,
  screensSource,
} from '../../scripts/entry-names';
import { loadEntries } from '../../shared/site/entries';

describe('the generated entry names and screen table', () => {
  it('are the screens’, as committed', async () => {
    const run = 'run `npx tsx scripts/entry-names.ts` and commit the files';
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

  it('import each screen under a binding of its name, with the extension the Vite config needs', async () => {
    const source = await screensSource(['repay-code-2', 'index']);
    expect(source).toContain("import repayCode2 from '../../pages/repay-code-2/screen.ts';");
    expect(source).toContain("{ 'repay-code-2': repayCode2, index: index }");
  });
});
