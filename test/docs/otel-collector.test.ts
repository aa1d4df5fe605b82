// @vitest-environment node
/**
 * The operators' OpenTelemetry Collector configuration (docs/otel-collector.yaml, ADR 0034), parsed with a
 * maintained YAML parser (`yaml`, pinned): a logs pipeline from an OTLP receiver that speaks HTTP with CORS
 * for the pages' origin, through the batch processor, to an exporter; every component it names defined,
 * every one defined used. No collector binary can be installed here, so this is as far as it is checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_FIELD_CAPS } from '../../server/settings';

interface Config {
  receivers: Record<string, { protocols?: { http?: Record<string, unknown>; grpc?: unknown } }>;
  processors: Record<string, unknown>;
  exporters: Record<string, { endpoint?: string }>;
  service: { pipelines: Record<string, { receivers: string[]; processors: string[]; exporters: string[] }> };
}

const config = parse(readFileSync('docs/otel-collector.yaml', 'utf8')) as Config;

describe('the OpenTelemetry Collector configuration in the operators’ guide', () => {
  it('wires a logs pipeline: the otlp receiver, the batch processor, an exporter', () => {
    const logs = config.service.pipelines.logs!;
    expect(logs.receivers).toEqual(['otlp']);
    expect(logs.processors).toContain('batch');
    // The memory limiter first, batch last before the exporters (the collector's own advice).
    expect(logs.processors.at(-1)).toBe('batch');
    expect(logs.exporters.length).toBeGreaterThan(0);
    for (const name of logs.processors) expect(Object.keys(config.processors)).toContain(name);
    for (const name of logs.exporters) expect(Object.keys(config.exporters)).toContain(name);
    // Nothing defined and left out of every pipeline (the collector refuses neither, but it misleads).
    const used = Object.values(config.service.pipelines).flatMap((p) => [
      ...p.receivers,
      ...p.processors,
      ...p.exporters,
    ]);
    for (const name of [
      ...Object.keys(config.receivers),
      ...Object.keys(config.processors),
      ...Object.keys(config.exporters),
    ])
      expect(used).toContain(name);
  });

  it('takes OTLP over HTTP from the pages’ origin, a report of any size the pages send', () => {
    const http = config.receivers.otlp!.protocols!.http! as {
      endpoint: string;
      max_request_body_size: number;
      cors: { allowed_origins: string[] };
    };
    expect(http.endpoint).toMatch(/:4318$/);
    expect(http.cors.allowed_origins).toEqual(['${env:PAGES_ORIGIN}']);
    expect(http.max_request_body_size).toBeGreaterThanOrEqual(DEFAULT_FIELD_CAPS.bodyBytes);
    expect(config.exporters.otlphttp!.endpoint).toBe('${env:OTLP_EXPORT_ENDPOINT}');
  });

  it('is the file the operators’ guide shows', () => {
    expect(readFileSync('docs/operators.md', 'utf8')).toContain('(otel-collector.yaml)');
  });
});
