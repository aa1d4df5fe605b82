/**
 * The seeded scenarios every test borrower gets, read from a throwaway in-memory server when the tests
 * are listed. The scenarios are seeded with the development routes only (ADR 0047), so the server is
 * started with them; a list that comes back empty fails the listing, or every sweep built on it would
 * pass by testing bare entries only.
 */
import { createServerApp } from '../../server/app';
import type { Scenario } from '../../server/module';

export function seededScenarios(): Scenario[] {
  const server = createServerApp({ dbFile: ':memory:', distDir: 'dist', devRoutes: true });
  const scenarios = server.demoScenarios;
  server.close();
  if (scenarios.length === 0) throw new Error('the server seeded no scenarios: the sweeps would test nothing');
  return scenarios;
}
