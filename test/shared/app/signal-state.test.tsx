import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignalState } from '../../../shared/app/signal-state';

describe('useSignalState', () => {
  it('re-renders on set, and hands out the same signal and setter on every render', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSignalState(1);
    });
    const first = result.current;
    expect(first.value).toBe(1);
    act(() => first.set(2));
    expect(result.current.value).toBe(2);
    expect(renders).toBe(2);
    expect(result.current.current).toBe(first.current);
    expect(result.current.set).toBe(first.set);
  });

  it('current reads the value as it is now from a closure made before the change', () => {
    const { result } = renderHook(() => useSignalState('loading'));
    const { current, set, value } = result.current;
    act(() => set('ready'));
    expect(value).toBe('loading');
    expect(current.peek()).toBe('ready');
  });
});
