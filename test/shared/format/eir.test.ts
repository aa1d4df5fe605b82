// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eirPerMonth } from '../../../shared/format/eir';
import type { Payment } from '../../../shared/format/eir';

/** The rate as the statement shows it: percent a month, two decimals. */
const shown = (rate: number | null) => (rate === null ? null : (rate * 100).toFixed(2));
const every30 = (amount: number, n: number): Payment[] =>
  Array.from({ length: n }, (_, i) => ({ amount, days: 30 * (i + 1) }));

describe('eirPerMonth: figures worked by hand', () => {
  it('one payment of ₱5,150 thirty days after ₱5,000 is 3.00 %', () => {
    // 5,150 / 5,000 = 1.03 over exactly one month.
    expect(shown(eirPerMonth(500000, [{ amount: 515000, days: 30 }]))).toBe('3.00');
  });

  it('four payments of ₱1,325 every 30 days on ₱5,000 is 2.37 %', () => {
    // At 2.37 %: v = 1 / 1.0237 = 0.97685; v + v² + v³ + v⁴ = 3.7737; × ₱1,325 = ₱5,000.2.
    expect(shown(eirPerMonth(500000, every30(132500, 4)))).toBe('2.37');
  });

  it('an upfront fee that lowers the net proceeds raises it', () => {
    // ₱100 kept back: at 3.21 %, v + v² + v³ + v⁴ = 3.6985; × ₱1,325 = ₱4,900.5.
    expect(shown(eirPerMonth(490000, every30(132500, 4)))).toBe('3.21');
    // ₱150 kept back of one payment after a month: 5,150 / 4,850 = 1.0619.
    expect(shown(eirPerMonth(485000, [{ amount: 515000, days: 30 }]))).toBe('6.19');
  });

  it('counts days, not whole months: ₱5,150 fifteen days after ₱5,000 is 1.03² − 1 = 6.09 %', () => {
    expect(shown(eirPerMonth(500000, [{ amount: 515000, days: 15 }]))).toBe('6.09');
  });

  it('a plan repaying less than was received has a negative rate, shown as it is', () => {
    expect(shown(eirPerMonth(500000, [{ amount: 485000, days: 30 }]))).toBe('-3.00');
  });

  it('no rate exists without a payment, before the disbursement date, or without net proceeds', () => {
    expect(eirPerMonth(500000, [])).toBeNull();
    expect(eirPerMonth(500000, [{ amount: 515000, days: -1 }])).toBeNull();
    expect(eirPerMonth(500000, [{ amount: 515000, days: Number.NaN }])).toBeNull();
    expect(eirPerMonth(0, [{ amount: 515000, days: 30 }])).toBeNull();
    expect(eirPerMonth(500000, [{ amount: 515000, days: 0 }])).toBeNull();
    expect(eirPerMonth(500000, [{ amount: -1, days: 30 }])).toBeNull();
  });
});

const amount = fc.integer({ min: 0, max: 5_000_000 });
const plan = fc.array(fc.record({ amount, days: fc.integer({ min: 1, max: 400 }) }), { minLength: 1, maxLength: 12 });
const total = (p: Payment[]) => p.reduce((sum, x) => sum + x.amount, 0);

describe('eirPerMonth: properties', () => {
  it('a plan that repays exactly the net proceeds is 0 %', () => {
    fc.assert(
      fc.property(plan, (p) => {
        fc.pre(total(p) > 0);
        expect(eirPerMonth(total(p), p)).toBe(0);
      }),
    );
  });

  it('the rate discounts the plan to the net proceeds', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 1, max: 5_000_000 }), (p, net) => {
        fc.pre(total(p) > 0);
        const r = eirPerMonth(net, p);
        if (r === null) return;
        const worth = p.reduce((sum, x) => sum + x.amount * (1 + r) ** (-x.days / 30), 0);
        expect(Math.abs(worth - net)).toBeLessThan(1e-6 * Math.max(net, total(p)));
      }),
    );
  });

  it('more interest never lowers it: a cent more on any payment, or a smaller net, gives a rate as high', () => {
    fc.assert(
      fc.property(
        plan,
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        (p, net, at, more) => {
          const r = eirPerMonth(net, p);
          fc.pre(r !== null);
          const i = at % p.length;
          const dearer = p.map((x, j) => (j === i ? { ...x, amount: x.amount + more } : x));
          // null here is a rate past what is worked out (a million percent a month): higher still.
          const higher = (rate: number | null) => rate ?? Infinity;
          expect(higher(eirPerMonth(net, dearer))).toBeGreaterThanOrEqual(r!);
          if (net > more) expect(higher(eirPerMonth(net - more, p))).toBeGreaterThanOrEqual(r!);
        },
      ),
    );
  });
});
