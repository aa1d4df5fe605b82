// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendReportBody } from '../../../shared/api/report-wire';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendReportBody (a field report, ADR 0034)', () => {
  it('posts the JSON with keepalive to the collector, without the session query, its headers or cookies (D7)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await sendReportBody('https://collector.example/v1/logs', '{"a":1}')).status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://collector.example/v1/logs');
    expect(init).toEqual({
      method: 'POST',
      body: '{"a":1}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('rejects when no answer came either way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendReportBody('/v1/logs', '{}')).rejects.toThrow('Failed to fetch');
  });
});
