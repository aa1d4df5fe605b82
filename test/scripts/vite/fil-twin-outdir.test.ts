// @vitest-environment node
/**
 * `vite build --outDir X` builds both languages into X (D27, ADR 0049): the Filipino pass is a second
 * `build()` the English pass starts, and the command line's `--outDir` reaches only the first, so the
 * plugin must hand it on. Without it the twins and their assets land in the config's `dist/`, over the
 * real build's pages. Checked on the plugin's own hooks, with Vite's `build()` recorded, not run.
 */
import type { InlineConfig, Plugin, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each `build()` the plugin started, with the language it was started in. */
const builds: (InlineConfig & { lang?: string })[] = [];
vi.mock('vite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('vite')>()),
  build: async (config: InlineConfig) => void builds.push({ ...config, lang: process.env.VITE_LANG }),
}));

const { filTwinPlugin } = await import('../../../scripts/vite/fil-twin-plugin');

/** Runs the English pass's hooks of a fresh plugin as Vite would, for a build written to `outDir`. */
async function englishPass(root: string, outDir: string): Promise<void> {
  const plugin = filTwinPlugin() as Plugin & Record<string, unknown>;
  const config = { root, configFile: `${root}/vite.config.ts`, mode: 'production', env: {}, build: { outDir } };
  (plugin.configResolved as (c: ResolvedConfig) => void)(config as unknown as ResolvedConfig);
  (plugin.writeBundle as () => void)();
  await (plugin.closeBundle as { handler: () => Promise<void> }).handler();
}

afterEach(() => void builds.splice(0));

describe('the Filipino pass follows the English pass’s folder', () => {
  it('an --outDir outside the project: the second build writes there, not to dist/', async () => {
    await englishPass('/repo', '/tmp/pesobridge-x');
    expect(builds).toHaveLength(1);
    expect(builds[0]!.build?.outDir).toBe('/tmp/pesobridge-x');
    expect(builds[0]!.configFile).toBe('/repo/vite.config.ts');
    expect(builds[0]!.lang).toBe('fil');
    expect(process.env.VITE_LANG).toBeUndefined();
  });

  it('a relative --outDir is the one under the project’s root; the default stays dist/', async () => {
    await englishPass('/repo', 'out/preview');
    await englishPass('/repo', 'dist');
    expect(builds.map((b) => b.build?.outDir)).toEqual(['/repo/out/preview', '/repo/dist']);
  });
});
