// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoanConfirm } from '../../../../shared/api/contract/loan';
import { defaultConfig } from '../../../../shared/config/config';
import { disclosureOf } from '../../../../shared/features/loan-confirm/disclosure';
import { statementCopy, statementHtml } from '../../../../shared/features/loan-confirm/statement-file';

const offer = {
  comProductName: 'Peso <Flex> & Co',
  amount: 500000,
  periods: 2,
  termUnit: 30,
  repay_plans: [
    { title: 'Instalment', amount: 265000, pay_time: '2026-12-25' },
    { title: 'Last instalment', amount: 265000, pay_time: '' },
  ],
  loanDate: '2026-11-25',
} as unknown as LoanConfirm;

const NOW = new Date(Date.UTC(2026, 10, 25, 2, 5));

describe('the copy the borrower keeps', () => {
  const copy = statementCopy(offer, disclosureOf(offer), 60, defaultConfig.legal, NOW);

  it('names the lender, the product, the term, the date (Manila) and every figure', () => {
    expect(copy.lender[0]).toBe(defaultConfig.legal.companyName);
    expect(copy.lender[1]).toContain(defaultConfig.legal.secRegistrationNo);
    expect(copy.rows.slice(0, 4)).toEqual([
      ['Product', 'Peso <Flex> & Co'],
      ['Loan term', '60 days'],
      ['Date of this statement', '2026-11-25 10:05'],
      ['Amount financed', '₱5,000.00'],
    ]);
    expect(copy.schedule).toEqual([
      ['1/2', 'Instalment', '2026-12-25', '₱2,650.00'],
      ['2/2', 'Last instalment', '', '₱2,650.00'],
    ]);
    expect(copy.fileName).toBe('disclosure-statement-peso-flex-co-2026-11-25.html');
  });

  it('writes a standalone document: escaped text, no script, every row and sentence', () => {
    const html = statementHtml(copy);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src=/i);
    expect(html).toContain('Peso &lt;Flex&gt; &amp; Co');
    expect(html).not.toContain('<Flex>');
    for (const [label, value] of copy.rows.slice(1))
      expect(html).toContain(`<tr><td>${label}</td><td>${value}</td></tr>`);
    for (const note of copy.notes) expect(html).toContain(note);
    expect(html).toContain('You have the right to a copy of this statement. This file is your copy.');
  });
});
