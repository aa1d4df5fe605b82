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
 * Walks `value` beside `decl` and calls `found` with each value found where a leaf is declared (its
 * declaration, the value, its path and the key it sits under). Only the declaration's depth is walked: a
 * hostile answer's nesting cannot run it deeper.
 */
export function walkLeaves(
  decl: Decl,
  value: unknown,
  path: string,
  found: (leaf: Decl, value: unknown, path: string, key: string) => void,
  key = '',
): void {
  switch (decl.k) {
    case 'obj':
      if (isRecord(value))
        for (const name of Object.keys(decl.shape))
          walkLeaves(decl.shape[name], value[name], `${path}.${name}`, found, name);
      return;
    case 'list':
      // One item alone is a list of one, as the reader takes it.
      if (value !== undefined && value !== null)
        (Array.isArray(value) ? value : [value]).forEach((item, i) =>
          walkLeaves(decl.of, item, `${path}.${i}`, found, key),
        );
      return;
    case 'record':
      if (isRecord(value))
        for (const name of Object.keys(value)) walkLeaves(decl.of, value[name], `${path}.${name}`, found, key);
      return;
    case 'maybe':
    case 'ours':
    case 'pick':
      walkLeaves(decl.of, value, path, found, key);
      return;
    default:
      found(decl, value, path, key);
  }
}

const isMoney = (decl: Decl) => decl.k === 'num' && decl.unit === 'centavos';

/** Walks `value` beside `decl` and calls `found` with each money figure the reader would read as a number. */
function walk(decl: Decl, value: unknown, path: string, found: (path: string, value: unknown) => void): void {
  walkLeaves(decl, value, path, (leaf, x, at) => {
    if (isMoney(leaf) && numeric(x) !== undefined) found(at, x);
  });
}

/**
 * The money fields of `payload` that were sent but are no figure (contract D37): `null`, or a value the
 * reader cannot read as a number (`"₱8,000.00"`, an object). A field left out is not one of them.
 * @example withheldMoney(loanDetailConfirm.data, { amount: 800000, netAmount: null }, 'data') // [{ field: 'data.netAmount', arrived: 'null' }]
 */
export function withheldMoney(decl: Decl, payload: unknown, where: string): { field: string; arrived: string }[] {
  const out: { field: string; arrived: string }[] = [];
  walkLeaves(decl, payload, where, (leaf, x, at) => {
    if (!isMoney(leaf) || x === undefined || numeric(x) !== undefined) return;
    out.push({ field: at, arrived: x === null ? 'null' : Array.isArray(x) ? 'list' : typeof x });
  });
  return out;
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
      : typeof value === 'string' && /[.eE]/.test(value)
        ? 'written with a decimal point: pesos instead of centavos? (whole centavos are digits alone)'
        : n > 0 && n < floor.centavos
          ? `below ${formatMoney(floor.centavos)} (${floor.reason}): pesos instead of centavos?`
          : undefined;
    // A numeric string may be padded with thousands of spaces: the report shows its start.
    const raw = JSON.stringify(value);
    out.push({ field, raw: raw.length > 32 ? `${raw.slice(0, 32)}…` : raw, shown, ...(warning && { warning }) });
  });
  return out;
}
