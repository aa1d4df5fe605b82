/**
 * Loan confirm on an offer whose `netAmount` came as `null` (contract D37): the statement names the
 * figure it was not given and works out no net proceeds, finance charge or rate; 'Apply now' stays
 * disabled, and beside it the way to a person (ADR 0028), in English and in Filipino. Left out, the same
 * offer is D25's "nothing deducted" and may be applied for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogOf, mountIn, renderIn } from '../../../support/render-in-language';
import { config } from '../../../../shared/config/config';
import { loanOffer } from './offer';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const load = () => import('../../../../pages/loan-confirm/loan-confirm-page').then((m) => m.LoanConfirmPage);
const URL_ = '/loan-confirm.html?token=t1&productId=7';
const answers = (netAmount: unknown) => ({
  'loan-detail-confirm': { ...loanOffer({ amount: 200000 }), netAmount },
  'contract-list': { data: [] },
});

/** The page once the offer has shown, its Apply button and its statement's sentences. */
async function opened(netAmount: unknown) {
  const { root, act } = await mountIn('en', URL_, load, answers(netAmount));
  const deadline = Date.now() + 8000;
  while (!document.querySelector('#disclosure-statement') && Date.now() < deadline)
    await act(() => new Promise((settled) => setTimeout(settled, 0)));
  const apply = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Apply now')!;
  const call = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Call customer service');
  const statement = document.querySelector('#disclosure-statement')!.textContent ?? '';
  const phone = call && document.getElementById(call.getAttribute('aria-describedby') ?? '')?.textContent;
  await act(async () => root.unmount());
  return { apply, call, phone, statement };
}

describe('loan confirm with netAmount sent as null (D37)', { timeout: 30_000 }, () => {
  it('says which figure is missing, keeps Apply disabled and offers a person', async () => {
    const { apply, call, phone, statement } = await opened(null);
    expect(statement).toContain('The offer did not give the amount you receive');
    expect(statement).not.toContain('Net proceeds (what you receive)');
    expect(statement).not.toContain('Effective interest rate a month');
    expect(apply.disabled).toBe(true);
    expect(call).toBeDefined();
    expect(phone).toBe(config.servicePhone);
  });

  it('left out, nothing was deducted: the statement is whole and Apply is enabled, no call offered', async () => {
    const { apply, call, statement } = await opened(undefined);
    expect(statement).toContain('Net proceeds (what you receive)₱2,000.00');
    expect(apply.disabled).toBe(false);
    expect(call).toBeUndefined();
  });

  it('the sentence, the wait and the call in Filipino', async () => {
    const english = await renderIn('en', URL_, load, answers(null));
    const filipino = await renderIn('fil', URL_, load, answers(null));
    expect(english).toEqual(expect.arrayContaining(['Call customer service', config.servicePhone]));
    const catalog = { ...catalogOf('app'), ...catalogOf('loan-confirm') };
    for (const en of [
      'The offer did not give the amount you receive, so the net proceeds, the finance charge and the effective interest rate cannot be worked out.',
      'You can apply once the offer shows the amount you receive.',
      'Call customer service',
    ]) {
      expect(english.join('\n')).toContain(en);
      expect(filipino.join('\n')).toContain(catalog[en].fil);
      expect(filipino.join('\n')).not.toContain(en);
    }
  });
});
