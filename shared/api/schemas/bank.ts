/** Readers of the bind-card responses (contract §2, D12, D13). */
import type { CardFormItem, CardInit, CardItemOption } from '../contract/bank';
import { list, map, maybe, num, numOr, obj, reader, someList, someText, text } from './read';
import type { Schema } from './read';

/** D12: the input kinds the form knows; any other value is read as `number`. */
const INPUT_TYPES = ['phone', 'bankCard', 'number', 'text'];

const inputType = map(text, (t) => (INPUT_TYPES.includes(t) ? t : 'number'));

/** Values the form sends back: read as text, so `3` and `'3'` are the same choice (D13). */
const option: Schema<CardItemOption> = obj({ name: text, type: text });

/** A form item without its `code` cannot be sent back: it is left out. */
const item: Schema<CardFormItem> = obj(
  {
    code: someText,
    cate: text,
    title: text,
    subtitle: text,
    value: text,
    note: list(option),
    inputType,
    cardTypeMi: numOr(0),
    channelNumber: text,
    required: map(maybe(num), (n): 0 | 1 | undefined => (n === undefined ? undefined : n === 1 ? 1 : 0)),
  },
  ['code'],
);

/** The form cannot be shown without one readable item: no `items` (or none readable) is a load failure. */
export const cardInit = /* @__PURE__ */ reader<CardInit>(obj({ items: someList(item) }, ['items']));
