// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EN_ALLOWANCE, grownOverAllowance, sizeTargets } from '../../scripts/size';
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

  it('--against: an English entry may grow 0.3 KB gz over the saved baseline; a Filipino or new entry has none', () => {
    expect(EN_ALLOWANCE).toBe(307);
    const baseline = { order: { bytes: 89_000 }, index: { bytes: 89_000 }, 'fil/order': { bytes: 1 } };
    const rows = [
      { entry: 'order', lang: 'en', js: 89_307 },
      { entry: 'index', lang: 'en', js: 89_308 },
      { entry: 'fil/order', lang: 'fil', js: 92_000 },
      { entry: 'new-entry', lang: 'en', js: 95_000 },
    ] as const;
    expect(grownOverAllowance(rows, baseline)).toEqual(['index +308 B > 307 B']);
  });
});
