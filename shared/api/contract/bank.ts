/** Bind card: the server-driven payment-account form (spec §3 "Card or bank form item", §7, contract §2). */
import { post, reads, STATES } from './endpoint';
import { flag01, list, maybe, num, numOr, obj, ours, pick, someList, someText, text } from './declare';
import type { Infer } from './declare';
import * as send from './sends';
import type { Payload } from './sends';

/** Field kinds (spec §3): a text input, a single-choice picker, a city picker, a day of the month. */
export type CardItemCate = 'text' | 'enum' | 'citySelect' | 'day';

/** D12: the input kinds the form knows; any other value is read as `number`. */
export const INPUT_TYPES = ['phone', 'bankCard', 'number', 'text'] as const;

/** One choice of a picker (`note`); `type` is the value sent, read as text so `3` and `'3'` are one choice. */
const option = obj({ name: text, type: text });
export type CardItemOption = Infer<typeof option>;

/**
 * One item of the form; one without its `code` cannot be sent back and is left out. The special codes
 * `cardType` (its `note` lists the card types, its `value` the chosen one) and `channelNumber` (its
 * `value`) are sent with the form but are not fields.
 */
const item = obj(
  {
    code: someText,
    /** One of `CardItemCate`; another value is shown as a text input. */
    cate: text,
    title: text,
    /** Hint under the field (or the picker's placeholder). */
    subtitle: text,
    /** Prefilled value (digits only for digit inputs, an option's `type` for pickers), sent back as is (D14). */
    value: text,
    /** Picker options; empty for text inputs (and for `day`, which means days 1-31). */
    note: list(option),
    /** Text input kind (D12). */
    inputType: pick(text, INPUT_TYPES, 'number'),
    /** The card type this field belongs to; 0 means every type. */
    cardTypeMi: numOr(0),
    channelNumber: text,
    /** The most characters (digits for digit inputs) the field takes, when the server limits it (D14). */
    maxLength: maybe(num),
    /** 1 when the field must be filled (our extension: the spec has no field for it). */
    required: ours(maybe(pick(num, [0, 1] as const, 0))),
    /**
     * A picker whose list may lack the borrower's answer: 1 when a typed value is accepted too (our
     * extension, ADR 0028: the picker offers 'Other: type it', and the typed text is the value sent).
     */
    freeText: ours(flag01),
  },
  ['code'],
);
export type CardFormItem = Infer<typeof item>;

/** The product whose account the form shows or changes (the page mirrors `productId` under this name). */
const productId = send.opt(send.id('product', 'product_id'));
/** The same product as the page query names it, read when `product_id` is not sent. */
const productInQuery = send.query(send.opt(send.id('product', 'productId')));

export const cardInitSends = send.fields({ product_id: productId, productId: productInQuery });
export type CardInitRequest = Payload<typeof cardInitSends>;

/** The form cannot be shown without one readable item: no `items` (or none readable) is a load failure. */
export const cardInit = reads(
  post<typeof cardInitSends>(`${STATES}/v3/bind-card/card-init`),
  obj({ items: someList(item) }, ['items']),
  {
    early: true,
  },
);
export type CardInit = Infer<typeof cardInit.data>;

/**
 * Every visible value by its item's `code` (the form's fields are the server's: `rest`), plus `cardType`
 * and `channelNumber` (the special items' values) and `product_id`.
 */
export const bindCardNewSends = send.fields(
  {
    cardType: send.text({ label: 'Account type' }),
    channelNumber: send.id('channel', 'Channel'),
    product_id: productId,
    productId: productInQuery,
  },
  { rest: send.opt(send.text()) },
);
export type BindCardRequest = Payload<typeof bindCardNewSends>;

/** "success" (spec): the answer is not read, so a saved form is never reported as failed. */
export const bindCardNew = post<typeof bindCardNewSends>(`${STATES}/v3/bind-card/bind-card-new`);

/** The same form when the borrower changes the account of a loan (`source=loanDetail`); the loan's order rides in the page query. */
export const changeCardSends = send.also(bindCardNewSends, {
  orderId: send.query(send.opt(send.id('order', 'orderId'))),
});
export const changeCard = post<typeof changeCardSends>(`${STATES}/v3/bind-card/change-card`);
