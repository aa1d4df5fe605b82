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
import { generateVcode, loanPlayDetail } from '../../../shared/api/contract/repay';
import { eventSave } from '../../../shared/api/contract/loan';
import { firstCall, fromQuery } from '../../../shared/api/first-call';
import { asId } from '../../../shared/api/contract/declare';
import type { FirstCall } from '../../../shared/api/first-call';
import type { ReadEndpoint } from '../../../shared/api/contract/endpoint';

const entry = (firstCalls: EntryDef['firstCalls'] = null): EntryDef => ({
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
  const play = [firstCall(loanPlayDetail, { orderId: fromQuery('orderId'), productId: asId('') })] as FirstCall<
    unknown,
    unknown
  >[];

  it('never starts a call with side effects early', () => {
    const money = { endpoint: generateVcode, payload: {} } as unknown as FirstCall<unknown, unknown>;
    expect(() => earlyCallSpecs(entry(), [money])).toThrow(/not a read call/);
    const tracking = { endpoint: eventSave as unknown as ReadEndpoint<unknown, unknown>, payload: {} };
    expect(() => earlyCallSpecs(entry(), [tracking])).toThrow(/a first call needs an endpoint|not a read call/);
  });

  it("every entry's declared first calls are read endpoints, with a payload the page computes the same way", async () => {
    const entries = loadEntries().filter((e) => e.firstCalls);
    expect(entries.length).toBeGreaterThan(10);
    for (const e of entries) {
      const calls = ((await import(e.firstCalls as string)) as { default: FirstCall<unknown, unknown>[] }).default;
      expect(calls.length, e.name).toBeGreaterThan(0);
      expect(() => earlyCallSpecs(e, calls)).not.toThrow();
    }
  });

  it('the script is static per entry and uses the helper deadline', () => {
    expect(earlyCallsScript(entry(), play)).toBe(earlyCallsScript(entry(), play));
    expect(earlyCallsScript(entry(), play)).toContain('/states/v3/repay/loan-play-detail');
    expect(earlyCallsScript(entry(), [])).toBe('');
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
    expect(earlyCallsScript(entry(), play, '/assets/schemas-Ab1.js')).toContain('/assets/schemas-Ab1.js');
  });
});
