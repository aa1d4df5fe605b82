/** Bind card: the server-driven payment-account form (spec §3 "Card or bank form item", §7, contract §2). */
import { post, reads, STATES } from './endpoint';

/** Field kinds (spec §3): a text input, a single-choice picker, a city picker, a day of the month. */
export type CardItemCate = 'text' | 'enum' | 'citySelect' | 'day';

/** One choice of a picker (`note`); `type` is the value sent. */
export interface CardItemOption {
  name: string;
  type: string | number;
}

/**
 * One item of the form. The special codes `cardType` (its `note` lists the card types, its `value` the
 * chosen one) and `channelNumber` (its `value`) are sent with the form but are not fields.
 */
export interface CardFormItem {
  code: string;
  cate: CardItemCate | (string & {});
  title: string;
  /** Hint under the field (or the picker's placeholder). */
  subtitle: string;
  /** Prefilled value (digits only for digit inputs, an option's `type` for pickers). */
  value: string;
  /** Picker options; empty for text inputs (and for `day`, which means days 1-31). */
  note: CardItemOption[];
  /** Text input kind: `phone`, `bankCard`, `number` (digits only) or `text` (free text). */
  inputType: string;
  /** The card type this field belongs to; 0 means every type. */
  cardTypeMi: number;
  channelNumber: number | string;
  /** 1 when the field must be filled (our extension: the spec has no field for it). */
  required?: 0 | 1;
  /** The most characters (digits for digit inputs) the field takes, when the server limits it (contract D14). */
  maxLength?: number | string | null;
}

export interface CardInitRequest {
  product_id?: string;
}

export interface CardInit {
  items: CardFormItem[];
}

export const cardInit = reads(post<CardInitRequest, CardInit>(`${STATES}/v3/bind-card/card-init`), 'cardInit', {
  early: true,
});

/** Every visible value by its `code`, plus `cardType`, `channelNumber` and `product_id`. */
export type BindCardRequest = Record<string, string>;

export interface BindCardSaved {
  accountId: number;
}

export const bindCardNew = post<BindCardRequest, BindCardSaved>(`${STATES}/v3/bind-card/bind-card-new`);

/** The same form when the borrower changes the account of a loan (`source=loanDetail`). */
export const changeCard = post<BindCardRequest, BindCardSaved>(`${STATES}/v3/bind-card/change-card`);
