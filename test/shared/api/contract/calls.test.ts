// @vitest-environment node
/**
 * Every call of the contract has its request declaration beside it (ADR 0029), and no page carries one:
 * the pages name a declaration only as a type, and only the server and the scripts import the table.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../../shared/api/contract';
import { CALLS, sendsOf } from '../../../../shared/api/contract/calls';
import { loanDetails, loanDetailsSends } from '../../../../shared/api/contract/loan';
import { post, STATES, YOUMI } from '../../../../shared/api/contract/endpoint';
import { ROOT } from '../../../../shared/site/entries';

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the calls table', () => {
  it('pairs every endpoint the contract exports with its …Sends declaration', () => {
    const endpoints = Object.entries(contract).filter(
      ([, v]) => !!v && typeof v === 'object' && 'path' in v && 'method' in v,
    );
    expect(CALLS.map((c) => c.name).sort()).toEqual(endpoints.map(([name]) => name).sort());
    expect(sendsOf(loanDetails)).toBe(loanDetailsSends);
    expect(Object.keys(sendsOf(loanDetails).shape)).toEqual(['productId', 'orderId']);
  });

  it('refuses an endpoint that is not part of the contract', () => {
    expect(() => sendsOf(post(`${STATES}/elsewhere`))).toThrow('/states/elsewhere is not an endpoint of the contract');
  });

  it('is imported by no page code, and a …Sends declaration only as a type', () => {
    const pageCode = [...sourcesUnder(join(ROOT, 'pages')), ...sourcesUnder(join(ROOT, 'shared'))].filter(
      (file) => !file.includes(`${join('shared', 'api', 'contract')}`),
    );
    const offending = pageCode.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const valueImports = [...source.matchAll(/^import\s+(?!type\b)([^;]*?)from\s+'([^']+)'/gms)];
      return valueImports
        .filter(([, names, spec]) => /contract\/calls$|contract\/sends$/.test(spec) || /\w+Sends\b/.test(names))
        .map(([, , spec]) => `${relative(ROOT, file)} imports ${spec}`);
    });
    expect(offending).toEqual([]);
  });
});

describe('every path the code calls', () => {
  it('is a call of the contract: a path written anywhere in the pages or shared code is declared', () => {
    const declared = new Set(CALLS.map((c) => c.endpoint.path));
    const bases: Record<string, string> = { STATES, YOUMI };
    const found = [...sourcesUnder(join(ROOT, 'pages')), ...sourcesUnder(join(ROOT, 'shared'))].flatMap((file) => {
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      const templated = [...source.matchAll(/`\$\{(STATES|YOUMI)\}(\/[\w/-]+)`/g)].map((m) => bases[m[1]] + m[2]);
      const literal = [...source.matchAll(/['"`]((?:\/states|\/api\/v2\/youmi)\/[\w/-]+)['"`?]/g)].map((m) => m[1]);
      return [...templated, ...literal].map((path) => ({ path, file: relative(ROOT, file) }));
    });
    expect(found.length).toBeGreaterThanOrEqual(CALLS.length);
    expect(found.filter((f) => !declared.has(f.path))).toEqual([]);
  });
});
