// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sizeTargets } from '../../scripts/size';
import { loadEntries } from '../../shared/site/entries';

describe('npm run size (ADR 0039)', () => {
  it('measures every entry in English and its fil/ twin against the same budgets', () => {
    const entries = loadEntries();
    const targets = sizeTargets(entries);
    expect(targets).toHaveLength(entries.length * 2);
    expect(targets.filter((t) => t.lang === 'en').map((t) => t.page)).toEqual(entries.map((e) => e.name));
    expect(targets.filter((t) => t.lang === 'fil').map((t) => t.page)).toEqual(entries.map((e) => `fil/${e.name}`));
    expect(targets.find((t) => t.page === 'fil/order')?.entry.name).toBe('order');
  });
});
