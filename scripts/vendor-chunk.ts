/**
 * The React vendor chunk, checked on the real build by `npm run size -- --check` (it used to be two full
 * production builds inside the unit suite). Its hash survives app changes when (vite.config.ts's
 * `codeSplitting` group) it holds React alone and imports nothing but Rolldown's runtime: an app chunk
 * among its imports would carry app changes into its bytes, hence into its hash. Every entry loads the
 * same one, so a returning borrower downloads React once.
 */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * What is wrong with the vendor chunk, as sentences; `[]` when nothing is.
 * @param manifest dist/.vite/manifest.json
 * @param entryFiles each entry's JS files (`/assets/…` paths, as `measure()` lists them)
 * @param readChunk the text of a built file (`assets/…`)
 * @example vendorChunkProblems(manifest, { order: ['/assets/order-x.js', '/assets/react-y.js'] }, read) // []
 */
export function vendorChunkProblems(
  manifest: Record<string, ManifestChunk>,
  entryFiles: Record<string, string[]>,
  readChunk: (file: string) => string,
): string[] {
  const reactKeys = Object.keys(manifest).filter((key) => manifest[key].name === 'react' && !manifest[key].isEntry);
  if (reactKeys.length !== 1) return [`expected one React vendor chunk, found ${reactKeys.length}`];
  const react = manifest[reactKeys[0]];
  const problems: string[] = [];
  const foreign = [...(react.imports ?? []), ...(react.dynamicImports ?? [])].filter(
    (key) => manifest[key]?.name !== 'rolldown-runtime',
  );
  if (foreign.length)
    problems.push(`the React chunk imports app chunks (${foreign.join(', ')}): app changes would change its hash`);
  if (!readChunk(react.file).includes('react.transitional.element')) problems.push(`${react.file} does not hold React`);
  const without = Object.entries(entryFiles).filter(([, files]) => !files.includes(`/${react.file}`));
  if (without.length)
    problems.push(`entries that do not load the shared React chunk: ${without.map(([name]) => name).join(', ')}`);
  return problems;
}
