/**
 * The field reports' OTLP/HTTP JSON encoder (ADR 0034): a logs request as the OpenTelemetry SDK's JSON
 * serializer writes it (`@opentelemetry/sdk-logs` and `@opentelemetry/otlp-transformer`, which
 * test/shared/app/otlp.test.ts holds it equal to), in a few hundred bytes instead of an SDK on the phone.
 * lowerCamelCase keys, enums as integers, no trace ids (a report belongs to no trace), timestamps and
 * integers as decimal strings.
 */
import type { OtlpKeyValue, OtlpLogRecord, OtlpLogsRequest, OtlpValue } from '../api/contract/field';
import { SCOPE_NAME } from '../api/contract/field';

/** A record before encoding: attributes in the order they are sent. */
export interface LogInput {
  eventName: string;
  severityNumber: number;
  severityText: string;
  body: string;
  attributes: Record<string, string | number>;
}

const value = (v: string | number): OtlpValue =>
  typeof v === 'string' ? { stringValue: v } : Number.isInteger(v) ? { intValue: String(v) } : { doubleValue: v };

const attributes = (attrs: Record<string, string | number>): OtlpKeyValue[] =>
  Object.keys(attrs).map((key) => ({ key, value: value(attrs[key]!) }));

/**
 * One request: one resource, one scope, the records in order, all stamped `ms` (milliseconds since the epoch).
 * @example encodeLogs({ 'service.name': 'peso-loan-web' }, [vitalRecord], Date.now())
 */
export function encodeLogs(
  resource: Record<string, string | number>,
  records: readonly LogInput[],
  ms: number,
): OtlpLogsRequest {
  const nanos = `${Math.trunc(ms)}000000`;
  return {
    resourceLogs: [
      {
        resource: { attributes: attributes(resource), droppedAttributesCount: 0 },
        scopeLogs: [
          {
            scope: { name: SCOPE_NAME },
            logRecords: records.map((r): OtlpLogRecord => ({
              timeUnixNano: nanos,
              observedTimeUnixNano: nanos,
              severityNumber: r.severityNumber,
              severityText: r.severityText,
              body: { stringValue: r.body },
              eventName: r.eventName,
              attributes: attributes(r.attributes),
              droppedAttributesCount: 0,
            })),
          },
        ],
      },
    ],
  };
}
