/**
 * The logic of the server-driven payment-account form (spec §3 "Card or bank form item", §4, §5),
 * kept free of React so it can be tested alone: which fields a card type shows, how a digit input
 * formats as the borrower types (contract D6), what is checked before sending, and what is sent.
 *
 * Contract D14: a value is never shortened behind the borrower's back. `number` inputs (and any
 * `inputType` we do not know, D12) take as many digits as typed unless the server sends `maxLength`;
 * a prefilled value is shown and sent back exactly as received until the borrower edits it (a masked
 * `**** **** **** 9876` unedited means 'keep the stored one'). Phones follow D6; bank cards group in
 * fours, at most 19 digits.
 */
import type { BindCardRequest, CardFormItem } from '../../shared/api/contract/bank';
import type { Id } from '../../shared/api/contract/declare';
import { digitsOnly, formatByInputType, isValidPhone } from '../../shared/format/digits';
import type { FormattedInput } from '../../shared/format/digits';
import { t } from '../../shared/i18n/t';
import type { PickerOption } from '../../shared/ui/picker';
import type { TabItem } from '../../shared/ui/tabs';

/** Spec §9 defaults. */
export const DEFAULT_CARD_TYPE = '1';
export const DEFAULT_CHANNEL_NUMBER = '90006';
/** Codes sent with the form that are not fields (spec §3). */
export const CARD_TYPE_CODE = 'cardType';
export const CHANNEL_CODE = 'channelNumber';

export const TEXT_MAX_LENGTH = 60;
const MAX_DIGITS: Record<string, number> = { phone: 11, bankCard: 19 };
const BANK_CARD_MIN_DIGITS = 10;

export type FormValues = Record<string, string>;

export interface FieldProblem {
  code: string;
  message: string;
}

const isSpecial = (item: CardFormItem) => item.code === CARD_TYPE_CODE || item.code === CHANNEL_CODE;

/**
 * A field's kind as backends spell it (contract D28): case, spaces, `_` and `-` ignored, so `city select`,
 * `citySelect`, `city_select` and `CITY-SELECT` are one kind.
 * @example kindOf('City Select') // 'cityselect'
 */
export const kindOf = (item: CardFormItem): string =>
  String(item.cate ?? '')
    .toLowerCase()
    .replace(/[\s_-]/g, '');

const PICKER_KINDS = new Set(['enum', 'cityselect', 'day']);

/**
 * Pickers: single choice (`enum`), city select and day, and any field whose `note` holds an option
 * whatever its kind (D28: a list the backend sends is never lost); everything else is a text input.
 */
export function isPicker(item: CardFormItem): boolean {
  return item.note.length > 0 || PICKER_KINDS.has(kindOf(item));
}

/** A text input that accepts digits only: every `inputType` but `text` (spec §5 "Bank inputs accept digits only"). */
export function isDigitInput(item: CardFormItem): boolean {
  return !isPicker(item) && item.inputType !== 'text';
}

/**
 * A digit input that holds a quantity (every `inputType` but phone and bank card: `number` and any we do
 * not know, D12), so a decimal point in it is a point, not a separator to strip (contract D31).
 */
export const takesWholeNumber = (item: CardFormItem): boolean =>
  isDigitInput(item) && item.inputType !== 'phone' && item.inputType !== 'bankCard';

/**
 * The whole part of a typed quantity (D31): digits after a `.`, or after a `,` followed by exactly two
 * digits at the end, are not joined to it.
 * @example wholePart('25,000.50') // '25000'
 * @example wholePart('1,50') // '1'
 */
export function wholePart(typed: string): string {
  const point = typed.indexOf('.');
  return digitsOnly(point >= 0 ? typed.slice(0, point) : typed.replace(/,\d{2}$/, ''));
}

/**
 * A quantity as the field shows it (D31): its digits, its first point with the digits after it, and a
 * comma only while it may still be a decimal comma (the last one, no point, at most two digits after
 * it); thousands separators and anything else go, as spec §5 strips non-digits. `upTo` cuts the typed
 * text there first, with the same decisions (for the caret).
 * @example quantityText('₱25,000.50') // '25000.50'
 * @example quantityText('25,5') // '25,5' (typing on: '25,500' shows '25500')
 */
export function quantityText(typed: string, upTo = typed.length): string {
  const point = typed.indexOf('.');
  const lastComma = point < 0 && /,\d{0,2}$/.test(typed.replace(/[^\d,]/g, '')) ? typed.lastIndexOf(',') : -1;
  let out = '';
  for (let i = 0; i < upTo; i++) {
    const c = typed[i];
    if ((c >= '0' && c <= '9') || i === point || i === lastComma) out += c;
  }
  return out;
}

/** What a field's text sends: a quantity's whole part, other digit inputs their digits, free text as typed. */
export function sentValue(item: CardFormItem, typed: string): string {
  if (takesWholeNumber(item)) return wholePart(typed);
  return isDigitInput(item) ? digitsOnly(typed) : typed;
}

/** Absent means required: the spec's items have no flag, and every field of the original form was needed. */
export const isRequired = (item: CardFormItem): boolean => item.required !== 0;

