import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moneyGuard, useMoneyGuard } from '../../../shared/app/money-guard';

afterEach(cleanup);

/** A promise the test resolves by hand: the action "in flight". */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('money guard', () => {
  it('refuses a second action while one runs, and unlocks when it ends without leaving', async () => {
    const guard = moneyGuard();
    const first = held<boolean>();
    let runs = 0;
    const a = guard.run(() => {
      runs++;
      return first.promise;
    });
    await guard.run(async () => {
      runs++;
    });
    expect(runs).toBe(1);
    expect(guard.busy.value).toBe(true);
    first.resolve(false);
    await a;
    expect(guard.busy.value).toBe(false);
  });

  it('stays locked once the action left the page; a page shown again releases it', async () => {
    const guard = moneyGuard();
    await guard.run(async () => true);
    expect(guard.busy.value).toBe(true);
    guard.release();
    expect(guard.busy.value).toBe(false);
  });

  it('a failing action unlocks too', async () => {
    const guard = moneyGuard();
    await expect(
      guard.run(async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(guard.busy.value).toBe(false);
  });

  function Pay({ action }: { action: () => Promise<boolean> }) {
    const guard = useMoneyGuard();
    return (
      <button type="button" disabled={guard.busy} onClick={() => void guard.run(action)}>
        Payment
      </button>
    );
  }

  it('the button re-renders with the signal: disabled while in flight, and after the page left until pageshow', async () => {
    const call = held<boolean>();
    let calls = 0;
    render(
      <Pay
        action={() => {
          calls++;
          return call.promise;
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Payment' });
    // Two taps in the same task, before React re-renders: one action.
    act(() => {
      button.click();
      button.click();
    });
    expect(calls).toBe(1);
    expect(button).toHaveProperty('disabled', true);
    await act(async () => call.resolve(true));
    expect(button).toHaveProperty('disabled', true);
    // Back from the provider: the page comes out of the page cache.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(button).toHaveProperty('disabled', false);
  });
});
