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

/** 1,600 numbered places, the size of the country's list of cities and municipalities. */
const many = Array.from({ length: 1600 }, (_, i) => ({ label: `Town ${i + 1}, Province`, value: `t${i + 1}` }));
const places = [
  ...many,
  { label: 'Sto. Tomas City, Batangas', value: '0401028000' },
  { label: 'Las Piñas City, Metro Manila', value: '1380200000' },
];
const search = () => screen.getByRole('searchbox', { name: 'Search City / Province' }) as HTMLInputElement;

describe('Picker: long lists (ADR 0028)', () => {
  afterEach(() => {
    cleanup();
  });

  it('15 options or fewer get no search field; 16 or more do', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => ({ label: String(i + 1), value: String(i + 1) }));
    const { rerender } = render(
      <Picker open title="Day" options={days(15)} value="" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    rerender(<Picker open title="Day" options={days(16)} value="" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search Day' })).toBeTruthy();
  });

  it('shows at most 50 of 1,602 options, says so, and a search finds one ignoring accents and "Sto."', () => {
    const onConfirm = vi.fn();
    render(<Picker open title="City / Province" options={places} value="" onConfirm={onConfirm} onCancel={() => {}} />);
    expect(screen.getAllByRole('radio')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 1,602. Type to find yours.')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'santo tomas' } });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Sto. Tomas City, Batangas',
    ]);
    fireEvent.change(search(), { target: { value: 'las pinas' } });
    fireEvent.click(radio('Las Piñas City, Metro Manila'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('1380200000');
  });

  it('keeps the chosen value while a search hides it, says which it is, and Confirm sends it', () => {
    const onConfirm = vi.fn();
    render(
      <Picker
        open
        title="City / Province"
        options={places}
        value="1380200000"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('Selected: Las Piñas City, Metro Manila')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'Town 7' } });
    expect(screen.queryByRole('radio', { name: 'Las Piñas City, Metro Manila' })).toBeNull();
    expect(screen.getByText('Selected: Las Piñas City, Metro Manila')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('1380200000');
  });

  it("'Other: type it' takes the searched words to edit, and Confirm sends the typed text", () => {
    const onConfirm = vi.fn();
    render(
      <Picker
        open
        title="City / Province"
        options={places}
        value=""
        onConfirm={onConfirm}
        onCancel={() => {}}
        freeText
      />,
    );
    fireEvent.change(search(), { target: { value: 'Poblacion' } });
    expect(screen.getByText('Nothing matches "Poblacion". Choose "Other: type it" to enter it.')).toBeTruthy();
    fireEvent.click(radio('Other: type it'));
    const typed = screen.getByRole('textbox', { name: 'Your City / Province' }) as HTMLInputElement;
    expect(typed.value).toBe('Poblacion');
    fireEvent.change(typed, { target: { value: 'Poblacion, Pateros' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('Poblacion, Pateros');
  });

  it('a typed value opens as typed; blank, Confirm is disabled; without freeText there is no Other', () => {
    const { rerender } = render(
      <Picker
        open
        title="City / Province"
        options={places}
        value="Poblacion"
        onConfirm={() => {}}
        onCancel={() => {}}
        freeText
      />,
    );
    expect(radio('Other: type it').checked).toBe(true);
    const typed = screen.getByRole('textbox', { name: 'Your City / Province' });
    fireEvent.change(typed, { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <Picker
        open={false}
        title="City / Province"
        options={places}
        value=""
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    rerender(
      <Picker open title="City / Province" options={places} value="" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByRole('radio', { name: 'Other: type it' })).toBeNull();
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

  it('with freeText, a value that is no option is shown as typed', () => {
    render(
      <PickerField label="City / Province" value="Poblacion, Pateros" options={places} onChange={() => {}} freeText />,
    );
    expect(screen.getByRole('button', { name: /City \/ Province/ }).textContent).toContain('Poblacion, Pateros');
    cleanup();
    render(<PickerField label="City / Province" value="Poblacion, Pateros" options={places} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /City \/ Province/ }).textContent).toContain('Please select');
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