/** The card-type tabs, from the `cardType` item's options. */
export function cardTypeTabs(items: CardFormItem[]): TabItem[] {
  const item = items.find((i) => i.code === CARD_TYPE_CODE);
  return (item?.note ?? []).map((o) => ({ key: String(o.type), label: o.name }));
}

/** The fields of one card type: `cardTypeMi` 0 (every type) or equal to it. */
export function visibleFields(items: CardFormItem[], cardType: string): CardFormItem[] {
  return items.filter((i) => !isSpecial(i) && (Number(i.cardTypeMi) === 0 || String(i.cardTypeMi) === cardType));
}

/** A picker that also takes a typed value the list lacks ('Other: type it', ADR 0028). */
export const takesTypedValue = (item: CardFormItem): boolean => isPicker(item) && item.freeText === '1';

/** A picker's options; a `day` without options is the days of a month. */
export function optionsOf(item: CardFormItem): PickerOption[] {
  if (kindOf(item) === 'day' && item.note.length === 0) {
    return Array.from({ length: 31 }, (_, i) => ({ label: String(i + 1), value: String(i + 1) }));
  }
  return item.note.map((o) => ({ label: o.name, value: String(o.type) }));
}

/** The server's `maxLength` for a field, when it sends a usable one (a positive whole number, read by D13). */
export function serverMaxLength(item: CardFormItem): number | undefined {
  const n = item.maxLength;
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The most digits a digit input takes: phone 11, bank card 19, otherwise the server's `maxLength` or no cap (D14). */
export function maxDigits(item: CardFormItem): number {
  return MAX_DIGITS[item.inputType] ?? serverMaxLength(item) ?? Number.POSITIVE_INFINITY;
}

/** The prefilled value exactly as the server sent it ('' when none). */
export function prefillOf(item: CardFormItem): string {
  return item.value === undefined || item.value === null ? '' : String(item.value);
}

/** True while a field still holds its prefilled value untouched: it is shown and sent as received (D14). */
export function isPristine(item: CardFormItem, value: string | undefined): boolean {
  const prefill = prefillOf(item);
  return prefill !== '' && value === prefill;
}

/** Display and submitted value of a text input: digit inputs by `inputType` (capped), free text as typed. */
export function formatField(item: CardFormItem, raw: string): FormattedInput {
  if (!isDigitInput(item)) {
    const cap = serverMaxLength(item) ?? TEXT_MAX_LENGTH;
    return { display: raw.slice(0, cap), value: raw.slice(0, cap) };
  }
  const cap = maxDigits(item);
  if (takesWholeNumber(item)) {
    // The text keeps its point and commas, so a digit typed after the point is never joined to the
    // pesos (D31); what is sent is its whole part.
    const shown = quantityText(raw);
    const whole = wholePart(shown);
    return whole.length > cap
      ? { display: whole.slice(0, cap), value: whole.slice(0, cap) }
      : { display: shown, value: shown };
  }
  // Phone numbers are capped (and '+63' normalised) by formatByInputType itself.
  return formatByInputType(item.inputType === 'phone' ? raw : digitsOnly(raw).slice(0, cap), item.inputType);
}

/** Values to start from: the server's prefills exactly as received (D14) and the spec's defaults. */
export function initialValues(items: CardFormItem[]): FormValues {
  const values: FormValues = {};
  for (const item of items) values[item.code] = prefillOf(item);
  if (!values[CARD_TYPE_CODE]) values[CARD_TYPE_CODE] = DEFAULT_CARD_TYPE;
  if (!values[CHANNEL_CODE]) values[CHANNEL_CODE] = DEFAULT_CHANNEL_NUMBER;
  const tabs = cardTypeTabs(items);
  if (tabs.length > 0 && !tabs.some((t) => t.key === values[CARD_TYPE_CODE])) values[CARD_TYPE_CODE] = tabs[0].key;
  return values;
}

/** Caret index just after the `digits`-th digit of `display` (0 before the first). */
export function caretAfterDigits(display: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (display[i] >= '0' && display[i] <= '9' && ++seen === digits) return i + 1;
  }
  return display.length;
}

export interface DigitEdit extends FormattedInput {
  caret: number;
}

/**
 * One edit of a digit input: the new value, its grouped display, and where the caret goes so typing
 * or deleting in the middle stays where the borrower is. Backspace just after a space deletes the digit
 * before it; a digit typed into a full field is refused rather than pushing the last one out.
 * @example editDigits(phone, '0917123', '0917 1823', 7, false) // { value: '09171823', display: '0917 182 3', caret: 7 }
 */
