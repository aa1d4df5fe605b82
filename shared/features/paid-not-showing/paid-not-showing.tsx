/**
 * "Paid but not showing?" (ADR 0028): for a borrower who paid and still sees the amount due, a control
 * on the order (statuses 170, 174, 180), instalment and extension screens that opens what they need to
 * sleep: when a payment shows, by kind of channel; what to keep; and a way to a person (a complaint for
 * this order with the receipt photo, or a call). The explanation loads when first opened.
 */
import { Suspense, useState } from 'react';
import { lazyReady } from '../../ui/lazy-ready/lazy-ready';
import { PAID_NOT_SHOWING } from './words';
import './paid-not-showing.css';

const Explanation = lazyReady(() => import('./explanation').then((m) => m.PaidNotShowingExplanation));

/**
 * @example <PaidNotShowing />
 */
export function PaidNotShowing() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="paid-not-showing"
        aria-haspopup="dialog"
        // Fetched on the way to the tap (a finger on the button), so the first tap opens it at once.
        onPointerDown={() => void Explanation.preload().catch(() => undefined)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {PAID_NOT_SHOWING}
      </button>
      {used && (
        <Suspense fallback={null}>
          <Explanation open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
