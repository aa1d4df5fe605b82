import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import {
  registerServiceWorker,
  SW_RELOAD_FLAG,
  unregisterStaleServiceWorker,
} from '../../../shared/platform/service-worker';

interface FakeRegistration {
  unregister: ReturnType<typeof vi.fn>;
}

let registrations: FakeRegistration[];
let getRegistrations: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;
let reload: MockInstance<Location['reload']>;

function installServiceWorker(container: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

function answer(status: number): void {
  fetchMock.mockResolvedValue(new Response(status === 404 ? 'missing' : 'self.addEventListener()', { status }));
}

beforeEach(() => {
  sessionStorage.clear();
  registrations = [{ unregister: vi.fn().mockResolvedValue(true) }, { unregister: vi.fn().mockResolvedValue(true) }];
  getRegistrations = vi.fn(async () => registrations);
  installServiceWorker({ getRegistrations, register: vi.fn() });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  installServiceWorker(undefined);
});

describe('registerServiceWorker', () => {
  it('registers nothing (the spec makes registration a no-op)', () => {
    const register = vi.fn();
    installServiceWorker({ getRegistrations, register });
    expect(registerServiceWorker()).toBeUndefined();
    expect(register).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('unregisterStaleServiceWorker', () => {
  it('unregisters every registration and reloads once when the script answers 404', async () => {
    answer(404);
    await expect(unregisterStaleServiceWorker()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/sw.js', { cache: 'no-store' });
    for (const r of registrations) expect(r.unregister).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(SW_RELOAD_FLAG)).toBe('1');
  });

  it('checks the given script URL', async () => {
    answer(404);
    await unregisterStaleServiceWorker('/service-worker.js');
    expect(fetchMock).toHaveBeenCalledWith('/service-worker.js', { cache: 'no-store' });
  });

  it('does not reload a second time in the same session (no reload loop)', async () => {
    answer(404);
    await unregisterStaleServiceWorker();
    await expect(unregisterStaleServiceWorker()).resolves.toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // The stale registrations are still removed on the second pass.
    for (const r of registrations) expect(r.unregister).toHaveBeenCalledTimes(2);
  });

  it.each([200, 304, 500, 503])('keeps the worker when the script answers %i', async (status) => {
    answer(status);
    await expect(unregisterStaleServiceWorker()).resolves.toBe(false);
    for (const r of registrations) expect(r.unregister).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not fetch when there are no registrations', async () => {
    registrations = [];
    answer(404);
    await expect(unregisterStaleServiceWorker()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are not available', async () => {
    installServiceWorker(undefined);
    answer(404);
    await expect(unregisterStaleServiceWorker()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['getRegistrations rejects', () => getRegistrations.mockRejectedValue(new Error('SecurityError'))],
    ['fetch rejects (offline)', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    [
      'unregister rejects',
      () => {
        answer(404);
        registrations[0]!.unregister.mockRejectedValue(new Error('InvalidStateError'));
      },
    ],
    [
      'sessionStorage throws',
      () => {
        answer(404);
        vi.stubGlobal('sessionStorage', {
          getItem() {
            throw new Error('SecurityError');
          },
        });
      },
    ],
  ])('ignores errors silently when %s', async (_label, arrange) => {
    arrange();
    const warn = vi.spyOn(console, 'error');
    await expect(unregisterStaleServiceWorker()).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
