import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardTap, releaseTap, tapBusy } from '../../../shared/platform/tap-guard';
import { ActionButton } from '../../../shared/ui/action-button';

afterEach(() => {
  cleanup();
  releaseTap();
});

/** A promise the test resolves by hand: the action "in flight". */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pageShown = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

describe('ActionButton: the one button that runs the tap guard (ADR 0027, 0036)', () => {
  it('marks itself busy in the tap’s own task and refuses a second tap until the action ends', async () => {
    const call = held<boolean>();
    const action = vi.fn(() => call.promise);
    render(<ActionButton action={action}>Rollover Repayment</ActionButton>);
    const button = screen.getByRole('button', { name: 'Rollover Repayment' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn');
    let busyInTap = '';
    button.addEventListener('click', () => (busyInTap = button.getAttribute('aria-busy') ?? 'none'));
    // Two taps in the same task, before React re-renders: one action.
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(busyInTap).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Not a money button: it stays enabled (and keeps focus), busy only.
    expect(button).toHaveProperty('disabled', false);
    // The action ended without leaving (a refusal): the guard opens and the next tap runs.
    await act(async () => call.resolve(false));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    act(() => button.click());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('after a failure (the request failed: the action ends without leaving) the mark goes and the next tap runs', async () => {
    const call = held<boolean>();
    const action = vi.fn(() => call.promise);
    render(<ActionButton action={action}>Send</ActionButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => button.click());
    expect(tapBusy()).toBe(true);
    await act(async () => call.resolve(false));
    expect(tapBusy()).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    act(() => button.click());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('money: disabled while in flight and after the page left, until it is shown again from the page cache', async () => {
    const call = held<boolean>();
    const action = vi.fn(() => call.promise);
    render(
      <ActionButton money action={action}>
        Payment
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Payment' });
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve(true));
    expect(button).toHaveProperty('disabled', true);
    act(() => void pageShown());
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it("money: the page's one guard: another opening in flight disables it too; a plain button is never disabled", async () => {
    const open = held<boolean>();
    render(
      <>
        <ActionButton money action={async () => true}>
          Payment
        </ActionButton>
        <ActionButton action={async () => true}>Borrow Again</ActionButton>
      </>,
    );
    const pay = screen.getByRole('button', { name: 'Payment' });
    const plain = screen.getByRole('button', { name: 'Borrow Again' });
    let pending!: Promise<boolean>;
    act(() => {
      pending = guardTap(null, () => open.promise);
    });
    expect(pay).toHaveProperty('disabled', true);
    expect(plain).toHaveProperty('disabled', false);
    // The plain button's tap is refused all the same.
    expect(await guardTap(plain, async () => true)).toBe(false);
    await act(async () => {
      open.resolve(false);
      await pending;
    });
    expect(pay).toHaveProperty('disabled', false);
  });

  it('disabled: the button is disabled and a tap runs nothing, marks nothing', () => {
    const action = vi.fn();
    render(
      <ActionButton money disabled action={action}>
        Apply now
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Apply now' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(action).not.toHaveBeenCalled();
    expect(tapBusy()).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('keyboard: a native button in the tab order, keeping focus while busy', () => {
    render(<ActionButton action={() => new Promise<boolean>(() => undefined)}>REPAY</ActionButton>);
    const button = screen.getByRole('button', { name: 'REPAY' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    button.focus();
    act(() => button.click());
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('submit: runs for the form’s submit (Enter in a field, requestSubmit), once for two, and never sends the form', async () => {
    const call = held<boolean>();
    const action = vi.fn(() => call.promise);
    const sent: boolean[] = [];
    render(
      <form noValidate aria-label="Bank">
        <input aria-label="Account" />
        <ActionButton type="submit" money action={action}>
          Next
        </ActionButton>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Bank' }) as HTMLFormElement;
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.getAttribute('type')).toBe('submit');
    // Listening after the button: whether the browser would still send the form.
    form.addEventListener('submit', (e) => sent.push(e.defaultPrevented));
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([true, true]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => call.resolve(false));
    expect(button).toHaveProperty('disabled', false);
    // The tap on the button itself submits the form: the same one action.
    act(() => button.click());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('submit: a tap on it runs the action once, even one that refuses at once (a form check)', () => {
    const check = vi.fn(() => false);
    render(
      <form noValidate>
        <ActionButton type="submit" action={check}>
          Apply
        </ActionButton>
      </form>,
    );
    act(() => screen.getByRole('button', { name: 'Apply' }).click());
    expect(check).toHaveBeenCalledTimes(1);
  });
});
