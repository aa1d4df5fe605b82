/**
 * Label-and-figure rows (ADR 0031): every list of a label and its value on our screens (an order's
 * details, the repayment details, loan confirm's offer, its Disclosure Statement and copy, the code page's
 * facts, a complaint's order and its own facts, posting times) is this one description list with one
 * look. The label wraps beside its figure; a figure too wide to sit beside it goes whole to its own line,
 * so money stays on its card at 320 px and at any text size.
 */
import type { ReactNode } from 'react';
import './figure-rows.css';

/** A label, its value, and a class for the row where one figure is drawn larger (repay-code-2's total). */
export type FigureRow = readonly [label: ReactNode, value: ReactNode, rowClass?: string];

export function FigureRows({ rows, className, id }: { rows: readonly FigureRow[]; className?: string; id?: string }) {
  return (
    <dl id={id} className={className ? `figure-rows ${className}` : 'figure-rows'}>
      {rows.map(([label, value, rowClass], i) => (
        <div key={i} className={rowClass ? `figure-rows__row ${rowClass}` : 'figure-rows__row'}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
