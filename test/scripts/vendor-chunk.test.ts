// @vitest-environment node
/**
 * The vendor-chunk check that `npm run size -- --check` runs on the real build (the two production
 * builds this file used to run are gone from the unit suite). Here: its rules on small manifests.
 */
import { describe, expect, it } from 'vitest';
import { vendorChunkProblems, type ManifestChunk } from '../../scripts/vendor-chunk';

const REACT = 'var e=Symbol.for(`react.transitional.element`)';
const manifest = (over: Partial<ManifestChunk> = {}): Record<string, ManifestChunk> => ({
  '_rolldown-runtime-A.js': { file: 'assets/rolldown-runtime-A.js', name: 'rolldown-runtime' },
  '_react-B.js': { file: 'assets/react-B.js', name: 'react', imports: ['_rolldown-runtime-A.js'], ...over },
  '_request-C.js': { file: 'assets/request-C.js', name: 'request' },
  'pages/order/index.html': { file: 'assets/order-D.js', name: 'order', isEntry: true, imports: ['_react-B.js'] },
});
const files = { order: ['/assets/order-D.js', '/assets/react-B.js'], faq: ['/assets/faq-E.js', '/assets/react-B.js'] };
const read = (text: string) => () => text;

describe('vendorChunkProblems', () => {
  it('accepts one React chunk that imports only the runtime and that every entry loads', () => {
    expect(vendorChunkProblems(manifest(), files, read(REACT))).toEqual([]);
  });

  it('refuses a React chunk that imports an app chunk (its hash would follow app changes)', () => {
    const problems = vendorChunkProblems(
      manifest({ imports: ['_rolldown-runtime-A.js', '_request-C.js'] }),
      files,
      read(REACT),
    );
    expect(problems).toEqual([expect.stringContaining('imports app chunks (_request-C.js)')]);
  });

  it('refuses a missing or second React chunk, a chunk without React, and an entry with its own copy', () => {
    const none = manifest();
    delete none['_react-B.js'];
    expect(vendorChunkProblems(none, files, read(REACT))).toEqual(['expected one React vendor chunk, found 0']);
    const two = { ...manifest(), '_react-Z.js': { file: 'assets/react-Z.js', name: 'react' } };
    expect(vendorChunkProblems(two, files, read(REACT))).toEqual(['expected one React vendor chunk, found 2']);
    expect(vendorChunkProblems(manifest(), files, read('export const x = 1'))).toEqual([
      'assets/react-B.js does not hold React',
    ]);
    const ownCopy = { ...files, faq: ['/assets/faq-E.js'] };
    expect(vendorChunkProblems(manifest(), ownCopy, read(REACT))).toEqual([
      'entries that do not load the shared React chunk: faq',
    ]);
  });
});
