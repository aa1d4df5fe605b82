// A fresh module graph (the `isolated` project): the field's lazy sheet has never rendered here.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PickerField } from '../../../shared/ui/picker';

afterEach(() => cleanup());

it('the first tap opens the sheet in the same render once its chunk (fetched when the field mounts) is here', async () => {
  render(<PickerField label="Bank name" value="" options={[{ label: 'BPI', value: 'bpi' }]} onChange={() => {}} />);
  // The field's mount fetches the sheet; let that import settle.
  await act(() => import('../../../shared/ui/picker/picker'));
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: /Bank name/ }));
  // No `findBy`: a `lazy` that suspends here (and React's 300 ms hold after a fallback) fails this.
  expect(screen.getByRole('dialog', { name: 'Bank name' })).toBeDefined();
});
