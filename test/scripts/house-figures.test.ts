// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forwardingWrappers, grown, importsOf, longestChain, measureHouse } from '../../scripts/house-figures';
import type { HouseFigures } from '../../scripts/house-figures';

describe('the house figures (ADR 0038)', () => {
  it('follow the imports a module runs, static and dynamic, never its type imports', () => {
    const source = [
      "import { request } from './request';",
      "import type { ApiResult } from './request-types';",
      "export { readPayload } from './read';",
      "import './side-effect';",
      "const t = import('superagent');",
      "const r = import('./schemas');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./request', './read', './side-effect', 'superagent', './schemas']);
  });

  it('count the longest chain of floors to the wire, not the shortest', () => {
    const graph = new Map([
      ['page-import', ['parsed', 'request']],
      ['parsed', ['request']],
      ['request', ['transport', 'header-value']],
      ['transport', []],
      ['header-value', []],
    ]);
    expect(longestChain(graph, ['page-import'], (m) => m === 'transport')).toEqual([
      'page-import',
      'parsed',
      'request',
      'transport',
    ]);
    expect(longestChain(graph, ['header-value'], (m) => m === 'transport')).toEqual([]);
  });

  it('name a wrapper that only forwards a declaration, not one that adds behaviour', () => {
    const source = [
      "import { cardInit, bindCardNew } from './contract/bank';",
      "import { other } from './elsewhere';",
      'export const fetchCardForm = (req: CardInitRequest, options?: RequestOptions) => requestParsed(cardInit, req, options);',
      'export const fetchSid = () =>',
      '  requestParsed(bindCardNew, {}, { quiet: true });',
      'export const notADeclaration = (req: R) => request(other, req);',
      'export const saveCard = (form: F) => {',
      '  const key = newKey();',
      '  return request(bindCardNew, form, { key });',
      '};',
    ].join('\n');
    expect(forwardingWrappers(source)).toEqual(['fetchCardForm', 'fetchSid']);
  });

  it('find on this tree a chain that ends where superagent is imported', () => {
    const { floors, api } = measureHouse();
    expect(floors.length).toBeGreaterThan(0);
    expect(readFileSync(floors.at(-1)!, 'utf8')).toMatch(/superagent/);
    expect(api.files).toBeGreaterThan(api.contractFiles);
  });

  it('say which entries grew, leaving out an entry new since', () => {
    const at = (startJs: Record<string, number>) =>
      ({
        startJs: Object.fromEntries(Object.entries(startJs).map(([e, bytes]) => [e, { bytes, static: false }])),
      }) as HouseFigures;
    expect(grown(at({ order: 100, bank: 90 }), at({ order: 101, bank: 89, fresh: 500 }))).toEqual(['order']);
  });
});
