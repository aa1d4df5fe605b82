// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { headersPlugin } from '../../../scripts/vite/headers-plugin';
import { inlineCssPlugin } from '../../../scripts/vite/inline-css-plugin';
import { loadEntries } from '../../../shared/site/entries';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('a build that fails before it writes', () => {
  it('reports its own error: the plugins that read the written HTML at closeBundle step aside instead of throwing ENOENT over it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'failed-build-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    writeFileSync(join(dir, 'main.js'), 'console.log(1);');
    const failing = {
      name: 'fails-in-generate-bundle',
      generateBundle() {
        throw new Error('the real cause');
      },
    };
    await expect(
      build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [failing, inlineCssPlugin(), headersPlugin(loadEntries())],
        build: { outDir: join(dir, 'dist') },
      }),
    ).rejects.toThrow(/the real cause/);
  });
});
