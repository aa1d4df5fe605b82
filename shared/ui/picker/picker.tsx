import { useId, useMemo, useState } from 'react';
import { t } from '../../i18n/t';
import { Dialog } from '../dialog';
import { index, search, SEARCH_FROM, SHOWN_MAX } from './search';
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
  /**
   * The list may lack the answer: an 'Other: type it' choice takes a typed value, and a value that is
   * no option is shown as typed (ADR 0028).
   */
  freeText?: boolean;
}

/** The choice that takes a typed value, and the field it opens. */
export const OTHER_LABEL = t('Other: type it');
export const TYPED_MAX_LENGTH = 80;

/**
 * Bottom-sheet single choice. The choice is provisional: only Confirm reports it. More than 15 options
 * get a search field (ADR 0028).
 * @example
 * <Picker open={open} title="Bank" options={banks} value={bank} onConfirm={save} onCancel={close} />
 */
export function Picker({ open, title, options, value, onConfirm, onCancel, freeText }: PickerProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} className="picker">
      {/* Mounted only while open, so each opening starts again from `value` (Cancel restores it). */}
      {open && <PickerSheet titleId={titleId} {...{ title, options, value, onConfirm, onCancel, freeText }} />}
    </Dialog>
  );
}

interface PickerSheetProps extends Omit<PickerProps, 'open'> {
  titleId: string;
}

/** What is chosen so far: an option's value, or typed text. */
type Draft = { kind: 'option'; value: string } | { kind: 'typed'; text: string };

function startDraft(options: PickerOption[], value: string, freeText: boolean | undefined): Draft {
  if (freeText && value && !options.some((o) => o.value === value)) return { kind: 'typed', text: value };
  return { kind: 'option', value };
}

function PickerSheet({ titleId, title, options, value, onConfirm, onCancel, freeText }: PickerSheetProps) {
  const [draft, setDraft] = useState<Draft>(() => startDraft(options, value, freeText));
  const [query, setQuery] = useState('');
  const name = useId();
  const ids = { search: useId(), count: useId(), typed: useId() };
  const searchable = options.length >= SEARCH_FROM;
  const indexed = useMemo(() => (searchable ? index(options, (o) => o.label) : []), [options, searchable]);
  const found = searchable ? search(indexed, query) : options;
  const shown = found.slice(0, SHOWN_MAX);
  const chosen = draft.kind === 'option' ? options.find((o) => o.value === draft.value) : undefined;
  const typed = draft.kind === 'typed' ? draft.text.trim() : '';
  const ready = Boolean(chosen) || typed !== '';

  function confirm() {
    if (chosen) onConfirm(chosen.value);
    else if (typed) onConfirm(typed);
  }

  return (
    <>
      <div className="picker__bar">
        <button type="button" className="picker__action" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <h2 id={titleId} className="picker__title">
          {title}
        </h2>
        <button type="button" className="picker__action picker__action--confirm" disabled={!ready} onClick={confirm}>
          {t('Confirm')}
        </button>
      </div>
      {searchable && (
        <div className="picker__search">
          <label htmlFor={ids.search} className="visually-hidden">
            {t('Search {title}', { title })}
          </label>
          <input
            id={ids.search}
            type="search"
            className="picker__search-input"
            placeholder={t('Type to search')}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={ids.count}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          {/* The choice stays chosen while the search hides it: said here, so Confirm never surprises. */}
          <p className="picker__chosen">
            {chosen
              ? t('Selected: {choice}', { choice: chosen.label })
              : typed
                ? t('Selected: {choice}', { choice: typed })
                : t('Nothing selected yet')}
          </p>
          <p id={ids.count} className="picker__count" aria-live="polite">
            {countText(found.length, shown.length, query, freeText)}
          </p>
        </div>
      )}
      <div role="radiogroup" aria-labelledby={titleId} className="picker__options">
        {shown.map((o) => (
          <label key={o.value} className="picker__option">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={draft.kind === 'option' && o.value === draft.value}
              onChange={() => setDraft({ kind: 'option', value: o.value })}
            />
            <span>{o.label}</span>
          </label>
        ))}
        {freeText && (
          <label className="picker__option">
            <input
              type="radio"
              name={name}
              value=""
              checked={draft.kind === 'typed'}
              // What was searched for is most likely what the borrower will type.
              onChange={() => setDraft({ kind: 'typed', text: draft.kind === 'typed' ? draft.text : query.trim() })}
            />
            <span>{OTHER_LABEL}</span>
          </label>
        )}
      </div>
      {draft.kind === 'typed' && (
        <div className="picker__typed">
          <label htmlFor={ids.typed} className="picker__typed-label">
            {t('Your {title}', { title })}
          </label>
          <input
            id={ids.typed}
            // Chosen after the sheet opened: the borrower types next (on opening, the dialog places focus).
            autoFocus
            type="text"
            className="picker__typed-input"
            maxLength={TYPED_MAX_LENGTH}
            autoComplete="off"
            value={draft.text}
            onChange={(e) => setDraft({ kind: 'typed', text: e.currentTarget.value })}
          />
        </div>
      )}
    </>
  );
}

/**
 * What the search shows, in words: how many match, and when the list is cut, that typing narrows it.
 * @example countText(1642, 50, '') // 'Showing 50 of 1,642. Type to find yours.'
 */
export function countText(found: number, shown: number, query: string, freeText?: boolean): string {
  const n = (x: number) => x.toLocaleString('en-PH');
  const other = freeText ? ` ${t('Choose "{other}" to enter it.', { other: OTHER_LABEL })}` : '';
  if (found === 0)
    return query.trim() ? t('Nothing matches "{query}".', { query: query.trim() }) + other : t('No options.');
  if (shown < found) return t('Showing {shown} of {found}. Type to find yours.', { shown: n(shown), found: n(found) });
  return query.trim() ? t('{count} found.', { count: n(found) }) : t('{count} options.', { count: n(found) });
}
