// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BACKEND_SOURCES } from '../../../scripts/vite/dev-backend-plugin';

describe('the dev server’s reference backend', () => {
  it('restarts the backend for the files it runs, not for a page', () => {
    for (const file of [
      'server/app.ts',
      'server/modules/loan/index.ts',
      'shared/api/contract/loan.ts',
      'shared/site/entries.ts',
    ])
      expect(BACKEND_SOURCES.test(file), file).toBe(true);
    for (const file of [
      'pages/order/order-page.tsx',
      'shared/api/request.ts',
      'shared/app/mount.tsx',
      'test/server/x.ts',
    ])
      expect(BACKEND_SOURCES.test(file), file).toBe(false);
  });
});
