import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton, useCountdown } from '../../../shared/ui/countdown';

function button(): HTMLElement {
  return screen.getByRole('button');
}

async function tap(): Promise<void> {
  // async act: lets the awaited onClick settle before asserting.
  await act(async () => {
    fireEvent.click(button());
  });
}

function tick(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down once a second from start and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    tick(1000);
    expect(result.current.remaining).toBe(2);
    tick(2000);
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reset stops the countdown', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    tick(5000);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('defaults to 60 seconds and clears its interval on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('CountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows 'Get code' and stays idle when the send returns false", async () => {
    const onClick = vi.fn(() => false);
    render(<CountdownButton onClick={onClick} />);
    expect(button().textContent).toBe('Get code');
    await tap();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Get code');
    expect(button().getAttribute('aria-disabled')).toBe('false');
  });

  it('starts the countdown when the send resolves true, and counts down to idle again', async () => {
    render(<CountdownButton onClick={() => Promise.resolve(true)} />);
    await tap();
    expect(button().textContent).toBe('60s');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    tick(1000);
    expect(button().textContent).toBe('59s');
    tick(59_000);
    expect(button().textContent).toBe('Get code');
    expect(button().getAttribute('aria-disabled')).toBe('false');
  });

  it('a tap during the countdown calls onBlockedClick and does not send again', async () => {
    const onClick = vi.fn(() => true);
    const onBlockedClick = vi.fn();
    render(<CountdownButton onClick={onClick} onBlockedClick={onBlockedClick} />);
    await tap();
    await tap();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onBlockedClick).toHaveBeenCalledTimes(1);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores a second tap while the send is pending', async () => {
    let finish!: (sent: boolean) => void;
    const onClick = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const onBlockedClick = vi.fn();
    render(<CountdownButton onClick={onClick} onBlockedClick={onBlockedClick} />);
    await tap();
    await tap();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onBlockedClick).not.toHaveBeenCalled();
    expect(button().getAttribute('aria-disabled')).toBe('true');

    await act(async () => finish(true));
    expect(button().textContent).toBe('60s');
  });

  it('can be tapped again after a failed send', async () => {
    const onClick = vi.fn(() => Promise.resolve(false));
    render(<CountdownButton onClick={onClick} />);
    await tap();
    await tap();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('uses the given idle label, length and remaining text', async () => {
    render(
      <CountdownButton
        idleLabel="Send code"
        seconds={5}
        renderRemaining={(s) => `Resend in ${s}s`}
        onClick={() => true}
      />,
    );
    expect(button().textContent).toBe('Send code');
    await tap();
    expect(button().textContent).toBe('Resend in 5s');
    tick(5000);
    expect(button().textContent).toBe('Send code');
  });
});
