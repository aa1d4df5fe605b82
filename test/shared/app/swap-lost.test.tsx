/**
 * A screen swapped in (D38) whose render error escapes every boundary: React empties its root, and the
 * screen is opened directly instead (its address is already in the bar), never left blank. The root
 * boundary is taken out here so that an error can escape it; with it, test/shared/app/swap.test.tsx.
 */
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import '../../../shared/app/mount';
import { screens } from '../../../shared/app/screens';

vi.mock('../../../shared/app/root-boundary', () => ({
  RootBoundary: ({ children }: { children: ReactNode }) => children,
}));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('an error no boundary holds tells the swap its screen is lost, once reported as React reports it', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  const failed = vi.fn();
  const lost = vi.fn();
  const reported = vi.fn();
  vi.stubGlobal('reportError', reported);
  screens.start!(
    root,
    () => {
      throw new Error('escaped');
    },
    { failed, lost },
  );
  await vi.waitFor(() => expect(lost).toHaveBeenCalledOnce());
  expect(failed).not.toHaveBeenCalled();
  expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'escaped' }));
  expect(root.innerHTML).toBe('');
  vi.unstubAllGlobals();
});
