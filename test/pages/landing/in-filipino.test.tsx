/**
 * The landing in Filipino (D27): the registration form, its validation and result messages, the download
 * view (after registering, and inside a messaging app's browser) and an ended promotion, from the catalog.
 * The server's own messages are shown as sent.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogOf, expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.doUnmock('../../../shared/api/request');
});

const load = () => import('../../../pages/landing/landing-page').then((m) => m.LandingPage);
const catalog = catalogOf('landing');
const fil = (english: string) => catalog[english].fil;

/** The form's texts and the download view's (registered, in Facebook's browser), in one language. */
async function pages(lang: 'en' | 'fil'): Promise<string[]> {
  // Before the captcha's picture comes, and with it.
  const waiting = await renderIn(lang, '/landing.html', load);
  const form = await renderIn(lang, '/landing.html', load, { 'get-sid': { sid: 'abc' } });
  sessionStorage.setItem('landing-registered', '1');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/450.0]');
  const download = await renderIn(lang, '/landing.html#/downloadTemplate', load, {}, { until: '.landing-download' });
  vi.restoreAllMocks();
  sessionStorage.clear();
  const neutral = await renderIn(lang, '/landing.html#/downloadTemplate', load, {}, { until: '.landing-download' });
  return [...waiting, ...form, ...download, ...neutral];
}

describe('the landing in Filipino', { timeout: 30_000 }, () => {
  it('shows the form and the download view in Filipino, no catalog text in English', async () => {
    const english = await pages('en');
    const filipino = await pages('fil');
    // The captcha's picture may fail to load in the test's DOM (then its alt text is gone): not counted on.
    expect(expectFilipino(english, filipino, ['landing'])).toEqual(
      expect.arrayContaining([
        'Register',
        '4 characters',
        'Loading…',
        'Refresh the picture captcha',
        '6 digits',
        'Apply',
        'Your account is ready',
        'Get the app',
        'Download {app} and log in with your mobile number.',
        'Get {app} on your phone to apply for a cash loan.',
        'Open this page in your browser',
        'The {app} browser cannot open the app store. To download the app:',
        'Tap the menu (•••) at the top right of the screen.',
        'Choose “Open in browser” (on iPhone, “Open in Safari”).',
        'Tap “{appStore}” or “{googlePlay}” on the page that opens.',
        'Or copy the link and paste it into your browser.',
        'Copy link',
      ]),
    );
    expect(filipino).toContain(fil('Your account is ready'));
    // The public site's headline, when the promotion sends none (its Filipino is in the index's file).
    expect(filipino).toContain('Cash loan na madali lang');
    expect(filipino).toContain('Hindi kayang buksan ng browser ng Facebook ang app store. Para i-download ang app:');
  });

  it('says the validation and result messages in Filipino', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    const { MSG, registerError } = await import('../../../pages/landing/landing-logic');
    const state = await import('../../../pages/landing/template-state');
    vi.unstubAllEnvs();
    expect(Object.values(MSG)).toEqual([
      fil('Enter the phone correctly'),
      fil('Enter the picture captcha correctly'),
      fil('Enter the SMS code correctly'),
      fil('Do not send the code repeatedly'),
      fil('Code sent, please check your phone'),
      fil('You are registered, please download the app and log in'),
      fil('Registration successful'),
    ]);
    expect(registerError({ phone: '09171234567', capcode: 'AB2C', smsCode: '' })).toEqual([
      'smsCode',
      'Ilagay nang tama ang code sa SMS',
    ]);
    expect(state.templateStateOf({ success: false, code: null, message: '', data: undefined, raw: null })).toEqual({
      status: 'error',
      message: fil('The promotion could not be loaded. Please check your connection.'),
    });
    // The server's own message is shown as sent; ours only when it sends none.
    expect(
      state.templateStateOf({ success: false, code: '01', message: 'Promo ended', data: undefined, raw: null }),
    ).toEqual({
      status: 'refused',
      message: 'Promo ended',
    });
    expect(state.templateStateOf({ success: false, code: '01', message: '', data: undefined, raw: null }).status).toBe(
      'refused',
    );
  });

  it('offers the public site in Filipino when a promotion has ended', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    // The backend refuses the template (code '01', no message of its own); the other calls never answer.
    const { channelTemplate } = await import('../../../shared/api/contract/youmi');
    vi.doMock('../../../shared/api/request', async (original) => ({
      ...(await original<typeof import('../../../shared/api/request')>()),
      call: (declaration: unknown) =>
        declaration === channelTemplate
          ? Promise.resolve({ success: false, code: '01', message: '', data: undefined, raw: null })
          : new Promise(() => undefined),
    }));
    // The visit event leaves as a keepalive fetch: no server here to take it.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    history.replaceState(null, '', '/landing.html?id=7');
    const { LandingPage } = await import('../../../pages/landing/landing-page');
    render(<LandingPage />);
    await act(async () => undefined);
    vi.unstubAllEnvs();
    expect(screen.getByRole('alert').textContent).toBe(fil('This promotion is not available.'));
    expect(screen.getByRole('link', { name: 'Bisitahin ang PesoBridge' }).closest('p')!.textContent).toBe(
      'Bisitahin ang PesoBridge para sa aming mga kasalukuyang loan.',
    );
  });
});
