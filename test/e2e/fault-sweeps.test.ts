// @vitest-environment node
/**
 * The fault sweep's plan (test/e2e/fault-sweeps.ts, ADR 0055): every entry that reads at start is swept
 * with its reads, on its first seeded scenario or its own URL, and an override changes only what it names.
 */
import { describe, expect, it } from 'vitest';
import { faultSweeps } from './fault-sweeps';

const read = (...paths: string[]) => paths.map((path) => ({ endpoint: { path } }));
const READS = [
  { entry: 'order', calls: read('/states/a') },
  { entry: 'help', calls: read('/states/b', '/states/c', '/states/b') },
  { entry: 'landing', calls: read('/api/d') },
];
const SCENARIOS = [
  { key: 'order-1', entry: 'order' },
  { key: 'order-2', entry: 'order' },
  { key: 'landing-1', entry: 'landing' },
];

describe('the fault sweep read from the registry', () => {
  it('sweeps every entry that reads at start, with its reads once each, without an override', () => {
    expect(faultSweeps(READS, SCENARIOS, {})).toEqual([
      { entry: 'order', scenario: 'order-1', calls: ['/states/a'], noHeader: false, noRetry: false },
      { entry: 'help', url: '/help.html', calls: ['/states/b', '/states/c'], noHeader: false, noRetry: false },
      { entry: 'landing', scenario: 'landing-1', calls: ['/api/d'], noHeader: false, noRetry: false },
    ]);
  });

  it('an override changes only what it names', () => {
    const screen = () => 'the form';
    const [order, help, landing] = faultSweeps(READS, SCENARIOS, {
      order: { scenario: 'order-2', screen },
      landing: { url: '/landing.html?id=1#/x', alsoCalls: ['/api/beacon'], noHeader: true, noRetry: true },
    });
    expect(order).toEqual({
      entry: 'order',
      scenario: 'order-2',
      calls: ['/states/a'],
      screen,
      noHeader: false,
      noRetry: false,
    });
    expect(help.screen).toBeUndefined();
    expect(landing).toEqual({
      entry: 'landing',
      url: '/landing.html?id=1#/x',
      calls: ['/api/d', '/api/beacon'],
      noHeader: true,
      noRetry: true,
    });
  });

  it('a stale override fails the listing with what to fix', () => {
    expect(() => faultSweeps(READS, SCENARIOS, { gone: { noRetry: true } })).toThrow(
      'an override for gone, which reads nothing at start: remove it',
    );
    expect(() => faultSweeps(READS, SCENARIOS, { order: { scenario: 'landing-1' } })).toThrow(
      "order's override names landing-1, which is no seeded scenario of it",
    );
  });
});
