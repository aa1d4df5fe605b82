import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../shared/api/request';
import { asId } from '../../../shared/api/contract/declare';

/** The landing's calls by declaration: each answered by its own mock, sent through the one client. */
const api = vi.hoisted(() => ({
  fetchSid: vi.fn(),
  sendSmsCode: vi.fn(),
  registerUser: vi.fn(),
  sendTrackClick: vi.fn(),
  options: [] as [string, unknown][],
}));
vi.mock('../../../shared/api/request', async (importOriginal) => {
  const { getSid, getSms, register } = await import('../../../shared/api/contract/youmi');
  const answer = new Map<unknown, (payload: unknown) => unknown>([
    [getSid, (p) => api.fetchSid(p)],
    [getSms, (p) => api.sendSmsCode(p)],
    [register, (p) => api.registerUser(p)],
  ]);
  return {
    ...(await importOriginal<typeof import('../../../shared/api/request')>()),
    call: (endpoint: { path: string }, payload: unknown, options: unknown) => {
      api.options.push([endpoint.path, options]);
      return answer.get(endpoint)!(payload);
    },
  };
});
// The registration event leaves as a keepalive send, whose answer nothing reads.
vi.mock('../../../shared/api/wire', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/wire')>()),
  sendAndForget: (endpoint: { path: string }, payload: unknown) => {
    api.options.push([endpoint.path, 'sent and forgotten']);
    api.sendTrackClick(payload);
  },
}));

const { RegisterForm } = await import('../../../pages/landing/register-form');
const { dismissToast } = await import('../../../shared/feedback/toast');

function result<T>(code: number | string | null, message = '', data?: T): ApiResult<T> {
  return { success: code !== null && Number(code) === 0, code, message, data, raw: null };
}

const query = {
  id: '1',
  user_from: 'fb',
  app_from: 'app',
  utm_tag: 'u',
  invite_code: 'INV',
  links_id: '',
  down_id: '',
  UC: '',
};

function toastText(): string {
  return [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').join('|');
}

async function setup() {
  const onDone = vi.fn();
  render(<RegisterForm query={query} onDone={onDone} />);
  await act(async () => undefined);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0917 123 4567' } });
  fireEvent.change(screen.getByLabelText('Picture captcha', { selector: 'input' }), { target: { value: 'AB2C' } });
  return onDone;
}

const captchaSrc = () => screen.getByRole('img', { name: /Picture captcha/ }).getAttribute('src');

beforeEach(() => {
  vi.mocked(api.fetchSid).mockResolvedValue(result('0', 'success', { sid: asId('abc') }));
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.clearAllMocks();
  api.options.length = 0;
});

it("every landing call is quiet: the form says each code's outcome itself; the event is sent and forgotten", async () => {
  vi.mocked(api.sendSmsCode).mockResolvedValue(result(0, 'ok', null));
  vi.mocked(api.registerUser).mockResolvedValue(result(0, 'ok', undefined));
  await setup();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
  fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
  expect(api.options).toEqual([
    ['/api/v2/youmi/promotion/get-sid', { quiet: true }],
    ['/api/v2/youmi/promotion/get-sms', { quiet: true, loading: 'Sending...' }],
    ['/api/v2/youmi/promotion/register', { quiet: true, loading: 'Loading...' }],
    ['/api/v2/youmi/promotion/track-click', 'sent and forgotten'],
  ]);
});

describe('landing RegisterForm, get-sms codes (spec §8)', () => {
  it('0: toasts code sent and starts the countdown', async () => {
    vi.mocked(api.sendSmsCode).mockResolvedValue(result(0, 'ok', null));
    await setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    expect(toastText()).toContain('Code sent, please check your phone');
    screen.getByRole('button', { name: '60s' });
    expect(vi.mocked(api.sendSmsCode).mock.calls[0][0]).toMatchObject({
      phone: '09171234567',
      capcode: 'AB2C',
      sid: 'abc',
      appName: 'PesoBridge',
      user_from: 'fb',
    });
  });

  it('101: the server message, a new captcha image, the captcha field cleared, no countdown', async () => {
    vi.mocked(api.sendSmsCode).mockResolvedValue(result(101, 'wrong captcha', null));
    await setup();
    const before = captchaSrc();
    vi.spyOn(Date, 'now').mockReturnValue(Number.MAX_SAFE_INTEGER);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    vi.restoreAllMocks();
    expect(toastText()).toContain('wrong captcha');
    expect(captchaSrc()).not.toBe(before);
    expect((screen.getByLabelText('Picture captcha', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    screen.getByRole('button', { name: 'Get code' });
  });

  it('11: toasts the registered message and goes to the download page', async () => {
    vi.mocked(api.sendSmsCode).mockResolvedValue(result(11, 'registered', null));
    const onDone = await setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    expect(toastText()).toContain('You are registered, please download the app and log in');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('another code: its message only', async () => {
    vi.mocked(api.sendSmsCode).mockResolvedValue(result(12, 'Please wait 42 seconds', null));
    const onDone = await setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    expect(toastText()).toContain('Please wait 42 seconds');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('landing RegisterForm, register codes (spec §8)', () => {
  async function apply(code: number | string, message = '') {
    vi.mocked(api.registerUser).mockResolvedValue(result(code, message, code === 0 ? { userId: 1 } : undefined));
    const onDone = await setup();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    return onDone;
  }

  it('0: registration successful, the registration event with the phone, download page', async () => {
    const onDone = await apply(0);
    expect(toastText()).toContain('Registration successful');
    expect(api.sendTrackClick).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '09171234567', page_id: '1', page_type: 1 }),
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.registerUser).mock.calls[0][0]).toMatchObject({
      merchantNumber: 0,
      userName: '09171234567',
      smsCode: '123456',
      invite_code: 'INV',
      id: '1',
    });
  });

  it('11: download page without a registration event', async () => {
    const onDone = await apply(11);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(api.sendTrackClick).not.toHaveBeenCalled();
  });

  it('-1: the message and a new captcha, staying on the form', async () => {
    vi.spyOn(Date, 'now').mockReturnValueOnce(1).mockReturnValue(2);
    const onDone = await apply(-1, 'captcha wrong');
    vi.restoreAllMocks();
    expect(toastText()).toContain('captcha wrong');
    expect(captchaSrc()).toContain('t=2');
    expect(onDone).not.toHaveBeenCalled();
  });
});
