/**
 * The dialect sweep's items (dialects.spec.ts): every seeded scenario, read from a throwaway in-memory
 * server when the tests are listed (every test borrower gets the same keys), and each entry no scenario
 * opens, bare. A module of its own so that test/e2e/axe-states.test.ts reads the states the sweep checks.
 */
import { loadEntries } from '../../shared/site/entries';
import { seededScenarios } from './seeded-scenarios';

export interface SweepItem {
  /** The test's name: `<entry>.html <scenario key>`, or `<entry>.html` for a bare entry. */
  name: string;
  entry: string;
  key?: string;
}

function sweep(): SweepItem[] {
  const scenarios = seededScenarios();
  const opened = new Set<string>(scenarios.map((s) => s.entry));
  return [
    ...scenarios.map((s) => ({ name: `${s.entry}.html ${s.key}`, entry: s.entry, key: s.key })),
    ...loadEntries()
      .filter((e) => !opened.has(e.name))
      .map((e) => ({ name: `${e.name}.html`, entry: e.name })),
  ];
}

export const SWEEP = sweep();

/**
 * The sweep's first item of each entry: the entry as served (its title, headers, inline style sheets),
 * its first calls, and axe, in English and in Filipino, are checked there (on loads that stay on it).
 */
export const AXED = new Set(
  SWEEP.filter((item, i) => SWEEP.findIndex((x) => x.entry === item.entry) === i).map((x) => x.name),
);