export function editDigits(
  item: CardFormItem,
  prevValue: string,
  raw: string,
  caret: number,
  deleteBackward: boolean,
): DigitEdit {
  if (takesWholeNumber(item)) return editWhole(item, prevValue, raw, caret);
  if (isPristine(item, prevValue) && !/^\d*$/.test(prevValue)) return editMasked(item, prevValue, raw, deleteBackward);
  const rawDigits = digitsOnly(raw);
  let before = digitsOnly(raw.slice(0, caret)).length;
  let next = formatField(item, raw);
  const inserted = rawDigits.length - prevValue.length;
  const start = before - inserted;
  if (
    !deleteBackward &&
    inserted > 0 &&
    start >= 0 &&
    prevValue.length >= maxDigits(item) &&
    rawDigits.slice(0, start) + rawDigits.slice(before) === prevValue
  ) {
    // Digits typed into a full field: keep what was there, with the caret back where it was.
    next = formatField(item, prevValue);
    before = start;
  } else if (deleteBackward && next.value === prevValue && before > 0) {
    // Only a space went: take the digit before it instead.
    next = formatField(item, prevValue.slice(0, before - 1) + prevValue.slice(before));
    before -= 1;
  }
  return { ...next, caret: caretAfterDigits(next.display, before) };
}

/**
 * One edit of a quantity (D31): the text as typed without anything but digits, `.` and `,` (the value
 * kept is that text, `sentValue` takes its whole part), the caret after the same characters; a digit
 * typed into a full field is refused.
 */
function editWhole(item: CardFormItem, prevValue: string, raw: string, caret: number): DigitEdit {
  const shown = quantityText(raw);
  if (wholePart(shown).length > maxDigits(item) && wholePart(shown).length > wholePart(prevValue).length) {
    return { display: prevValue, value: prevValue, caret: Math.max(0, caret - (raw.length - prevValue.length)) };
  }
  return { display: shown, value: shown, caret: quantityText(raw, caret).length };
}

/**
 * The first edit of a prefilled value that is not plain digits (masked, `**** **** **** 9876`, or
 * written with spaces or `+`): its hidden digits cannot be edited, so the edit starts a new value
 * from what was typed (a deletion empties the field) rather than mixing the mask's last digits in.
 */
function editMasked(item: CardFormItem, prefill: string, raw: string, deleteBackward: boolean): DigitEdit {
  let start = 0;
  while (start < prefill.length && start < raw.length && prefill[start] === raw[start]) start++;
  let end = 0;
  while (
    end < prefill.length - start &&
    end < raw.length - start &&
    prefill[prefill.length - 1 - end] === raw[raw.length - 1 - end]
  )
    end++;
  const typed = deleteBackward ? '' : raw.slice(start, raw.length - end);
  const next = formatField(item, item.inputType === 'phone' ? typed : digitsOnly(typed));
  return { ...next, caret: next.display.length };
}

/**
 * Every problem of the chosen type's fields, one per field in the form's order, each naming its field: Next
 * shows them all at once, each beside its field (a form of five fields never takes five taps to learn).
 */
export function formProblems(items: CardFormItem[], values: FormValues, cardType: string): FieldProblem[] {
  return visibleFields(items, cardType).flatMap((item) => {
    const problem = fieldProblem(item, values);
    return problem ? [problem] : [];
  });
}

/** What is wrong with one field's value, in the spec's words; null when nothing is. */
function fieldProblem(item: CardFormItem, values: FormValues): FieldProblem | null {
  const value = (values[item.code] ?? '').trim();
  const problem = (message: string): FieldProblem => ({ code: item.code, message });
  if (isPicker(item)) {
    if (value && takesTypedValue(item)) return null;
    if ((value || isRequired(item)) && !optionsOf(item).some((o) => o.value === value))
      return problem(t('Please select {field}', { field: item.title }));
    return null;
  }
  if (!sentValue(item, value)) {
    return isRequired(item) ? problem(t('Please enter {field}', { field: item.title })) : null;
  }
  // An untouched prefill is the server's own value ('keep the stored one', D14): not ours to judge.
  if (isPristine(item, values[item.code])) return null;
  if (item.inputType === 'phone' && !isValidPhone(value))
    return problem(t('Please enter a valid {field} (09XX XXX XXXX)', { field: item.title }));
  if (item.inputType === 'bankCard' && value.length < BANK_CARD_MIN_DIGITS) {
    return problem(
      t('Please enter a valid {field} (at least {digits} digits)', {
        field: item.title,
        digits: BANK_CARD_MIN_DIGITS,
      }),
    );
  }
  return null;
}

/** What is sent: every filled field of the chosen type by its code, `cardType`, `channelNumber`, `product_id`. */
export function buildPayload(
  items: CardFormItem[],
  values: FormValues,
  cardType: string,
  productId: string,
): BindCardRequest {
  const payload: BindCardRequest = {
    [CARD_TYPE_CODE]: cardType,
    // Ids the form was given, sent back as they came (D23): typed so, with no code of their own.
    [CHANNEL_CODE]: (values[CHANNEL_CODE] || DEFAULT_CHANNEL_NUMBER) as Id,
  };
  for (const item of visibleFields(items, cardType)) {
    const raw = values[item.code] ?? '';
    // An untouched prefill goes back exactly as it came (D14), masked or not.
    if (isPristine(item, raw)) {
      payload[item.code] = raw;
      continue;
    }
    const value = raw.trim();
    const sent = sentValue(item, value);
    if (sent) payload[item.code] = sent;
  }
  if (productId) payload.product_id = productId as Id;
  return payload;
}
