import type { CardFormItem } from '../../../shared/api/contract/bank';

/**
 * A bind-bank form item as the reader gives it, with the fields a test does not name at their empty
 * values; `inputType` and option values as a backend may write them.
 */
export function formItem(p: Record<string, unknown> & { code: string }): CardFormItem {
  return {
    cate: 'text',
    title: p.code,
    subtitle: '',
    value: '',
    note: [],
    inputType: '',
    cardTypeMi: 0,
    channelNumber: '90006',
    ...p,
  } as unknown as CardFormItem;
}
