/** Customer service and the joint-login failure in Filipino (D27); the server's strings shown as sent. */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

const customerService = () =>
  import('../../../pages/customer-service/customer-service-page').then((m) => m.CustomerServicePage);

describe('customer-service in Filipino', { timeout: 30_000 }, () => {
  it('shows the promise and the contact rows in Filipino, the server contacts as sent', async () => {
    const answers = { 'contact-kf-info': { smWa: '0917 555 0101', email: 'tulong@example.ph' } };
    const english = await renderIn('en', '/customer-service.html?token=t1', customerService, answers);
    const filipino = await renderIn('fil', '/customer-service.html?token=t1', customerService, answers);
    expect(expectFilipino(english, filipino, ['customer-service'])).toHaveLength(6);
    expect(filipino).toEqual(expect.arrayContaining(['0917 555 0101', 'tulong@example.ph', 'Telepono']));
  });

  it('says in Filipino that the standard contacts are shown when the latest could not be had', async () => {
    // No answer with either field: the configured contacts, with the note and 'Try again'.
    const answers = { 'contact-kf-info': { smWa: '', email: '' } };
    const english = await renderIn('en', '/customer-service.html?token=t1', customerService, answers);
    const filipino = await renderIn('fil', '/customer-service.html?token=t1', customerService, answers);
    expect(expectFilipino(english, filipino, ['customer-service'])).toEqual(
      expect.arrayContaining(['We could not load the latest contact details. These are our standard contacts.']),
    );
  });
});

describe('joint-login-fail in Filipino', { timeout: 30_000 }, () => {
  it("shows 'Failed' in Filipino and the server's message as sent", async () => {
    const load = () =>
      import('../../../pages/joint-login-fail/joint-login-fail-page').then((m) => m.JointLoginFailPage);
    const answers = {
      'union-error-info': { errMessage: 'Mali ang OTP', noticeMessage: 'Paalala mula sa server', family: [] },
    };
    const english = await renderIn('en', '/joint-login-fail.html?token=t1', load, answers);
    const filipino = await renderIn('fil', '/joint-login-fail.html?token=t1', load, answers);
    expect(expectFilipino(english, filipino, ['joint-login-fail'])).toEqual(['Joint login', 'Failed']);
    expect(filipino).toEqual(expect.arrayContaining(['Hindi nagtagumpay', 'Mali ang OTP', 'Paalala mula sa server']));
  });
});
