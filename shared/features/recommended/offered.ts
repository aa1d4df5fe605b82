/** What a recommended list offers (D39), apart from the view so it can be tested alone. */
import type { RecProduct } from '../../api/contract/loan';

/**
 * The items a list shows, each with its index in the backend's list (the tracking position it is opened
 * by): every item but a product the borrower has an application or a loan under review for, which the
 * backend marks `underReview` 1 (D39): its Apply would only be refused.
 * @example offered([{ name: 'Peso Flex', underReview: '1' }, { name: 'Sahod Loan' }]) // [{ item: Sahod Loan, index: 1 }]
 */
export function offered(items: readonly RecProduct[]): { item: RecProduct; index: number }[] {
  return items.map((item, index) => ({ item, index })).filter(({ item }) => item.underReview !== '1');
}
