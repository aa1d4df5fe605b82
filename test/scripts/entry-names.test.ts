// @vitest-environment node
/**
 * `shared/platform/entry-names.ts` is generated from the entry registry (ADR 0002): regenerated here, it
 * must be the committed file byte for byte, so a screen added, renamed or removed without running
 * `npx tsx scripts/entry-names.ts` fails this test (and a link to it fails to typecheck).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTRY_NAMES_FILE, entryNamesSource } from '../../scripts/entry-names';
import { loadEntries } from '../../shared/site/entries';

describe('the generated entry names', () => {
  it('are the registry’s, as committed', async () => {
    const committed = readFileSync(ENTRY_NAMES_FILE, 'utf8');
    expect(committed, 'run `npx tsx scripts/entry-names.ts` and commit the file').toBe(await entryNamesSource());
  });

  it('name every entry of the registry, and only those', async () => {
    const entries = loadEntries();
    const source = await entryNamesSource(entries);
    const listed = [...source.matchAll(/\| '([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(listed).toEqual(entries.map((e) => e.name));
    expect(listed.length).toBeGreaterThan(20);
    const fewer = await entryNamesSource(entries.filter((e) => e.name !== 'order'));
    expect(fewer).not.toContain("'order'");
  });
});
