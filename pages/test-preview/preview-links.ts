/**
 * Test preview (spec §2, internal): the device fields a tester edits and the pages they open. Entries
 * built on other branches (order, repay-*, bind-bank, complaint, loan-confirm, repay-code) are linked by
 * their contract name (contract §1).
 */
import type { EntryName } from '../../shared/platform/entry-names';
import { t } from '../../shared/i18n/t';
import { appendQuery } from '../../shared/session/query';

export const FIELDS = [
  'token',
  'productId',
  'orderId',
  'building',
  'gather',
  'swift',
  'eyes',
  'user_from',
  'app_from',
] as const;
export type Field = (typeof FIELDS)[number];
export type Fields = Record<Field, string>;

export const TARGETS: { label: string; entry: EntryName }[] = [
  { label: t('Confirm'), entry: 'loan-confirm' },
  { label: t('Detail'), entry: 'order' },
  { label: t('Repay'), entry: 'repay-period' },
  { label: t('Extension'), entry: 'repay-delay' },
  { label: t('Bank binding'), entry: 'bind-bank' },
  { label: t('About us'), entry: 'about-us' },
  { label: t('Complaint'), entry: 'complaint' },
  { label: t('Customer service'), entry: 'customer-service' },
  { label: t('Privacy'), entry: 'privacy' },
  { label: t('Repayment note'), entry: 'repay-code' },
];

export function emptyFields(): Fields {
  return Object.fromEntries(FIELDS.map((f) => [f, ''])) as Fields;
}

/** The device fields found in a page query. */
export function fieldsFromQuery(query: Record<string, string>): Fields {
  const out = emptyFields();
  for (const f of FIELDS) out[f] = query[f] ?? '';
  return out;
}

/**
 * An entry's URL with the non-empty fields as its query.
 * @example previewUrl('order', { ...emptyFields(), token: 't', orderId: '7' }) // '/order.html?token=t&orderId=7'
 */
export function previewUrl(entry: EntryName, fields: Fields): string {
  const query: Record<string, string> = {};
  for (const f of FIELDS) if (fields[f].trim()) query[f] = fields[f].trim();
  return appendQuery(`/${entry}.html`, query);
}
