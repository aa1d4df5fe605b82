import { describe, expect, it } from 'vitest';
import {
  EARLY_TIMEOUT_MS,
  earlyCallsScript,
  earlyCallSpecs,
  readersChunkUrl,
} from '../../../scripts/vite/early-calls-plugin';
import { HTTP_TIMEOUT_MS } from '../../../shared/api/request';
import type { EntryDef } from '../../../shared/site/entries';
import { loadEntries } from '../../../shared/site/entries';
import * as contract from '../../../shared/api/contract';

const entry = (firstCalls: EntryDef['firstCalls']): EntryDef => ({
  name: 'x',
  title: 'X',
  aliases: [],
  aliasPages: {},
  description: '',
  aliasDescriptions: {},
  prerender: 'frame',
  firstCalls,
  html: '',
  component: '',
  componentExport: '',
});

describe('early-calls plugin', () => {
  it('never starts a call with side effects early', () => {
    expect(() => earlyCallSpecs(entry([{ endpoint: 'generateVcode', payload: {} }]), contract)).toThrow(
      /not a read call/,
    );
    expect(() => earlyCallSpecs(entry([{ endpoint: 'eventSave', payload: {} }]), contract)).toThrow(/not a read call/);
  });

  it('every declared first call in the registry resolves to a read endpoint', () => {
    for (const e of loadEntries()) expect(() => earlyCallSpecs(e, contract)).not.toThrow();
  });

  it('the script is static per entry and uses the helper deadline', () => {
    const e = entry([{ endpoint: 'loanPlayDetail', payload: { orderId: 'query:orderId' } }]);
    expect(earlyCallsScript(e, contract)).toBe(earlyCallsScript(e, contract));
    expect(earlyCallsScript(e, contract)).toContain('/states/v3/repay/loan-play-detail');
    expect(earlyCallsScript(entry([]), contract)).toBe('');
    expect(EARLY_TIMEOUT_MS).toBe(HTTP_TIMEOUT_MS);
  });

  it('the script also fetches the readers chunk, found in the bundle by its source module', () => {
    const bundle = {
      'assets/x.js': { type: 'chunk', facadeModuleId: '/r/pages/x/main.tsx', fileName: 'assets/x.js' },
      'assets/schemas-Ab1.js': {
        type: 'chunk',
        facadeModuleId: '/r/shared/api/schemas/index.ts',
        fileName: 'assets/schemas-Ab1.js',
      },
    };
    expect(readersChunkUrl(bundle, '/')).toBe('/assets/schemas-Ab1.js');
    expect(readersChunkUrl({}, '/')).toBeUndefined();
    const e = entry([{ endpoint: 'loanPlayDetail', payload: { orderId: 'query:orderId' } }]);
    expect(earlyCallsScript(e, contract, '/assets/schemas-Ab1.js')).toContain('/assets/schemas-Ab1.js');
  });
});
