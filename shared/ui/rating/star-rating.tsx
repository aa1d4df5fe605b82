import type { KeyboardEvent } from 'react';
import { t } from '../../i18n/t';
import './star-rating.css';

export interface StarRatingProps {
  /** 0 (none chosen) to 5. */
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the group. */
  label?: string;
}

const STARS = [1, 2, 3, 4, 5];
const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * Five stars; choosing star n fills it and every star before it.
 * @example
 * <StarRating value={stars} onChange={setStars} label="Rate this service" />
 */
export function StarRating({ value, onChange, label = t('Rating') }: StarRatingProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = NEXT_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, value + step));
    onChange(next);
    // Roving focus: the checked star is the one in the tab order.
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[next - 1]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className="star-rating" onKeyDown={handleKeyDown}>
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n === value}
          aria-label={n === 1 ? t('1 star') : t('{count} stars', { count: n })}
          tabIndex={n === value || (value < 1 && n === 1) ? 0 : -1}
          className={n <= value ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'}
          onClick={() => onChange(n)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
