/**
 * The money figures of an answer, found through its declaration (a `num` with `unit: 'centavos'`,
 * contract D32), each as the screen will show it (`formatMoney`, spec §9) beside what arrived, and the
 * ones that look like pesos sent where centavos were meant: not a whole number of centavos, or above
 * zero and below a plausible floor (`shared/config/money-floors.ts`).
 */
import type { Decl } from '../../shared/api/contract/declare';
import { MONEY_FLOORS } from '../../shared/config/money-floors';
import type { MoneyFloorKind } from '../../shared/config/money-floors';
import { formatMoney } from '../../shared/format/money';

export interface MoneyFigure {
  /** Its path from the envelope, `data.repay_plans.0.amount`. */
  field: string;
  /** What arrived, as JSON text (a number `8000`, a numeric string `"8000"`). */
  raw: string;
  /** As the screen shows it: `₱80.00`. */
  shown: string;
  /** Why it is in doubt, when it is. */
  warning?: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** What the screens' reader takes as a number (D13): a finite number or a numeric string. */
function numeric(x: unknown): number | undefined {
  if (typeof x === 'number') return Number.isFinite(x) ? x : undefined;
  if (typeof x !== 'string' || x.trim() === '') return undefined;
  const n = Number(x);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Walks `value` beside `decl` and calls `found` with each money figure that the reader would read as a
 * number. Only the declaration's depth is walked: a hostile answer's nesting cannot run it deeper.
 */
function walk(decl: Decl, value: unknown, path: string, found: (path: string, value: unknown) => void): void {
  switch (decl.k) {
    case 'num':
      if (decl.unit === 'centavos' && numeric(value) !== undefined) found(path, value);
      return;
    case 'obj':
      if (isRecord(value))
        for (const key of Object.keys(decl.shape)) walk(decl.shape[key], value[key], `${path}.${key}`, found);
      return;
    case 'list':
      // One item alone is a list of one, as the reader takes it.
      if (value !== undefined && value !== null)
        (Array.isArray(value) ? value : [value]).forEach((item, i) => walk(decl.of, item, `${path}.${i}`, found));
      return;
    case 'record':
      if (isRecord(value)) for (const key of Object.keys(value)) walk(decl.of, value[key], `${path}.${key}`, found);
      return;
    case 'maybe':
    case 'ours':
    case 'pick':
      walk(decl.of, value, path, found);
      return;
    default:
      return;
  }
}

/**
 * Every money figure of `payload` (read by `decl`; `where` is `data` or `attach`), in the answer's order,
 * each weighed against the floor `floorOf` names for its path (`due` unless told).
 * @example moneyFigures(loanPlayDetail.data, { repayAmount: 5412.5 }, 'data')
 *   // [{ field: 'data.repayAmount', raw: '5412.5', shown: '₱54.13', warning: 'not a whole number of centavos: pesos instead of centavos?' }]
 */
export function moneyFigures(
  decl: Decl,
  payload: unknown,
  where: string,
  floorOf: (field: string) => MoneyFloorKind = () => 'due',
): MoneyFigure[] {
  const out: MoneyFigure[] = [];
  walk(decl, payload, where, (field, value) => {
    const n = numeric(value)!;
    // The screen reads a number (D13) and formats it: the figure the borrower sees.
    const shown = formatMoney(n);
    const floor = MONEY_FLOORS[floorOf(field)];
    const warning = !Number.isInteger(n)
      ? 'not a whole number of centavos: pesos instead of centavos?'
      : n > 0 && n < floor.centavos
        ? `below ${formatMoney(floor.centavos)} (${floor.reason}): pesos instead of centavos?`
        : undefined;
    // A numeric string may be padded with thousands of spaces: the report shows its start.
    const raw = JSON.stringify(value);
    out.push({ field, raw: raw.length > 32 ? `${raw.slice(0, 32)}…` : raw, shown, ...(warning && { warning }) });
  });
  return out;
}
