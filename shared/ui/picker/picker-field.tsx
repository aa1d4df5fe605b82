import { useState } from 'react';
import { Picker } from './picker';
import type { PickerOption } from './picker';

export interface PickerFieldProps {
  label: string;
  value: string;
  options: PickerOption[];
  placeholder?: string;
  onChange: (value: string) => void;
}

/**
 * A form row that shows the chosen option and opens a Picker; its accessible name includes the label.
 * @example
 * <PickerField label="Bank name" value={bank} options={banks} onChange={setBank} />
 */
export function PickerField({ label, value, options, placeholder = 'Please select', onChange }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <button type="button" className="picker-field" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="picker-field__label">{label}</span>
        <span className={chosen ? 'picker-field__value' : 'picker-field__value picker-field__value--empty'}>
          {chosen ? chosen.label : placeholder}
        </span>
      </button>
      <Picker
        open={open}
        title={label}
        options={options}
        value={value}
        onConfirm={(next) => {
          setOpen(false);
          onChange(next);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
