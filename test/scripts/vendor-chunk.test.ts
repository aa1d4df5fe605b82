// @vitest-environment node
/**
 * The React vendor chunk keeps its content hash when app code changes (Foundation issue): two builds,
 * the second with one page's code changed, must emit the same react-*.js name and a different page chunk.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function buildAssets(extra: Plugin[]): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'loan-vendor-'));
  dirs.push(outDir);
  await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir, emptyOutDir: true }, plugins: extra });
  return readdirSync(join(outDir, 'assets'));
}

const changeAppCode: Plugin = {
  name: 'test:change-app-code',
  transform(code, id) {
    return id.endsWith('customer-service-page.tsx') ? `${code}\nconsole.info('app code changed');` : null;
  },
};

describe('vendor chunk', () => {
  it('react, react-dom and scheduler keep their hash when app code changes', async () => {
    const before = await buildAssets([]);
    const after = await buildAssets([changeAppCode]);
    const react = (files: string[]) => files.filter((f) => /^react-.*\.js$/.test(f));
    const page = (files: string[]) => files.filter((f) => /^customer-service-.*\.js$/.test(f));
    expect(react(before)).toHaveLength(1);
    expect(react(after)).toEqual(react(before));
    expect(page(after)).not.toEqual(page(before));
  }, 60_000);
});
