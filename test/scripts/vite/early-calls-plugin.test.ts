import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCallsScript, earlyCallSpecs, readersChunkUrl } from '../../../scripts/vite/early-calls-plugin';
import { call } from '../../../shared/api/request';
import { firstPayload } from '../../../shared/api/early';
import { lacksNeeded, payloadOf } from '../../../shared/api/first-call';
import { readQuery } from '../../../shared/session/query';
import { SESSION_STORE } from '../../../shared/session/tab-session';
import { FakeXhr } from '../../support/fake-xhr';
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
  opens: [],
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

  it('one call per endpoint: the page takes each by its method and path (ADR 0048)', () => {
    expect(() => earlyCallSpecs(entry(), [...play, ...play])).toThrow(
      'POST /states/v3/repay/loan-play-detail is declared twice',
    );
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

  it('the script is one minified IIFE, static per entry, with the calls as data', async () => {
    const script = await earlyCallsScript(entry(), play);
    expect(script).toBe(await earlyCallsScript(entry(), play));
    expect(script).toMatch(/^\(function\(\)\{[^\n]*\}\)\(\);$/);
    expect(script).toContain('/states/v3/repay/loan-play-detail');
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(await earlyCallsScript(entry(), [])).toBe('');
  });

  it('the script also fetches the readers chunk, found in the bundle by its source module', async () => {
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
    expect(await earlyCallsScript(entry(), play, '/assets/schemas-Ab1.js')).toContain('/assets/schemas-Ab1.js');
  });

  // D27: the fil/ build's start script sends `lang=fil` as that build's request helper does (withPageLang).
  it.each([
    ['en', 'token=t&orderId=9', null],
    ['fil', 'token=t&orderId=9', 'fil'],
    ['fil', 'token=t&orderId=9&lang=en', 'en'],
  ])('the %s build sends the page language of %s', async (lang, search, sent) => {
    const script = await earlyCallsScript(entry(), play, undefined, undefined, lang);
    history.replaceState(null, '', `/x.html?${search}`);
    const fetchMock = vi.fn(async (_url: string) => new Response('{"code":0}'));
    vi.stubGlobal('fetch', fetchMock);
    try {
      new Function(script)();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(new URL(fetchMock.mock.calls[0][0], location.href).searchParams.get('lang')).toBe(sent);
    } finally {
      delete window.__earlyCalls;
      vi.unstubAllGlobals();
      history.replaceState(null, '', '/');
    }
  });
});

/**
 * The built start script and the page compute the same call for the same page query: for every entry's
 * declared calls, the inline script as the build writes it runs on a page, then the page (`firstPayload`)
 * must find the call in flight, with the payload its own declaration gives, and take its answer, never
 * send it again. A start script that read the query, the stored session or the payload differently fails here.
 */
describe('the built start script and the page send the same call', () => {
  const PAGES: Record<string, { search: string; stored?: object }> = {
    'a complete query': { search: 'token=t&gather=G&orderId=1864209123456789012&productId=P-7&problemId=RR-1' },
    'product_id alone, no optional keys': { search: 'token=t&orderId=1864209123456789012&product_id=P-7' },
    'a reload, the session kept in the tab': {
      search: 'orderId=1864209123456789012&productId=P-7&problemId=RR-1',
      stored: { token: 's', building: 'B', gather: 'G' },
    },
    'a fresh open with only token, an older session kept': {
      search: 'token=new&orderId=1864209123456789012&productId=P-7',
      stored: { token: 'old', building: 'B-old' },
    },
    'no id at all': { search: 'token=t' },
  };

  afterEach(() => {
    delete window.__earlyCalls;
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
    sessionStorage.clear();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  });

  const entries = loadEntries().filter((e) => e.firstCalls);
  it.each(entries.map((e) => [e.name, e] as const))('%s', async (_, e) => {
    const calls = ((await import(e.firstCalls as string)) as { default: FirstCall<unknown, unknown>[] }).default;
    const script = await earlyCallsScript(e, calls);
    for (const [name, { search, stored }] of Object.entries(PAGES)) {
      history.replaceState(null, '', `/${e.name}.html?${search}`);
      sessionStorage.clear();
      if (stored) sessionStorage.setItem(SESSION_STORE, JSON.stringify(stored));
      const fetchMock = vi.fn(async () => new Response('{"code":0,"data":{"early":true}}'));
      vi.stubGlobal('fetch', fetchMock);
      FakeXhr.all = [];
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      new Function(script)();
      const take = window.__earlyCalls!.take;
      let adopted = 0;
      window.__earlyCalls!.take = (...args) => {
        const call = take(...args);
        if (call) adopted++;
        return call;
      };
      let sent = 0;
      for (const first of calls) {
        if (lacksNeeded(first, readQuery())) continue;
        sent++;
        // The page takes the call by its declaration with the payload the built script sent (ADR 0048):
        // the very payload the page's own code gives for this query.
        const { payload, early } = firstPayload(first, readQuery());
        expect(payload, `${e.name}, ${first.endpoint.path}, ${name}`).toEqual(payloadOf(first));
        const answer = call(first.endpoint, payload, { silent: true, early });
        expect(adopted, `${e.name}, ${first.endpoint.path}, ${name}`).toBe(sent);
        // The start script's answer, adopted (then read by the call's declaration, as any answer is).
        expect(await answer).toMatchObject({ code: 0, raw: { code: 0, data: { early: true } } });
      }
      expect(fetchMock, name).toHaveBeenCalledTimes(sent);
      expect(FakeXhr.all, name).toHaveLength(0);
    }
  });
});
