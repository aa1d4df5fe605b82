/**
 * Identifiers the page query carries (D23): the order, the product, the complaint a page was opened for.
 * Read as the text they are and sent back exactly; '' when the query lacks the key (`useLoad`'s `needs`
 * says what is missing before any call is made).
 */
import { asId } from './contract/declare';
import type { Id } from './contract/declare';
import { readQuery } from '../session/query';

/** @example fetchLoanDetails({ orderId: pageId('orderId'), productId: pageId('productId') }) */
export function pageId(key: string): Id {
  return asId(readQuery()[key] ?? '');
}
