/**
 * "Is the on-screen keyboard up?" (spec §2 Bind bank, §9 keyboard threshold 60 px): the visual viewport
 * is more than 60 px shorter than the tallest it has been at this width. A new width (rotation) starts a
 * new baseline; pinch zoom does not count (the height is taken at scale 1).
 */
import { useEffect, useState } from 'react';

export const KEYBOARD_THRESHOLD_PX = 60;

export interface ViewportBaseline {
  width: number;
  maxHeight: number;
}

/** The next baseline and whether the keyboard counts as open, for one viewport size. */
export function measureKeyboard(
  prev: ViewportBaseline | null,
  width: number,
  height: number,
  threshold = KEYBOARD_THRESHOLD_PX,
): { baseline: ViewportBaseline; open: boolean } {
  const maxHeight = prev && prev.width === width ? Math.max(prev.maxHeight, height) : height;
  return { baseline: { width, maxHeight }, open: maxHeight - height > threshold };
}

/** @example const keyboardOpen = useKeyboardOpen(); … {!keyboardOpen && <button>Next</button>} */
export function useKeyboardOpen(threshold = KEYBOARD_THRESHOLD_PX): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const vv = window.visualViewport;
    let baseline: ViewportBaseline | null = null;
    const update = () => {
      const height = vv ? vv.height * vv.scale : window.innerHeight;
      const next = measureKeyboard(baseline, window.innerWidth, height, threshold);
      baseline = next.baseline;
      setOpen(next.open);
    };
    update();
    const target: EventTarget = vv ?? window;
    target.addEventListener('resize', update);
    return () => target.removeEventListener('resize', update);
  }, [threshold]);
  return open;
}
