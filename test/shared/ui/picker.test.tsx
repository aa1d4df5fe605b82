import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Picker, PickerField } from '../../../shared/ui/picker';

const banks = [
  { label: 'BDO Unibank', value: 'bdo' },
  { label: 'BPI', value: 'bpi' },
  { label: 'Metrobank', value: 'mbt' },
];

function radio(name: string): HTMLInputElement {
  return screen.getByRole('radio', { name }) as HTMLInputElement;
}

function FieldHarness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PickerField
      label="Bank name"
      value={value}
      options={banks}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Picker', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the options as a radio group named by the title, with the current value checked', () => {
    render(<Picker open title="Bank name" options={banks} value="bpi" onConfirm={() => {}} onCancel={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Bank name' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(radio('BPI').checked).toBe(true);
    expect(radio('BDO Unibank').checked).toBe(false);
  });

  it('Confirm reports the provisional choice', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Picker open title="Bank name" options={banks} value="bpi" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(radio('Metrobank'));
    expect(radio('Metrobank').checked).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('mbt');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel discards the provisional choice: reopening shows the previous value', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const props = { title: 'Bank name', options: banks, value: 'bpi', onConfirm, onCancel };
    const { rerender } = render(<Picker open {...props} />);
    fireEvent.click(radio('Metrobank'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    rerender(<Picker open={false} {...props} />);
    rerender(<Picker open {...props} />);
    expect(radio('BPI').checked).toBe(true);
    expect(radio('Metrobank').checked).toBe(false);
  });

  it('Escape cancels', () => {
    const onCancel = vi.fn();
    render(<Picker open title="Bank name" options={banks} value="" onConfirm={() => {}} onCancel={onCancel} />);
    fireEvent(screen.getByRole('dialog', { name: 'Bank name' }), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Confirm is disabled until an option is chosen', () => {
    render(<Picker open title="Bank name" options={banks} value="" onConfirm={() => {}} onCancel={() => {}} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(radio('BPI'));
    expect(confirm.disabled).toBe(false);
  });
});

describe('PickerField', () => {
  afterEach(() => {
    cleanup();
  });

  it("shows the label and 'Please select' until a value is chosen; its name includes the label", () => {
    render(<FieldHarness onChange={() => {}} />);
    const field = screen.getByRole('button', { name: /Bank name/ });
    expect(field.textContent).toContain('Please select');
  });

  it('opens the picker (its sheet loads on demand), and Confirm changes the value shown', async () => {
    const onChange = vi.fn();
    render(<FieldHarness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Bank name/ }));
    const dialog = (await screen.findByRole('dialog', { name: 'Bank name' })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);

    fireEvent.click(radio('BPI'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenCalledWith('bpi');
    expect(dialog.open).toBe(false);
    expect(screen.getByRole('button', { name: /Bank name/ }).textContent).toContain('BPI');
  });

  it('Cancel leaves the value unchanged', async () => {
    const onChange = vi.fn();
    render(<FieldHarness onChange={onChange} />);
    const field = screen.getByRole('button', { name: /Bank name/ });
    fireEvent.click(field);
    await screen.findByRole('dialog', { name: 'Bank name' });
    fireEvent.click(radio('BPI'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(field.textContent).toContain('Please select');

    fireEvent.click(field);
    expect(radio('BPI').checked).toBe(false);
  });
});
