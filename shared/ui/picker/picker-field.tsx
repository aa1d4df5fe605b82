import { Suspense, useEffect, useState } from 'react';
import { t } from '../../i18n/t';
import { lazyReady } from '../lazy-ready/lazy-ready';
import type { PickerOption } from './picker';

// The sheet (and the dialog under it) is needed only once a picker opens: out of the start JS of the
// form that uses it (bind bank sat at the 80 KB gz budget), fetched right after the field mounts so
// the first tap opens it at once.
const Picker = lazyReady(() => import('./picker').then((m) => m.Picker));

export interface PickerFieldProps {
  label: string;
  value: string;
  options: PickerOption[];
  placeholder?: string;
  onChange: (value: string) => void;
  /** The list may lack the answer: a typed value is taken and shown as typed (ADR 0028). */
  freeText?: boolean;
  /** The id of the field's error beside it: the button is then invalid and reads the error. */
  errorId?: string;
}

/**
 * A form row that shows the chosen option and opens a Picker; its accessible name includes the label.
 * @example
 * <PickerField label="Bank name" value={bank} options={banks} onChange={setBank} />
 */
export function PickerField({
  label,
  value,
  options,
  placeholder = t('Please select'),
  onChange,
  freeText,
  errorId,
}: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so that closing keeps the dialog's own behaviour. */
  const [used, setUsed] = useState(false);
  const chosen = options.find((o) => o.value === value)?.label ?? (freeText && value ? value : undefined);
  useEffect(() => {
    void Picker.preload().catch(() => undefined);
  }, []);
  return (
    <>
      <button
        type="button"
        className="picker-field"
        aria-haspopup="dialog"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className="picker-field__label">{label}</span>
        <span className={chosen ? 'picker-field__value' : 'picker-field__value picker-field__value--empty'}>
          {chosen ?? placeholder}
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <Picker
            open={open}
            title={label}
            options={options}
            value={value}
            freeText={freeText}
            onConfirm={(next) => {
              setOpen(false);
              onChange(next);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
