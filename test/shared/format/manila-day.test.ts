// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { dayText, manilaDay } from '../../../shared/format/manila-day';

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('manilaDay and dayText', () => {
  it('counts whole days between Manila calendar dates, whatever the form (D20)', () => {
    const from = manilaDay('2026-11-22');
    expect(manilaDay('2026-12-22') - from).toBe(30);
    expect(manilaDay('2026/12/22 23:59') - from).toBe(30);
    // 16:00 UTC on the 21st is midnight of the 22nd in Manila; seconds and milliseconds alike.
    expect(manilaDay(Date.UTC(2026, 10, 21, 16)) - from).toBe(0);
    expect(manilaDay(Date.UTC(2026, 10, 21, 15, 59)) - from).toBe(-1);
    expect(manilaDay(String(Date.UTC(2026, 10, 21, 16) / 1000)) - from).toBe(0);
    expect(manilaDay(new Date(Date.UTC(2026, 11, 22, 4)))).toBe(manilaDay('2026-12-22'));
  });

  it("does not depend on the phone's time zone", () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(manilaDay('2026-12-22') - manilaDay('2026-11-22')).toBe(30);
    expect(dayText(manilaDay(Date.UTC(2026, 10, 21, 16)))).toBe('2026-11-22');
  });

  it('is NaN for what reads as no date', () => {
    for (const value of ['', 0, 'end of month', Number.NaN, '2026-02-30']) expect(manilaDay(value)).toBeNaN();
  });

  it('dayText writes a Manila day back as YYYY-MM-DD', () => {
    expect(dayText(manilaDay('2026-11-25'))).toBe('2026-11-25');
    expect(dayText(manilaDay('2024-02-29 10:00'))).toBe('2024-02-29');
  });
});
