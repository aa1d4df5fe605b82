// @vitest-environment node
/**
 * A screen declares the entries it opens (`opens` in `pages/<name>/screen.ts`, ADR 0035); the contract
 * documents list them from there. Held here to the page code: every `entryUrl(…)` target its script
 * reaches is declared, nothing else is, and every name it prefetches with `useNextScreens([…])` is one
 * it declares.
 */
import { describe, expect, it } from 'vitest';
import { linksInCode } from '../../scripts/contract-docs';
import { loadEntries } from '../../shared/site/entries';

const entries = loadEntries();
const names = new Set(entries.map((e) => e.name));

describe.each(entries.map((e) => [e.name, e] as const))('%s', (name, entry) => {
  const inCode = linksInCode(entry, names);

  it('declares exactly the entries its code links to', () => {
    expect(entry.opens, `pages/${name}/screen.ts: opens`).toEqual(inCode.opens);
  });

  it('prefetches only entries it declares', () => {
    for (const target of inCode.prefetches) expect(entry.opens, `useNextScreens(['${target}'])`).toContain(target);
  });
});

describe('the scan', () => {
  it('finds the links of a page that has them, through the parts it imports', () => {
    const order = entries.find((e) => e.name === 'order')!;
    const found = linksInCode(order, names);
    expect(found.opens).toContain('repay-period');
    expect(linksInCode({ ...order, name: 'repay-period' }, names).opens).not.toContain('repay-period');
    const complaint = entries.find((e) => e.name === 'complaint')!;
    expect(linksInCode(complaint, names).prefetches).toEqual(['complaint-form', 'complaint-list']);
  });
});
