import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { measureKeyboard, useKeyboardOpen } from '../../../pages/bind-bank/use-keyboard-open';

describe('measureKeyboard', () => {
  it('open only when more than 60 px below the tallest height at this width', () => {
    let m = measureKeyboard(null, 390, 800);
    expect(m.open).toBe(false);
    m = measureKeyboard(m.baseline, 390, 740);
    expect(m.open).toBe(false);
    m = measureKeyboard(m.baseline, 390, 739);
    expect(m.open).toBe(true);
    m = measureKeyboard(m.baseline, 390, 800);
    expect(m.open).toBe(false);
  });

  it('a new width (rotation) starts a new baseline', () => {
    const portrait = measureKeyboard(null, 390, 800);
    expect(measureKeyboard(portrait.baseline, 844, 350)).toEqual({
      baseline: { width: 844, maxHeight: 350 },
      open: false,
    });
  });
});

function Probe() {
  return <p>{useKeyboardOpen() ? 'keyboard' : 'no keyboard'}</p>;
}

describe('useKeyboardOpen', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'visualViewport');
  });

  it('follows the visual viewport resize events', () => {
    const vv = Object.assign(new EventTarget(), { height: 800, scale: 1 });
    Object.defineProperty(window, 'visualViewport', { value: vv, configurable: true });
    render(<Probe />);
    screen.getByText('no keyboard');
    act(() => {
      vv.height = 500;
      vv.dispatchEvent(new Event('resize'));
    });
    screen.getByText('keyboard');
    act(() => {
      vv.height = 800;
      vv.dispatchEvent(new Event('resize'));
    });
    screen.getByText('no keyboard');
  });

  it('pinch zoom (a smaller height at a larger scale) is not the keyboard', () => {
    const vv = Object.assign(new EventTarget(), { height: 800, scale: 1 });
    Object.defineProperty(window, 'visualViewport', { value: vv, configurable: true });
    render(<Probe />);
    act(() => {
      vv.height = 400;
      vv.scale = 2;
      vv.dispatchEvent(new Event('resize'));
    });
    screen.getByText('no keyboard');
  });
});
