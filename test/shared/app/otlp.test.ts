// @vitest-environment node
/**
 * The field reports' OTLP encoder (ADR 0034) against the official OpenTelemetry JavaScript packages: the
 * same records through `@opentelemetry/sdk-logs` and `@opentelemetry/otlp-transformer`'s JSON serializer
 * (pinned in devDependencies) make the same request, byte for byte, but for one thing the OTLP/HTTP
 * specification lets either way: an integer attribute, which the SDK writes as a JSON number and ours, as
 * OTLP/HTTP JSON's 64-bit integers are written (proto3's JSON mapping), as a decimal string.
 */
import { describe, expect, it } from 'vitest';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemoryLogRecordExporter, LoggerProvider, SimpleLogRecordProcessor } from '@opentelemetry/sdk-logs';
import { JsonLogsSerializer } from '@opentelemetry/otlp-transformer';
import { SCOPE_NAME } from '../../../shared/api/contract/field';
import type { OtlpLogsRequest } from '../../../shared/api/contract/field';
import { encodeLogs } from '../../../shared/app/otlp';
import type { LogInput } from '../../../shared/app/otlp';
import { buildReport } from '../../../shared/app/field-reports';

const NOW = Date.UTC(2026, 10, 26, 9, 30, 12, 345);

/** What the official SDK sends for these records, as JSON text. */
function official(resource: Record<string, string | number>, records: readonly LogInput[], ms: number): string {
  const exporter = new InMemoryLogRecordExporter();
  const provider = new LoggerProvider({
    resource: resourceFromAttributes(resource),
    processors: [new SimpleLogRecordProcessor({ exporter })],
  });
  const logger = provider.getLogger(SCOPE_NAME);
  for (const r of records)
    logger.emit({
      eventName: r.eventName,
      severityNumber: r.severityNumber,
      severityText: r.severityText,
      body: r.body,
      attributes: r.attributes,
      timestamp: ms,
      observedTimestamp: ms,
    });
  return new TextDecoder().decode(JsonLogsSerializer.serializeRequest(exporter.getFinishedLogRecords()));
}

/** The one difference the specification allows: `"intValue":1400` (the SDK) is `"intValue":"1400"` (ours). */
const intsAsStrings = (json: string) => json.replace(/"intValue":(-?\d+)/g, '"intValue":"$1"');

/** The records of a request, back as the inputs that made them (to give the SDK the same ones). */
function inputsOf(request: OtlpLogsRequest): { resource: Record<string, string | number>; records: LogInput[] } {
  const plain = (kvs: { key: string; value: Record<string, unknown> }[]) =>
    Object.fromEntries(
      kvs.map(({ key, value }) => [
        key,
        'intValue' in value ? Number(value.intValue) : (value.stringValue ?? value.doubleValue),
      ]),
    ) as Record<string, string | number>;
  const [rl] = request.resourceLogs;
  return {
    resource: plain(rl!.resource.attributes as never),
    records: rl!.scopeLogs[0]!.logRecords.map((r) => ({
      eventName: r.eventName,
      severityNumber: r.severityNumber,
      severityText: r.severityText,
      body: r.body.stringValue,
      attributes: plain(r.attributes as never),
    })),
  };
}

describe('the OTLP/HTTP JSON encoder', () => {
  it('writes what the official SDK and its JSON serializer write for the same records', () => {
    const resource = { 'service.name': 'peso-loan-web', 'service.version': '0.1.0+abc1234', 'app.entry': 'order' };
    const records: LogInput[] = [
      {
        eventName: 'browser.web_vital',
        severityNumber: 9,
        severityText: 'INFO',
        body: 'CLS 0.041',
        attributes: { 'browser.web_vital.name': 'cls', 'browser.web_vital.value': 0.041, 'app.sample_rate': 1 },
      },
      {
        eventName: 'exception',
        severityNumber: 17,
        severityText: 'ERROR',
        body: 'TypeError: x',
        attributes: { 'exception.type': 'TypeError', 'exception.message': 'x', 'app.cap.limit': -12 },
      },
    ];
    const ours = JSON.stringify(encodeLogs(resource, records, NOW));
    expect(ours).toBe(intsAsStrings(official(resource, records, NOW)));
    // Nanoseconds as a decimal string, hex-free (no trace), enums as integers, lowerCamelCase keys.
    expect(ours).toContain(`"timeUnixNano":"${NOW}000000"`);
    expect(ours).toContain('"severityNumber":17');
    expect(ours).toContain('"intValue":"1"');
  });

  it('a whole page view’s report (vitals, reads, errors, a cap breach) is the SDK’s request', () => {
    const report = buildReport(
      {
        entry: 'repay-period',
        sample: 0.5,
        cache: 'warm',
        net: '4g',
        vitals: { LCP: 1412.4, INP: 88, CLS: 0.0412, FCP: 812.2, TTFB: 180.7 },
        ratings: { LCP: 'good', INP: 'good' },
        reads: [
          { kind: 'fallback', call: '/states/v3/repay/loan-play-detail?x=1', field: 'repayDate', type: 'object' },
        ],
        errors: [
          { source: 'error', name: 'TypeError', message: "Cannot read properties of undefined (reading 'map')" },
          { source: 'csp', name: 'connect-src', message: 'https://evil.example' },
        ],
        caps: [{ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 }],
      },
      NOW,
    )!;
    const { resource, records } = inputsOf(report);
    expect(records.map((r) => r.eventName)).toEqual([
      ...Array<string>(5).fill('browser.web_vital'),
      'app.read_failure',
      'exception',
      'exception',
      'app.cap_breach',
    ]);
    expect(JSON.stringify(report)).toBe(intsAsStrings(official(resource, records, NOW)));
  });

  it('a swapped screen’s report (D38, ADR 0060: its language, its swap record, its INP and CLS) is the SDK’s request', () => {
    const report = buildReport(
      {
        entry: 'repay-code',
        lang: 'fil',
        swap: { from: 'repay-period', input: 'touch', ms: 640 },
        sample: 1,
        cache: 'warm',
        net: '4g',
        vitals: { INP: 240, CLS: 0.1 },
        reads: [],
        errors: [],
      },
      NOW,
    )!;
    const { resource, records } = inputsOf(report);
    expect(resource).toMatchObject({ 'app.entry': 'repay-code', 'app.lang': 'fil' });
    expect(records.map((r) => r.eventName)).toEqual(['browser.web_vital', 'browser.web_vital', 'app.screen_swap']);
    expect(JSON.stringify(report)).toBe(intsAsStrings(official(resource, records, NOW)));
  });
});
