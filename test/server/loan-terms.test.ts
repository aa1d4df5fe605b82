// @vitest-environment node
/**
 * The loan terms and the products agree (ADR 0033): the terms page fills its placeholders from the same
 * `config.loanTerms` the ledger charges by; every seeded product lies within the terms' days and under the
 * caps of today; every charge the ledger makes is one the terms name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../server/modules/core';
import { priceLoan } from '../../server/modules/loan/pricing';
import { assertPenaltiesWithinCap, seededPenaltyProducts } from '../../server/modules/loan/penalty-cap';
import { UNLISTED_PRODUCTS } from '../../server/modules/loan/seed';
import { TERMS } from '../../server/modules/repay/ledger';
import { config } from '../../shared/config/config';
import { capBreaches, DEFAULT_LOAN_CAPS, isCovered } from '../../shared/config/loan-caps';
import { eirPerMonth } from '../../shared/format/eir';
import { fillTemplate, legalVars } from '../../shared/ui/rich-text/rich-text';

const TEXT = readFileSync(join(__dirname, '../../static/legal/loan-agreement.md'), 'utf8');
const filled = fillTemplate(TEXT, legalVars());
const TODAY = '2026-11-26';
const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

describe('the loan terms and the ledger', () => {
  it('read one source: the ledger charges by the figures the terms page shows', () => {
    expect(TERMS).toBe(config.loanTerms);
    expect(filled).not.toMatch(/\{\{/);
    expect(filled).toContain(`a term of ${TERMS.termDays.min} to ${TERMS.termDays.max} calendar days`);
    expect(filled).toContain(`at least ${TERMS.earlyRepaymentMinDays} days after disbursement`);
    expect(filled).toContain(
      `every later one ${TERMS.extension.days} days on (from the day you pay, when it is overdue) by paying an extension fee of ${TERMS.extension.feePercent}% of that instalment's amount`,
    );
    expect(filled).toContain(`${TERMS.dailyPenaltyPercent.days1to30}% for days 1 to 30`);
    expect(filled).toContain(`₱${TERMS.lateFeeNewClient} (new clients) or ₱${TERMS.lateFeeRepeatClient}`);
    expect(filled).toContain(`never exceed ${TERMS.totalCostCapPercent}% of the amount you borrowed`);
  });

  it('name every charge the ledger makes', () => {
    // The ledger's charges: interest and a service fee (the schedule), the late charge and daily penalty, the extension fee.
    for (const charge of ['interest', 'charges', 'one-time late charge', 'daily penalty', 'extension fee'])
      expect(filled).toContain(charge);
  });
});

describe('the seeded products', () => {
  const all = [
    ...PRODUCTS.map((p) => ({ code: p.code, amount: p.amount, termDays: p.termDays })),
    ...UNLISTED_PRODUCTS.map((p) => ({ code: p.code, amount: p.amount, termDays: p.termDays })),
  ];

  it.each(all)('$code lies within the terms days and under the caps of today', ({ code, amount, termDays }) => {
    expect(termDays).toBeGreaterThanOrEqual(TERMS.termDays.min);
    expect(termDays).toBeLessThanOrEqual(TERMS.termDays.max);
    const start = Date.UTC(2026, 10, 26, 4);
    const price = priceLoan(code, amount, termDays, start);
    const plan = price.plans.map((p) => ({ amount: p.amount, days: Math.round((p.pay_time - start) / 86_400_000) }));
    const eir = eirPerMonth(price.net, plan);
    const offer = {
      principal: amount,
      from: TODAY,
      until: day(price.plans[price.plans.length - 1].pay_time),
      eir: eir === null ? null : eir * 100,
      totalCost: ((price.interest + price.fee) / amount) * 100,
    };
    expect(capBreaches(DEFAULT_LOAN_CAPS, offer)).toEqual([]);
    // The interest cap a month, on every product whether the circulars cover it or not.
    expect((price.interest / amount / termDays) * 30 * 100).toBeLessThanOrEqual(TERMS.interestPercentPerMonth);
    if (isCovered(DEFAULT_LOAN_CAPS, offer)) expect(eir).not.toBeNull();
  });
});

describe('the penalty cap on every seeded product (ADR 0044)', () => {
  it('weighs each product offered, by the instalments of its loan', () => {
    const products = seededPenaltyProducts();
    expect(products.map((p) => p.name)).toEqual([
      'Peso Flex (PF01)',
      'Sahod Loan (SL02)',
      'Negosyo Plus (NP03)',
      'Quick Cash (QC04)',
      'Salary Advance (SA05)',
      'Pay in Parts (PP06)',
    ]);
    expect(products[0].overdue).toEqual([132500, 132500, 132500, 132500]);
    expect(products[3].overdue).toEqual([212740]);
  });

  it('the shipped terms pass on every product; terms that break the cap stop the server, naming product and month', () => {
    expect(() => assertPenaltiesWithinCap(TERMS, DEFAULT_LOAN_CAPS, TODAY)).not.toThrow();
    // The terms before ADR 0044: ₱100 and ₱80 one-time.
    const old = { ...TERMS, lateFeeNewClient: 100, lateFeeRepeatClient: 80 };
    expect(() => assertPenaltiesWithinCap(old, DEFAULT_LOAN_CAPS, TODAY)).toThrow(
      /Quick Cash \(QC04\), month 1 of delay \(days 1 to 30\): ₱163\.82 of late charges on ₱2,127\.40 overdue is 7\.7 %/,
    );
    expect(() => assertPenaltiesWithinCap(old, DEFAULT_LOAN_CAPS, TODAY)).toThrow(/Peso Flex \(PF01\), month 1/);
  });
});
