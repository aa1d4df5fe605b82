// @vitest-environment node
/**
 * The sweeps' rotating sample (test/e2e/sample.ts, ADR 0055): a fair share on each commit, the same in
 * every worker of a run, and every item seen within a day's commits.
 */
import { describe, expect, it } from 'vitest';
import { rotating, sampled } from './sample';

const ITEMS = Array.from({ length: 60 }, (_, i) => `entry-${i % 17}.html scenario-${i}`);
/** Thirty commits' seeds, as `git rev-parse HEAD` gives them. */
const COMMITS = Array.from({ length: 30 }, (_, i) => (i * 2654435761).toString(16).padStart(40, 'a'));

describe('the rotating sample', () => {
  it('takes about its share on each commit, the same on every call of one commit', () => {
    for (const seed of COMMITS) {
      const chosen = ITEMS.filter((item) => sampled(item, 1 / 3, seed));
      expect(chosen.length).toBeGreaterThan(8);
      expect(chosen.length).toBeLessThan(34);
      expect(ITEMS.filter((item) => sampled(item, 1 / 3, seed))).toEqual(chosen);
    }
  });

  it('differs from commit to commit, and sees every item within thirty commits', () => {
    const samples = COMMITS.map((seed) => ITEMS.filter((item) => sampled(item, 1 / 3, seed)).join());
    expect(new Set(samples).size).toBe(COMMITS.length);
    const seen = new Set(COMMITS.flatMap((seed) => ITEMS.filter((item) => sampled(item, 1 / 3, seed))));
    expect([...seen].sort()).toEqual([...ITEMS].sort());
  });

  it('rotating: that many items, in their order, each one in turn', () => {
    const dialects = ['spec', 'ids'] as const;
    const picks = COMMITS.map((seed) => rotating(dialects, 1, String, seed));
    for (const pick of picks) expect(pick).toHaveLength(1);
    expect(new Set(picks.flat())).toEqual(new Set(dialects));
    expect(rotating(['a', 'b', 'c', 'd'], 3, String, COMMITS[0])).toEqual(
      ['a', 'b', 'c', 'd'].filter((x) => rotating(['a', 'b', 'c', 'd'], 3, String, COMMITS[0]).includes(x)),
    );
    expect(rotating(dialects, 2, String, COMMITS[0])).toEqual(['spec', 'ids']);
  });
});
