import { useId, useState } from 'react';
import { Dialog } from '../dialog';
import './picker.css';

export interface PickerOption {
  label: string;
  value: string;
}

export interface PickerProps {
  open: boolean;
  title: string;
  options: PickerOption[];
  value: string;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/**
 * Bottom-sheet single choice. The choice is provisional: only Confirm reports it.
 * @example
 * <Picker open={open} title="Bank" options={banks} value={bank} onConfirm={save} onCancel={close} />
 */
export function Picker({ open, title, options, value, onConfirm, onCancel }: PickerProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} className="picker">
      {/* Mounted only while open, so each opening starts again from `value` (Cancel restores it). */}
      {open && <PickerSheet titleId={titleId} {...{ title, options, value, onConfirm, onCancel }} />}
    </Dialog>
  );
}

interface PickerSheetProps extends Omit<PickerProps, 'open'> {
  titleId: string;
}

function PickerSheet({ titleId, title, options, value, onConfirm, onCancel }: PickerSheetProps) {
  const [draft, setDraft] = useState(value);
  const name = useId();
  const chosen = options.some((o) => o.value === draft);
  return (
    <>
      <div className="picker__bar">
        <button type="button" className="picker__action" onClick={onCancel}>
          Cancel
        </button>
        <h2 id={titleId} className="picker__title">
          {title}
        </h2>
        <button
          type="button"
          className="picker__action picker__action--confirm"
          disabled={!chosen}
          onClick={() => onConfirm(draft)}
        >
          Confirm
        </button>
      </div>
      <div role="radiogroup" aria-labelledby={titleId} className="picker__options">
        {options.map((o) => (
          <label key={o.value} className="picker__option">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === draft}
              onChange={() => setDraft(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </>
  );
}
