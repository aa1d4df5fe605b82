import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmLazy } from '../../../shared/ui/dialog/lazy-confirm';

afterEach(cleanup);

describe('confirmLazy', () => {
  it('loads the confirm dialog on first use and resolves with the answer', async () => {
    const answer = confirmLazy({ message: 'Continue?', confirmText: 'Withdraw Now', cancelText: 'Cancel' });
    // The first use downloads the dialog's module: on a busy machine that takes longer than findBy's 1 s.
    await screen.findByRole('button', { name: 'Cancel' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
    const again = confirmLazy({ message: 'Continue?', confirmText: 'Agree' });
    await screen.findByRole('button', { name: 'Agree' });
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await again).toBe(true);
  }, 20_000);
});
