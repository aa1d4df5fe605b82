// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  noteRead,
  onReadReport,
  readReports,
  readUnder,
  resetReadReports,
  typeOfValue,
} from '../../../shared/api/read-report';
import type { ReadReport } from '../../../shared/api/read-report';
import { screenEpoch } from '../../../shared/platform/screen-epoch';

afterEach(() => vi.restoreAllMocks());

describe('read reports', () => {
  it('reaches every listener until it stops listening; a failing listener stops no other', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: ReadReport[] = [];
    const stopBad = onReadReport(() => {
      throw new Error('listener fault');
    });
    const stop = onReadReport((r) => seen.push(r));
    const report: ReadReport = { kind: 'fallback', call: '/states/x', field: 'repayDate', type: 'string' };
    noteRead(report);
    stop();
    stopBad();
    noteRead({ ...report, field: 'other' });
    expect(seen).toEqual([report]);
  });

  it('warns in development with the call and the field, never a value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    noteRead({ kind: 'failure', call: '/states/y', field: 'items', type: 'object' });
    expect(warn).toHaveBeenCalledWith('/states/y: items (object) unreadable');
  });

  it('notes each report once a screen, with the screen showing or the one whose call is read (D38, ADR 0060)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetReadReports();
    screenEpoch.n = 0;
    const report: ReadReport = { kind: 'failure', call: '/states/z', field: '', type: 'string' };
    noteRead(report);
    noteRead(report);
    screenEpoch.n = 1;
    noteRead(report);
    // An answer to the first screen's call, read after the swap.
    readUnder(0, () => noteRead({ ...report, field: 'late' }));
    noteRead({ ...report, field: 'now' });
    expect(readReports().map((r) => [r.field, r.epoch])).toEqual([
      ['', 0],
      ['', 1],
      ['late', 0],
      ['now', 1],
    ]);
  });

  it('names a value by its type only', () => {
    expect([null, [], {}, '1', 1, undefined, true].map(typeOfValue)).toEqual([
      'null',
      'array',
      'object',
      'string',
      'number',
      'undefined',
      'boolean',
    ]);
  });
});
