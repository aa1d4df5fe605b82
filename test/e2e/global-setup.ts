/**
 * Starts the reference server for the e2e run: built pages from dist/, a fresh SQLite database in a
 * temporary folder, the borrower factory enabled, on a free port. Its URL reaches the workers through
 * E2E_BASE_URL.
 */
import { existsSync } from 'node:fs';
import { startScratchServer } from '../../server/start';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/customer-service.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const running = await startScratchServer({ testApi: true });
  process.env.E2E_BASE_URL = running.origin;
  return running.stop;
}
