/**
 * Starts the reference server for the e2e run: built pages from dist/, a fresh SQLite database in a
 * temporary folder, the borrower factory enabled, on a free port. Its URL reaches the workers through
 * E2E_BASE_URL. Where nginx is installed, nginx in front of it with the generated self-hosting config
 * (test/e2e/nginx-server.ts): E2E_NGINX_URL.
 */
import { existsSync } from 'node:fs';
import { startScratchServer } from '../../server/start';
import { NGINX, startNginx } from './nginx-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/customer-service.html')) throw new Error('dist/ is missing: run `npm run build` first');
  // Every e2e browser shares 127.0.0.1: the per-address SMS caps and the landing's tries per address
  // (tested in test/server) would refuse the landing tests' codes after the twentieth; per device and in
  // total the defaults stay.
  const running = await startScratchServer({
    testApi: true,
    smsCaps: { perIpHour: 100_000, perIpDay: 100_000, triesPerIpHour: 100_000 },
    // Likewise the field reports' collector, which every page of the suite reports to (ADR 0021).
    fieldCaps: { perClientMinute: 100_000 },
  });
  process.env.E2E_BASE_URL = running.origin;
  const nginx = NGINX ? await startNginx(running.origin) : null;
  if (nginx) {
    process.env.E2E_NGINX_URL = nginx.origin;
    process.env.E2E_NGINX_ACCESS_LOG = nginx.accessLog;
  } else console.warn('nginx is not installed: the self-hosting pass (nginx.spec.ts) is skipped; .ci/run installs it');
  return async () => {
    await nginx?.stop();
    await running.stop();
  };
}
