// @vitest-environment node
/**
 * The findings of `check:backend` (scripts/check-backend/strict.ts, contract D37), one rule at a time: what
 * each finds, and what it leaves alone (a field left out that means something, a date still to come, a
 * backend with some of its words in Filipino).
 */
import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/api/contract';
import { manilaDay } from '../../../shared/format/manila-day';
import {
  disclosureFindings,
  emptySuccess,
  englishWords,
  payableFindings,
  withheldFindings,
  wordsOf,
} from '../../../scripts/check-backend/strict';
import { loanOffer } from '../../shared/features/loan-confirm/offer';

const fields = (findings: { field: string }[]) => findings.map((f) => f.field);

describe('the strict findings', () => {
  it('a money field sent as null or as no number, never one left out', () => {
    const decl = contract.loanDetailConfirm.data;
    expect(
      fields(withheldFindings(contract.loanDetailConfirm.path, decl, { amount: 1, netAmount: null }, 'data')),
    ).toEqual(['data.netAmount']);
    expect(
      withheldFindings(contract.loanDetails.path, contract.loanDetails.data, { balanceInterest: '₱225.00' }, 'data'),
    ).toEqual([
      expect.objectContaining({ field: 'data.balanceInterest', problem: expect.stringContaining('sent as string') }),
    ]);
    expect(withheldFindings(contract.loanDetailConfirm.path, decl, { amount: 1 }, 'data')).toEqual([]);
  });

  it('an offer that dates nothing counts from today: unproven; one dated by its first payment is not', () => {
    const undated = loanOffer({ loanDate: '', firstPayTime: '' });
    expect(fields(disclosureFindings(undated, [], 'attach'))).toEqual(['attach.loanDate']);
    expect(disclosureFindings(loanOffer({ loanDate: '', firstPayTime: '2026-12-25' }), [], 'data')).toEqual([]);
    // A plan without its rows, or a row the reader left out: the statement cannot show its cost.
    expect(fields(disclosureFindings(loanOffer({ repay_plans: [] }), [], 'data'))).toEqual(['data.repay_plans']);
    expect(fields(disclosureFindings(loanOffer(), [2], 'data'))).toEqual(['data.repay_plans.2.amount']);
    // A withheld netAmount is named once, by the money rule.
    expect(disclosureFindings(loanOffer({ netAmount: null }), [], 'data')).toEqual([]);
  });

  it('payableFrom: a day still to come is the lender refusing today; a day come is a mistake', () => {
    const today = manilaDay('2026-12-07');
    expect(payableFindings({ payableFrom: '2026-12-08' }, 'data', today)).toEqual([]);
    expect(payableFindings({}, 'data', today)).toEqual([]);
    expect(fields(payableFindings({ payableFrom: '2026-12-07' }, 'data', today))).toEqual(['data.payableFrom']);
    expect(fields(payableFindings({ payableFrom: 'soon' }, 'data', today))).toEqual(['data.payableFrom']);
  });

  it('a success with no payload is a catch-all answer', () => {
    expect(fields(emptySuccess(null, 'data'))).toEqual(['data']);
    expect(fields(emptySuccess(undefined, 'attach'))).toEqual(['attach']);
    expect(emptySuccess({}, 'data')).toEqual([]);
  });

  it('under lang=fil: every word as in English fails; some words in Filipino pass (D33)', () => {
    const decl = contract.loanDetails.data;
    const english = wordsOf(
      decl,
      { noticeStatusText: 'Due soon', productName: 'Peso Flex', userOrderDetail: { detail: [{ text: 'Amount due' }] } },
      'data',
    );
    expect([...english.keys()]).toEqual(['data.noticeStatusText', 'data.userOrderDetail.detail.0.text']);
    const partly = wordsOf(
      decl,
      { noticeStatusText: 'Malapit na', userOrderDetail: { detail: [{ text: 'Amount due' }] } },
      'data',
    );
    expect(englishWords(english, partly)).toEqual([]);
    expect(fields(englishWords(english, english))).toEqual([
      'data.noticeStatusText, data.userOrderDetail.detail.0.text',
    ]);
    // Names and figures alone are no words: nothing to compare.
    expect(englishWords(wordsOf(decl, { productName: 'Peso Flex' }, 'data'), new Map())).toEqual([]);
  });
});
