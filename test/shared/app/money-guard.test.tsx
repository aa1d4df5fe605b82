import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMoneyGuard } from '../../../shared/app/money-guard';
import { guardTap, releaseTap } from '../../../shared/app/tap-guard';

afterEach(() => {
  cleanup();
  releaseTap();
});

/** A promise the test resolves by hand: the action "in flight". */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Pay({ action }: { action: () => Promise<boolean> }) {
  const guard = useMoneyGuard();
  return (
    <button type="button" disabled={guard.busy} onClick={(e) => void guard.run(action, e.currentTarget)}>
      Payment
    </button>
  );
}

describe('money guard: the tap guard seen from React', () => {
  it('re-renders the button: busy and disabled while in flight, and after the page left until pageshow', async () => {
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
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve(true));
    expect(button).toHaveProperty('disabled', true);
    // Back from the provider: the page comes out of the page cache.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it("is the page's one guard: another opening in flight locks the money button too", async () => {
    const open = held<boolean>();
    render(<Pay action={async () => true} />);
    const button = screen.getByRole('button', { name: 'Payment' });
    let pending!: Promise<boolean>;
    act(() => {
      pending = guardTap(null, () => open.promise);
    });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      open.resolve(false);
      await pending;
    });
    expect(button).toHaveProperty('disabled', false);
  });
});
