/**
 * What the fault sweep (faults.spec.ts) opens, read from the registry (ADR 0055): every entry that reads
 * at start (`startReads()`: each entry's `first-calls.ts` and the landing's own reads), each with the
 * paths of those reads, opened on its first seeded scenario, or at `/<entry>.html` when the seed has none.
 * What is particular to an entry (a scenario that shows more, a URL of its own, a call that is no read,
 * the screen to look for, no header) is an override; a new screen is swept without one.
 */

/** What an entry's sweep does otherwise than the registry gives. */
export interface SweepOverride<Screen> {
  /** A seeded scenario of the entry other than its first. */
  scenario?: string;
  /** A URL of its own instead of a scenario (its query and hash as written). */
  url?: string;
  /** Calls the entry makes while it loads that are no read of its (the landing's visit beacon). */
  alsoCalls?: readonly string[];
  /** What the entry's screen shows when its data is there; a generic check otherwise. */
  screen?: Screen;
  /** A web page of its own, without the in-app header. */
  noHeader?: true;
  /** The page shows its form whatever its reads gave: no error box, so no 'Try again'. */
  noRetry?: true;
}

export interface Sweep<Screen> {
  entry: string;
  /** The seeded scenario that opens the entry, or (none) its URL. */
  scenario?: string;
  url?: string;
  /** The paths the entry calls while it loads, each answered with every fault in turn. */
  calls: string[];
  screen?: Screen;
  noHeader: boolean;
  noRetry: boolean;
}

/**
 * The sweeps: one per entry that reads at start, in the registry's order. An override for an entry that
 * reads nothing at start, or naming a scenario that is not one of the entry's, fails the listing.
 * @example faultSweeps(await startReads(), seededScenarios(), { order: { scenario: 'order-174-delay' } })
 */
export function faultSweeps<Screen>(
  reads: readonly { entry: string; calls: readonly { endpoint: { path: string } }[] }[],
  scenarios: readonly { key: string; entry: string }[],
  overrides: Readonly<Record<string, SweepOverride<Screen>>>,
): Sweep<Screen>[] {
  const reading = new Set(reads.map((r) => r.entry));
  for (const entry of Object.keys(overrides))
    if (!reading.has(entry))
      throw new Error(`faults.spec.ts: an override for ${entry}, which reads nothing at start: remove it`);
  return reads.map(({ entry, calls }) => {
    const o = overrides[entry] ?? {};
    if (o.scenario && !scenarios.some((s) => s.key === o.scenario && s.entry === entry))
      throw new Error(`faults.spec.ts: ${entry}'s override names ${o.scenario}, which is no seeded scenario of it`);
    const scenario = o.url ? undefined : (o.scenario ?? scenarios.find((s) => s.entry === entry)?.key);
    return {
      entry,
      ...(scenario ? { scenario } : { url: o.url ?? `/${entry}.html` }),
      calls: [...new Set([...calls.map((c) => c.endpoint.path), ...(o.alsoCalls ?? [])])],
      ...(o.screen !== undefined && { screen: o.screen }),
      noHeader: !!o.noHeader,
      noRetry: !!o.noRetry,
    };
  });
}
