import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmLazy } from '../../../shared/ui/dialog/lazy-confirm';

afterEach(cleanup);

describe('confirmLazy', () => {
  it('loads the confirm dialog on first use and resolves with the answer', async () => {
    const answer = confirmLazy({ message: 'Continue?', confirmText: 'Withdraw Now', cancelText: 'Cancel' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
    const again = confirmLazy({ message: 'Continue?', confirmText: 'Agree' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agree' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await again).toBe(true);
  });
});
