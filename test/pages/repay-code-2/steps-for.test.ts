// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stepsFor } from '../../../pages/repay-code-2/steps-for';

const seven = { name: '7-Eleven', steps: ['Give the reference number and pay the exact amount in cash.'] };
const gcash = { name: 'GCash', steps: ['Open GCash and tap Bills.'] };
const maya = { name: 'Maya', steps: ['Open Maya and tap Bills.'] };
const notice = { 'Pay with an e-wallet': [gcash, maya], 'Pay at a store': [seven], Empty: [] };

describe('the second code page names only what the chosen way needs', () => {
  it("the steps of the code's own channel, however the backend spells its name", () => {
    expect(stepsFor(notice, '7-Eleven')).toEqual([['Pay at a store', [seven]]]);
    expect(stepsFor(notice, '7 ELEVEN')).toEqual([['Pay at a store', [seven]]]);
    expect(stepsFor(notice, 'GCash')).toEqual([['Pay with an e-wallet', [gcash]]]);
  });

  it('every group with steps when none is named like the channel: nothing the backend sent is lost', () => {
    const all = [
      ['Pay with an e-wallet', [gcash, maya]],
      ['Pay at a store', [seven]],
    ];
    expect(stepsFor(notice, 'Cebuana Lhuillier')).toEqual(all);
    expect(stepsFor(notice, '')).toEqual(all);
  });
});
