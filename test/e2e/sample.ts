/**
 * The sweeps' rotating sample (ADR 0055): where a unit test covers every case, a browser sweep checks a
 * share of them, chosen by the commit under test, so that the commits of a day see all of them and any one
 * run is repeatable (every worker of a run lists the same tests and picks the same sample).
 *
 * The seed is `E2E_SAMPLE_SEED` when set, else the checked-out commit (`git rev-parse HEAD`); with
 * `E2E_SAMPLE=all` every item is in the sample (before a release, or to chase a case).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

function headCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a git checkout (an exported tree): a fixed seed, still a fair share.
    return 'no-commit';
  }
}

export const SAMPLE_SEED = process.env.E2E_SAMPLE_SEED ?? headCommit();
const ALL = process.env.E2E_SAMPLE === 'all';

/** A number in [0, 1) from the seed and a key: the same in every worker, another one on every commit. */
function draw(seed: string, key: string): number {
  return createHash('sha256').update(`${seed}\n${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Whether `key` is in this run's sample of `share` (0–1) of its sweep.
 * @example sampled('order.html order-170', 1 / 3)
 */
export function sampled(key: string, share: number, seed = SAMPLE_SEED): boolean {
  return ALL || draw(seed, key) < share;
}

/**
 * `count` of `items`, chosen by the seed (all of them with `E2E_SAMPLE=all`), in their own order.
 * @example rotating(['spec', 'ids'], 1) // ['ids'] on one commit, ['spec'] on another
 */
export function rotating<T>(
  items: readonly T[],
  count: number,
  key: (item: T) => string = String,
  seed = SAMPLE_SEED,
): T[] {
  if (ALL || count >= items.length) return [...items];
  const order = [...items].sort((a, b) => draw(seed, key(a)) - draw(seed, key(b)));
  const chosen = new Set(order.slice(0, count));
  return items.filter((item) => chosen.has(item));
}
