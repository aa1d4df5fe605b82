import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  guardTap,
  onTapBusy,
  releaseTap,
  SHELL_HANDOVER_MS,
  shellHandover,
  tapBusy,
} from '../../../shared/platform/tap-guard';

/** A promise the test resolves by hand: the action "in flight". */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function button(name: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = name;
  document.body.append(el);
  return el;
}

afterEach(() => {
  releaseTap();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the tap guard (ADR 0027)', () => {
  it('marks the tapped control busy in the same task, refuses every other tap, opens when the action stays', async () => {
    const repay = button('Repayment');
    const rollover = button('Rollover Repayment');
    const first = held<boolean>();
    let runs = 0;
    const a = guardTap(repay, () => {
      runs++;
      return first.promise;
    });
    expect(repay.getAttribute('aria-busy')).toBe('true');
    expect(tapBusy()).toBe(true);
    expect(await guardTap(repay, () => void runs++)).toBe(false);
    expect(await guardTap(rollover, () => void runs++)).toBe(false);
    expect(runs).toBe(1);
    expect(rollover.hasAttribute('aria-busy')).toBe(false);
    first.resolve(false);
    expect(await a).toBe(true);
    expect(tapBusy()).toBe(false);
    expect(repay.hasAttribute('aria-busy')).toBe(false);
  });

  it('stays locked once the action left the page; a page shown again from the page cache opens it', async () => {
    const pay = button('Payment');
    await guardTap(pay, async () => true);
    expect(tapBusy()).toBe(true);
    expect(pay.getAttribute('aria-busy')).toBe('true');
    // A page shown the ordinary way (not from the cache) is a new page: nothing to open.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(tapBusy()).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(tapBusy()).toBe(false);
    expect(pay.hasAttribute('aria-busy')).toBe(false);
  });

  it('a failing action opens the guard and rejects, thrown at once or later', async () => {
    await expect(
      guardTap(button('a'), async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(tapBusy()).toBe(false);
    await expect(
      guardTap(button('b'), () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(tapBusy()).toBe(false);
  });

  it("an older action's late end does not open the guard a newer tap holds", async () => {
    const old = held<boolean>();
    const a = guardTap(button('a'), () => old.promise);
    // Back from the page cache while the old action was still out, and a new tap.
    releaseTap();
    const b = button('b');
    await guardTap(b, async () => true);
    old.resolve(false);
    await a;
    expect(tapBusy()).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('true');
  });

  it('tells subscribers when it locks and opens', async () => {
    const seen: boolean[] = [];
    const off = onTapBusy(() => seen.push(tapBusy()));
    await guardTap(null, () => false);
    off();
    await guardTap(null, () => false);
    expect(seen).toEqual([true, false]);
  });

  it('a command handed to the shell holds the guard for SHELL_HANDOVER_MS, then the page works again', async () => {
    vi.useFakeTimers();
    const home = button('Borrow Again');
    let sent = 0;
    const tap = () =>
      guardTap(home, () => {
        sent++;
        return shellHandover();
      });
    const first = tap();
    await tap();
    expect(sent).toBe(1);
    await vi.advanceTimersByTimeAsync(SHELL_HANDOVER_MS);
    await first;
    expect(home.hasAttribute('aria-busy')).toBe(false);
    void tap();
    expect(sent).toBe(2);
  });
});
