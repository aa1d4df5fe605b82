/**
 * The field reports' send (ADR 0034), the one request of the page that goes to another origin: a module
 * of its own beside `wire.ts` so that it rides in the reports' lazy chunk, not in every screen's start JS
 * (ADR 0026, 0037). It carries nothing of the session, so it needs nothing `wire.ts` decides.
 */

/**
 * Posts a field report's OTLP JSON to the collector (ADR 0034) so that it survives the page leaving: with
 * `keepalive`, and once more without it when the browser refuses (some Chromium builds refuse a keepalive
 * request that needs a preflight; this page is alive, or it could not run this). The collector may be
 * another origin: it gets no session query, no session header and no cookie (D7, D22). Resolves the
 * collector's response; rejects when none arrived.
 * @example const res = await sendReportBody('/v1/logs', json); res.status
 */
export function sendReportBody(url: string, body: string): Promise<Response> {
  const post = (keepalive: boolean) =>
    fetch(url, {
      method: 'POST',
      body,
      keepalive,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
  return post(true).catch(() => post(false));
}
